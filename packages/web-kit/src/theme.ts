import { createTheme } from '@mui/material/styles';
import { ON_TOUCH, TOUCH_TARGET_PX } from './touch';

const FOCUS_RING = { boxShadow: '0 0 0 2px #ffffff, 0 0 0 4px #14233c' };

/** The site's look: deep navy with a warm copper accent, calm neutrals, readable type. */
export const theme = createTheme({
  palette: {
    primary: { main: '#14233c', light: '#2c3e5c', dark: '#0b1526', contrastText: '#ffffff' },
    // Navy on copper reads at 5.3:1; white on copper would be 3:1.
    secondary: { main: '#c8873a', light: '#e0a967', dark: '#9a6422', contrastText: '#14233c' },
    background: { default: '#f7f5f1', paper: '#ffffff' },
    text: { primary: '#1d2433', secondary: '#5a6272' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Helvetica Neue", Arial, "Segoe UI", Roboto, sans-serif',
    h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h4: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Visitors who ask their system for less motion get menus, dialogs and progress that appear
    // at once instead of sliding or fading (WCAG 2.3.3).
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // A keyboard focus ring that shows on light and navy backgrounds alike: white inside navy.
    // MUI's buttons reset the browser's outline and their own styles clear the shadow, so each
    // kind of button gets it.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { '&.Mui-focusVisible': FOCUS_RING, [ON_TOUCH]: { minHeight: TOUCH_TARGET_PX } },
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': FOCUS_RING,
          [ON_TOUCH]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX },
        },
      },
    },
    // MUI's unselected toggle text is 54% black, under 4.5:1 on the page's warm background.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme: current }) => ({
          color: current.palette.text.secondary,
          [ON_TOUCH]: { minHeight: TOUCH_TARGET_PX },
        }),
      },
    },
    MuiFab: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    // A link inside a sentence must not be told apart by colour alone (WCAG 1.4.1). Links that
    // stand on their own (menus, footer lists, card titles) ask for 'hover' themselves.
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});

import { createTheme } from '@mui/material/styles';

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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

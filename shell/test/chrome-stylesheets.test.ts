import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@reedmere/web-kit';

// Read as files: a test in src would be browser code, which reads no files.
const read = (file: string) => readFileSync(path.join(__dirname, '../src', file), 'utf8');
const chrome = read('layout/chrome.css');
/** The shell's plain stylesheets, in the site's one stylesheet: the chrome's, footer, pages. */
const SHEETS = ['layout/chrome.css', 'layout/overlays.css', 'layout/footer.css', 'pages/pages.css'];
const stylesheets = SHEETS.map(read).join('\n');

const customProperty = (name: string): string | undefined =>
  new RegExp(`--${name}:\\s*([^;]+);`).exec(chrome)?.[1]?.trim();

/** Case and quotes aside: `"Helvetica Neue"` and `'helvetica neue'` name the same font. */
const normalised = (value: string | undefined) => value?.toLowerCase().replaceAll('"', "'");

// The chrome is styled without the theme's code, so its stylesheet says the theme's values again.
describe("the shell's stylesheets", () => {
  it.each([
    ['site-navy', theme.palette.primary.main],
    ['site-navy-dark', theme.palette.primary.dark],
    ['site-copper', theme.palette.secondary.main],
    ['site-copper-dark', theme.palette.secondary.dark],
    ['site-copper-light', theme.palette.secondary.light],
    ['site-paper', theme.palette.background.paper],
    ['site-background', theme.palette.background.default],
    ['site-text', theme.palette.text.primary],
    ['site-text-secondary', theme.palette.text.secondary],
    ['site-radius', `${String(theme.shape.borderRadius)}px`],
    ['site-sans', theme.typography.fontFamily ?? ''],
    ['site-serif', theme.typography.h1.fontFamily ?? ''],
  ])("--%s is the theme's %s", (name, value) => {
    expect(normalised(customProperty(name))).toBe(normalised(value));
  });

  it("draw the theme's focus ring", () => {
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as
      Record<string, { boxShadow?: string }> | undefined;
    const ring = root?.['&.Mui-focusVisible']?.boxShadow;
    expect(ring).toBeDefined();
    expect(normalised(customProperty('site-focus-ring'))).toBe(normalised(ring));
  });

  it.each(SHEETS)("%s changes layout only at the theme's breakpoints", (file) => {
    const widths = [...read(file).matchAll(/min-width:\s*(\d+)px\)/g)].map((match) =>
      Number(match[1]),
    );
    expect(widths.length).toBeGreaterThan(0);
    const breakpoints = Object.values(theme.breakpoints.values);
    expect(widths.filter((width) => !breakpoints.includes(width))).toEqual([]);
  });

  it("use only the site's custom properties that chrome.css defines", () => {
    const used = new Set([...stylesheets.matchAll(/var\(--(site-[\w-]+)/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => customProperty(name) === undefined)).toEqual([]);
  });
});

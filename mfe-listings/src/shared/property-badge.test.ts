import { TONE_COLOURS } from './property-badge';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('badge colours', () => {
  it.each(Object.entries(TONE_COLOURS))('%s keeps 4.5:1 with white text', (_tone, colour) => {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("the reduction's red reads as text on the page's warm background too", () => {
    expect(contrast(TONE_COLOURS.reduced, '#f7f5f1')).toBeGreaterThanOrEqual(4.5);
  });
});

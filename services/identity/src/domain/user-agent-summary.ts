const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string): string | undefined =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * The browser and system a session was opened from, in a few words ('Firefox on Linux'): enough
 * to tell sessions apart, without keeping the whole header.
 */
export function summarizeUserAgent(userAgent: string | undefined): string {
  const text = userAgent ?? '';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (text ? 'Unknown browser' : 'Unknown');
}

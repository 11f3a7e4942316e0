import { isOriginFormTarget } from './request-target';

describe('isOriginFormTarget', () => {
  it.each(['/', '/news', '/property/abc?x=//y', '/search?q=a\\b', '/a%2F%2Fb', '/a//b'])(
    'accepts %s',
    (target) => {
      expect(isOriginFormTarget(target)).toBe(true);
    },
  );

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    'http://evil.example/x',
    'evil.example/x',
    '*',
    '',
    '/news\\..\\admin',
  ])('refuses %s', (target) => {
    expect(isOriginFormTarget(target)).toBe(false);
  });
});

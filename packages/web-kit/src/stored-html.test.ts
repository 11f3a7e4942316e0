import { storedHtml } from './stored-html';

describe('storedHtml', () => {
  it('keeps the markup of rich text and drops what could run script', () => {
    expect(
      storedHtml(
        '<p>Light &amp; <strong>space</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      ),
    ).toBe('<p>Light &amp; <strong>space</strong></p><img src="x">');
  });

  it('gives nothing for missing text', () => {
    expect(storedHtml(null)).toBe('');
    expect(storedHtml(undefined)).toBe('');
  });
});

import DOMPurify from 'dompurify';
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

describe('storedHtml and DOMPurify settings given elsewhere', () => {
  afterEach(() => DOMPurify.clearConfig());

  it('sanitizes with its own settings, whatever the shared instance was set to', () => {
    DOMPurify.setConfig({ ADD_TAGS: ['script'] });
    expect(storedHtml('<p>A garden</p><script>alert(1)</script>')).toBe('<p>A garden</p>');
  });

  it('gives the same text again for the same stored HTML', () => {
    const html = '<p>Sea <em>views</em></p><img src="y" onerror="alert(1)">';
    expect(storedHtml(html)).toBe('<p>Sea <em>views</em></p><img src="y">');
    expect(storedHtml(html)).toBe('<p>Sea <em>views</em></p><img src="y">');
  });
});

import { sanitizeStoredHtml } from './stored-html';

describe('sanitizeStoredHtml', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<h2>Overview</h2><p>A <strong>fine</strong> <b>home</b> with <em>views</em>, <i>light</i> ' +
      'and <u>space</u>.<br></p><ul><li>Garden</li></ul><ol><li>One</li></ol>' +
      '<h3>Location</h3><h4>Transport</h4><blockquote>Quiet lane</blockquote>';
    expect(sanitizeStoredHtml(html)).toBe(
      '<h2>Overview</h2><p>A <strong>fine</strong> <b>home</b> with <em>views</em>, ' +
        '<i>light</i> and <u>space</u>.<br /></p><ul><li>Garden</li></ul><ol><li>One</li></ol>' +
        '<h3>Location</h3><h4>Transport</h4><blockquote>Quiet lane</blockquote>',
    );
  });

  it('removes script elements and their content', () => {
    expect(sanitizeStoredHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeStoredHtml('<SCRIPT src="//x.example/a.js"></SCRIPT>ok')).toBe('ok');
  });

  it('removes event handler attributes', () => {
    expect(sanitizeStoredHtml('<p onclick="alert(1)" onmouseover="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeStoredHtml('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitizeStoredHtml('<a href="https://a.example" onclick="x()">a</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">a</a>',
    );
  });

  it('removes javascript:, data: and protocol-relative links but keeps the text', () => {
    expect(sanitizeStoredHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeStoredHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeStoredHtml('<a href="data:text/html,<script>x</script>">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeStoredHtml('<a href="//evil.example">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps http, https, mailto and tel links and site paths', () => {
    for (const href of [
      'http://a.example/',
      'https://a.example/x?y=1',
      'mailto:info@a.example',
      'tel:+441603000000',
      '/contact',
    ]) {
      expect(sanitizeStoredHtml(`<a href="${href}">x</a>`)).toBe(
        `<a href="${href.replace(/&/g, '&amp;')}" rel="noopener noreferrer">x</a>`,
      );
    }
  });

  it('keeps target only as _blank and always sets rel', () => {
    expect(
      sanitizeStoredHtml('<a href="https://a.example" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeStoredHtml('<a href="https://a.example" target="main">x</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes style attributes and style elements', () => {
    expect(sanitizeStoredHtml('<p style="position:fixed">Hi</p><style>p{}</style>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('removes iframes, objects, forms and other markup outside the list', () => {
    expect(sanitizeStoredHtml('<iframe src="https://x.example">inner</iframe><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(sanitizeStoredHtml('<object data="x.swf"></object><embed src="x">ok')).toBe('ok');
    expect(sanitizeStoredHtml('<form><input name="a"><button>Go</button></form>')).toBe('Go');
    expect(sanitizeStoredHtml('<div class="x"><span id="y">text</span></div>')).toBe('text');
    expect(sanitizeStoredHtml('<h1>Big</h1>')).toBe('Big');
  });

  it('leaves plain text and empty input alone', () => {
    expect(sanitizeStoredHtml('')).toBe('');
    expect(sanitizeStoredHtml('Three bed house')).toBe('Three bed house');
    expect(sanitizeStoredHtml('1 < 2 & 3')).toBe('1 &lt; 2 &amp; 3');
  });
});

import { sanitizeContent } from './sanitize-content';

describe('sanitizeContent', () => {
  it('keeps every allowed tag', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>Text<br />more <strong>s</strong> <b>b</b> ' +
      '<em>e</em> <i>i</i> <u>u</u></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote><a href="https://example.com/a">link</a>';
    expect(sanitizeContent(html)).toBe(html);
  });

  it('keeps links with http, https, mailto and tel, and site-relative links', () => {
    for (const href of [
      'http://example.com/',
      'https://example.com/x?y=1',
      'mailto:info@example.com',
      'tel:+441632960000',
      '/contact',
    ]) {
      expect(sanitizeContent(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    '//evil.example.com/',
  ])('drops an href of %s but keeps the link text', (href) => {
    expect(sanitizeContent(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('removes scripts, styles and their text', () => {
    expect(sanitizeContent('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('removes every attribute but a link’s href', () => {
    expect(
      sanitizeContent(
        '<p class="c" style="color:red" onclick="x()">t</p><a href="/x" target="_blank" onmouseover="y()" rel="x">l</a>',
      ),
    ).toBe('<p>t</p><a href="/x">l</a>');
  });

  it('strips tags outside the list and keeps their text', () => {
    expect(
      sanitizeContent('<h1>Big</h1><div><span>in</span></div><table><tr><td>c</td></tr></table>'),
    ).toBe('Biginc');
  });

  it('removes images, frames, forms and embedded objects', () => {
    expect(
      sanitizeContent(
        '<p>a</p><img src="x" onerror="alert(1)"><iframe src="https://e.com"></iframe>' +
          '<object data="x"></object><embed src="x"><form><input value="v"></form><svg><script>1</script></svg>',
      ),
    ).toBe('<p>a</p>');
  });

  it('escapes text that looks like markup once parsed', () => {
    expect(sanitizeContent('<p>1 &lt; 2 &amp; <</p>')).toBe('<p>1 &lt; 2 &amp; &lt;</p>');
  });

  it('closes unclosed tags and drops stray closing tags', () => {
    expect(sanitizeContent('<p><strong>bold</p></div>')).toBe('<p><strong>bold</strong></p>');
  });

  it('drops HTML comments', () => {
    expect(sanitizeContent('<p>a<!-- <script>x</script> --></p>')).toBe('<p>a</p>');
  });
});

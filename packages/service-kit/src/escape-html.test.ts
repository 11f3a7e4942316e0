import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute value', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jo</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jo&lt;/a&gt;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('3 bed semi, £250,000')).toBe('3 bed semi, £250,000');
  });
});

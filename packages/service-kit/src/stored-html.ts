import sanitizeHtml from 'sanitize-html';

/**
 * The markup stored rich text (property descriptions, article content) may keep; everything else
 * is removed on every write, so pages can render what is stored as HTML.
 */
export const STORED_HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
] as const;

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...STORED_HTML_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//host/path` would leave the site without naming a scheme.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Drop these elements' text too, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Only href survives from the author; rel is always set so a new tab cannot reach back
    // through window.opener, and target is kept only as _blank (never a named frame).
    a: (tagName, attribs) => {
      const safe: sanitizeHtml.Attributes = {};
      if (typeof attribs.href === 'string') safe.href = attribs.href.trim();
      if (attribs.target === '_blank') safe.target = '_blank';
      safe.rel = 'noopener noreferrer';
      return { tagName, attribs: safe };
    },
  },
};

/** HTML reduced to the allow-list. */
export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

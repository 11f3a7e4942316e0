import sanitizeHtml from 'sanitize-html';

/** The only tags an article body may keep; anything else is removed. */
export const ALLOWED_CONTENT_TAGS = [
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

/** Link schemes an `href` may use; site-relative links have no scheme and are kept. */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_CONTENT_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//host/path` would leave the site while looking relative.
  allowProtocolRelative: false,
  // Tags outside the list lose their markup but keep their text; script, style and similar
  // lose their text too (sanitize-html's nonTextTags).
  disallowedTagsMode: 'discard',
};

/**
 * Article HTML as it may be stored and shown: an allow-list, applied on every write, so the
 * public pages can render stored content as HTML.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

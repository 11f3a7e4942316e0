import { AGENCY, type PageMeta } from '@reedmere/agency';
import { escapeHtml } from '../escape-html';

/** The tags, escaped, one per line. */
export function renderHeadTags(meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
  ];
  if (meta.keywords) tags.push(`<meta name="keywords" content="${e(meta.keywords)}">`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  if (meta.canonical) tags.push(`<link rel="canonical" href="${e(meta.canonical)}">`);
  tags.push(
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${e(AGENCY.name)}">`,
    `<meta property="og:title" content="${e(meta.ogTitle)}">`,
    `<meta property="og:description" content="${e(meta.ogDescription)}">`,
  );
  if (meta.canonical) tags.push(`<meta property="og:url" content="${e(meta.canonical)}">`);
  if (meta.ogImage) tags.push(`<meta property="og:image" content="${e(meta.ogImage)}">`);
  return tags.join('\n');
}

/** Where the tags go in the shell's index.html. */
export const SEO_MARKER = '<!--seo-->';

// Tags of the template that the served page's own tags replace (no duplicates for crawlers).
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name=["']?(?:description|keywords|robots)["']?[^>]*>\s*/gi,
  /<meta\s+property=["']?og:[^"'\s>]*["']?[^>]*>\s*/gi,
  /<link\s+rel=["']?canonical["']?[^>]*>\s*/gi,
];

/**
 * A parsed template: the shell's index.html with its own title, description, keywords, Open
 * Graph and canonical tags removed, split at the place where the page's tags go: the
 * `<!--seo-->` marker, else just before `</head>`, else right after `<head>`, else the start.
 */
export interface PageTemplate {
  before: string;
  after: string;
}

export function parseTemplate(html: string): PageTemplate {
  let text = html;
  for (const pattern of REPLACED) text = text.replace(pattern, '');
  let at = text.indexOf(SEO_MARKER);
  let skip = SEO_MARKER.length;
  if (at < 0) {
    skip = 0;
    at = text.search(/<\/head>/i);
    if (at < 0) {
      const head = /<head\b[^>]*>/i.exec(text);
      at = head ? head.index + head[0].length : 0;
    }
  }
  return { before: text.slice(0, at), after: text.slice(at + skip) };
}

export const renderPage = (template: PageTemplate, meta: PageMeta): string =>
  `${template.before}${renderHeadTags(meta)}\n${template.after}`;

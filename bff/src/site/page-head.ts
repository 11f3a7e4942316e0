import { headMetaTags, type PageMeta } from '@reedmere/agency';
import { escapeHtml } from '@reedmere/service-kit';

/**
 * The tags, escaped, one per line: the title, the canonical link, and the meta tags the shared
 * rules list (a tag without content is left out).
 */
export function renderHeadTags(meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [`<title>${e(meta.title)}</title>`];
  if (meta.canonical) tags.push(`<link rel="canonical" href="${e(meta.canonical)}">`);
  for (const { attribute, key, content } of headMetaTags(meta)) {
    if (content) tags.push(`<meta ${attribute}="${key}" content="${e(content)}">`);
  }
  return tags.join('\n');
}

/** Where the tags go in the shell's index.html. */
export const SEO_MARKER = '<!--seo-->';

// Tags of the template that the served page's own tags replace (no duplicates for crawlers).
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name=["']?(?:description|keywords|robots|twitter:[^"'\s>]*)["']?[^>]*>\s*/gi,
  /<meta\s+property=["']?og:[^"'\s>]*["']?[^>]*>\s*/gi,
  /<link\s+rel=["']?canonical["']?[^>]*>\s*/gi,
];

/**
 * A parsed template: the shell's index.html with its own title, description, keywords, Open
 * Graph, X card and canonical tags removed, split at the place where the page's tags go: the
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

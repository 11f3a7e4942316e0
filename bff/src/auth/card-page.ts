import { AGENCY } from '@reedmere/agency';
import { escapeHtml } from '@reedmere/service-kit';
import { renderStandalonePage } from '../standalone-page';
import { AUTH_PAGE_STYLE } from './auth-page-style';

export interface CardPage {
  /** The page's title and heading, in plain text. */
  title: string;
  /** The part of the site the page belongs to, named after the agency: `admin`. */
  area: string;
  /** What the card holds between its heading and the way back, as HTML. */
  content: string;
  /** The link out of the page. */
  back: { href: string; label: string };
}

/**
 * One centred card in the single style sheet that AUTH_PAGE_CSP allows by its hash: the sign-in
 * and sign-out pages, and the pages behind the links in alert e-mails.
 */
export function renderCardPage({ title, area, content, back }: CardPage): string {
  return renderStandalonePage({
    title,
    head: `<style>${AUTH_PAGE_STYLE}</style>`,
    body: `<main>
<h1>${escapeHtml(title)}</h1>
<p class="agency">${escapeHtml(`${AGENCY.name} ${area}`)}</p>
${content}
<a class="back" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>
</main>`,
  });
}

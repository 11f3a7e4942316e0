import { AGENCY } from '@reedmere/agency';
import { escapeHtml } from '@reedmere/service-kit';

export interface StandalonePage {
  /** The page's own title, in plain text; the agency's name follows it. */
  title: string;
  /** What the head holds besides the common tags (a style sheet, links), as HTML. */
  head: string;
  /** The body's content, as HTML. */
  body: string;
}

/**
 * A page the BFF answers itself, outside the site's shell (sign-in, alert links, the API
 * reference): in English, sized for phones, with the site's icon (else a browser asks for a
 * `/favicon.ico` there is none of), and kept out of search engines.
 */
export function renderStandalonePage({ title, head, body }: StandalonePage): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} - ${AGENCY.name}`)}</title>
<link rel="icon" href="/favicon.svg">
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

import { AGENCY } from '@reedmere/agency';
import { escapeHtml } from '../escape-html';

export const BUILDING_TITLE = 'The site is being built';

/** The answer to a page request while the shell has no build (the API works meanwhile). */
export function renderBuildingPage(): string {
  const agency = escapeHtml(AGENCY.name);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${BUILDING_TITLE} - ${agency}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c2430}</style>
</head>
<body>
<main>
<h1>${BUILDING_TITLE}</h1>
<p>The ${agency} website has not been built yet. Run <code>npm run build</code>, then reload this page.</p>
</main>
</body>
</html>
`;
}

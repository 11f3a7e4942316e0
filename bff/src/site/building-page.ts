import { AGENCY } from '@reedmere/agency';
import { escapeHtml } from '@reedmere/service-kit';
import { renderStandalonePage } from '../standalone-page';

export const BUILDING_TITLE = 'The site is being built';

/** The answer to a page request while the shell has no build (the API works meanwhile). */
export function renderBuildingPage(): string {
  return renderStandalonePage({
    title: BUILDING_TITLE,
    head: '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c2430}</style>',
    body: `<main>
<h1>${BUILDING_TITLE}</h1>
<p>The ${escapeHtml(AGENCY.name)} website has not been built yet. Run <code>npm run build</code>, then reload this page.</p>
</main>`,
  });
}

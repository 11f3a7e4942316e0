import express, { type Router } from 'express';

/** Where the pages' speculation rules are, named by every page's `Speculation-Rules` header. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * A link in a static part is a plain link: the next page comes from the server. Chromium fetches
 * that page as soon as the visitor shows they are about to follow the link (a pointer resting on
 * it, a finger pressing it), so it shows at once. Links the app follows itself, the admin and
 * the API are left out.
 */
export const SPECULATION_RULES = Object.freeze({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { selector_matches: '[data-static-part] a[href^="/"]' },
          { not: { href_matches: '/admin*' } },
          { not: { href_matches: '/api/*' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** `GET /speculation-rules.json`: the same for every page and every visitor. */
export function speculationRulesRoutes(): Router {
  const router = express.Router();
  const body = JSON.stringify(SPECULATION_RULES);
  router.get(SPECULATION_RULES_PATH, (_req, res) => {
    res
      .set('cache-control', 'public, max-age=3600')
      .type('application/speculationrules+json')
      .send(body);
  });
  return router;
}

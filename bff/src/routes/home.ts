import express, { type Router } from 'express';
import {
  HOME_COUNTS,
  isResidential,
  type Development,
  type HomeContent,
  type Property,
  type Section,
  type SectionError,
} from '@reedmere/contracts';
import { HttpError } from '@reedmere/service-kit';
import { callService, unavailable } from '../service-call';
import type { Services } from '../services';

/** Home page sections from the newest-first lists; a list that failed fails its sections. */
export function homeContent(
  properties: Section<Property[]>,
  developments: Section<Development[]>,
): HomeContent {
  const first = (match: (p: Property) => boolean, count: number) =>
    Array.isArray(properties) ? properties.filter(match).slice(0, count) : properties;
  return {
    residentialSales: first(
      (p) => isResidential(p.propertyType) && p.priceType === 'sale',
      HOME_COUNTS.perCategory,
    ),
    commercialSales: first(
      (p) => !isResidential(p.propertyType) && p.priceType === 'sale',
      HOME_COUNTS.perCategory,
    ),
    commercialLettings: first(
      (p) => !isResidential(p.propertyType) && p.priceType === 'rent',
      HOME_COUNTS.perCategory,
    ),
    underOffer: first((p) => p.isUnderOffer, HOME_COUNTS.underOffer),
    developments: Array.isArray(developments)
      ? developments.slice(0, HOME_COUNTS.developments)
      : developments,
  };
}

/** A call's records, or the message its section shows; anything but a service's refusal is thrown. */
function sectionOf<T>(result: PromiseSettledResult<{ body: T }>): Section<T> {
  if (result.status === 'fulfilled') return result.value.body;
  if (result.reason instanceof HttpError) return { error: result.reason.message };
  throw result.reason;
}

/**
 * `GET /api/home`: one listings call and one developments call, in parallel, each within the one
 * service-call budget. A service that fails or does not answer costs only its own sections: the
 * answer is 200 with those marked `{ error }` (and not to be stored anywhere), and 503 only when
 * nothing could be read.
 */
export function homeRoutes(services: Services): Router {
  const router = express.Router();
  router.get('/home', async (req, res) => {
    const [propertiesCall, developmentsCall] = await Promise.allSettled([
      callService<Property[]>(services.listings, 'properties', req, 'GET', '/properties'),
      callService<Development[]>(
        services.developments,
        'developments',
        req,
        'GET',
        '/developments',
      ),
    ]);
    const properties = sectionOf(propertiesCall);
    const developments = sectionOf(developmentsCall);
    const failed = [properties, developments].filter(
      (section): section is SectionError => !Array.isArray(section),
    );
    if (failed.length === 2) throw unavailable('home');
    if (failed.length > 0) res.set('Cache-Control', 'no-store');
    res.json(homeContent(properties, developments));
  });
  return router;
}

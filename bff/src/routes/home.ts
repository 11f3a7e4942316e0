import express, { type Router } from 'express';
import {
  HOME_COUNTS,
  isResidential,
  type Development,
  type HomeContent,
  type Property,
} from '@reedmere/contracts';
import { callService } from '../service-call';
import type { Services } from '../services';

/** Home page sections from the newest-first lists (spec section 2, Home; section 9 counts). */
export function homeContent(properties: Property[], developments: Development[]): HomeContent {
  const first = (match: (p: Property) => boolean) =>
    properties.filter(match).slice(0, HOME_COUNTS.perCategory);
  return {
    residentialSales: first((p) => isResidential(p.propertyType) && p.priceType === 'sale'),
    commercialSales: first((p) => !isResidential(p.propertyType) && p.priceType === 'sale'),
    commercialLettings: first((p) => !isResidential(p.propertyType) && p.priceType === 'rent'),
    underOffer: properties.filter((p) => p.isUnderOffer).slice(0, HOME_COUNTS.underOffer),
    developments: developments.slice(0, HOME_COUNTS.developments),
  };
}

/** `GET /api/home`: one listings call and one developments call, in parallel. */
export function homeRoutes(services: Services): Router {
  const router = express.Router();
  router.get('/home', async (req, res) => {
    const [properties, developments] = await Promise.all([
      callService<Property[]>(services.listings, 'home', req, 'GET', '/properties'),
      callService<Development[]>(services.developments, 'home', req, 'GET', '/developments'),
    ]);
    res.json(homeContent(properties.body, developments.body));
  });
  return router;
}

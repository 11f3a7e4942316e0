import express, { type RequestHandler, type Router } from 'express';
import Joi from 'joi';
import { AGENCY } from '@reedmere/agency';
import type { ListingSourceUnavailable, Property } from '@reedmere/contracts';
import {
  listPageQuerySchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertyUpdateSchema,
  type ListPageQuery,
  type PropertyListQuery,
} from '@reedmere/contracts/schemas';
import { HttpError, validate } from '@reedmere/service-kit';
import { callService, segment } from '../service-call';
import type { Services } from '../services';
import { setListHeaders, totalCountOf, withPageSize } from '../list-page';
import { wholeServiceListRoute } from './every-page';
import { addRecordWrites } from './record-writes';

export const LISTINGS_UNAVAILABLE: Required<ListingSourceUnavailable> = {
  message: 'Our property listings are temporarily unavailable.',
  suggestion: `Please try again in a few minutes, or call us on ${AGENCY.offices.head.phone}.`,
};

export const imageUrlBody = Joi.object({ imageUrl: Joi.string().trim().max(2000).required() });

/** Public property reads and the admin's property management. */
export function propertyRoutes(services: Services, requireAdmin: RequestHandler): Router {
  const router = express.Router();
  const listings = services.listings;
  const listed = { client: listings, area: 'properties', servicePath: '/properties' } as const;

  router.get('/properties', async (req, res) => {
    // A fresh object of validated values only; a repeated key arrives as an array and is refused.
    const query = validate<PropertyListQuery>(propertyListQuerySchema, { ...req.query });
    let answer;
    try {
      answer = await callService<Property[]>(listings, 'properties', req, 'GET', '/properties', {
        query: { ...query },
      });
    } catch (error) {
      // When listings are down the list answers 200 with a message the page shows in its status panel.
      if (error instanceof HttpError && error.status >= 500) {
        res.set('cache-control', 'no-store').json(LISTINGS_UNAVAILABLE);
        return;
      }
      throw error;
    }
    const total = totalCountOf(answer.headers, answer.body.length);
    setListHeaders(req, res, withPageSize(query), total);
    res.json(answer.body);
  });

  // Before `/properties/:id`, or "under-offer" would be taken for an id. Paged by the service.
  router.get('/properties/under-offer', async (req, res) => {
    const query = validate<ListPageQuery>(listPageQuerySchema, { ...req.query });
    const path = '/properties/under-offer';
    const answer = await callService<Property[]>(listings, 'properties', req, 'GET', path, {
      query: { ...query },
    });
    const total = totalCountOf(answer.headers, answer.body.length);
    setListHeaders(req, res, withPageSize(query), total);
    res.json(answer.body);
  });

  router.get('/properties/:id', async (req, res) => {
    const answer = await callService(
      listings,
      'properties',
      req,
      'GET',
      `/properties/${segment(req.params.id)}`,
    );
    res.json(answer.body);
  });

  router.get(
    '/admin/properties',
    requireAdmin,
    wholeServiceListRoute({ ...listed, query: { includeHidden: true } }),
  );

  addRecordWrites(router, requireAdmin, {
    ...listed,
    path: '/properties',
    input: propertyInputSchema,
    update: propertyUpdateSchema,
  });

  router.post('/properties/:id/copy', requireAdmin, async (req, res) => {
    const path = `/properties/${segment(req.params.id)}/copy`;
    const answer = await callService(listings, 'properties', req, 'POST', path);
    res.status(201).json(answer.body);
  });

  for (const toggle of ['toggle-hidden', 'toggle-under-offer']) {
    router.patch(`/admin/properties/:id/${toggle}`, requireAdmin, async (req, res) => {
      const path = `/properties/${segment(req.params.id)}/${toggle}`;
      const answer = await callService(listings, 'properties', req, 'PATCH', path);
      res.json(answer.body);
    });
  }

  router.delete('/properties/:id/images', requireAdmin, async (req, res) => {
    const body = validate<{ imageUrl: string }>(imageUrlBody, req.body);
    const path = `/properties/${segment(req.params.id)}/images`;
    const answer = await callService(listings, 'properties', req, 'DELETE', path, { body });
    res.json(answer.body);
  });

  return router;
}

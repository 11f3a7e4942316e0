import express, { type Request, type Router } from 'express';
import Joi from 'joi';
import { AGENCY } from '@reedmere/agency';
import {
  divisionOfListing,
  LISTING_DIVISIONS,
  type Division,
  type ListingSourceUnavailable,
  type Property,
} from '@reedmere/contracts';
import {
  listPageQuerySchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertyUpdateSchema,
  type ListPageQuery,
  type PropertyListQuery,
} from '@reedmere/contracts/schemas';
import { HttpError, validate } from '@reedmere/service-kit';
import { adminOf } from '../auth/require-admin';
import type { StaffGuard } from '../auth/staff-guard';
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
export function propertyRoutes(services: Services, staff: StaffGuard): Router {
  const router = express.Router();
  const listings = services.listings;
  const listed = { client: listings, area: 'properties', servicePath: '/properties' } as const;

  /** The division of the listing the path names, hidden or not (404 when there is none). */
  const storedDivision = async (req: Request): Promise<Division> => {
    const path = `/properties/${segment(req.params.id)}`;
    const answer = await callService<Property>(listings, 'properties', req, 'GET', path, {
      query: { includeHidden: true },
    });
    return divisionOfListing(answer.body);
  };
  /** A listing's division before a write and, for a new or replaced one, after it. */
  const changedDivisions = async (req: Request): Promise<Division[]> => [
    ...(req.params.id === undefined ? [] : [await storedDivision(req)]),
    ...(req.method === 'DELETE' ? [] : [divisionOfListing(req.body ?? {})]),
  ];
  const changesStored = staff({ change: async (req) => [await storedDivision(req)] });

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

  // An editor's list holds the listings of their divisions only.
  router.get(
    '/admin/properties',
    ...staff({ read: LISTING_DIVISIONS }),
    wholeServiceListRoute<Property>({
      ...listed,
      query: { includeHidden: true },
      keep: (req) => {
        const { role, divisions } = adminOf(req);
        return (listing) => role !== 'editor' || divisions.includes(divisionOfListing(listing));
      },
    }),
  );

  addRecordWrites(router, staff, {
    ...listed,
    path: '/properties',
    input: propertyInputSchema,
    update: propertyUpdateSchema,
    divisions: changedDivisions,
  });

  router.post('/properties/:id/copy', ...changesStored, async (req, res) => {
    const path = `/properties/${segment(req.params.id)}/copy`;
    const answer = await callService(listings, 'properties', req, 'POST', path);
    res.status(201).json(answer.body);
  });

  for (const toggle of ['toggle-hidden', 'toggle-under-offer']) {
    router.patch(`/admin/properties/:id/${toggle}`, ...changesStored, async (req, res) => {
      const path = `/properties/${segment(req.params.id)}/${toggle}`;
      const answer = await callService(listings, 'properties', req, 'PATCH', path);
      res.json(answer.body);
    });
  }

  router.delete('/properties/:id/images', ...changesStored, async (req, res) => {
    const body = validate<{ imageUrl: string }>(imageUrlBody, req.body);
    const path = `/properties/${segment(req.params.id)}/images`;
    const answer = await callService(listings, 'properties', req, 'DELETE', path, { body });
    res.json(answer.body);
  });

  return router;
}

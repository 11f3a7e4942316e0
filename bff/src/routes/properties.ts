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
import { labelOf, type AuditRecorder } from '../audit/audit-recorder';
import { changedFields } from '../audit/changed-fields';
import type { StaffGuard } from '../auth/staff-guard';
import { callService, segment } from '../service-call';
import type { Services } from '../services';
import { setListHeaders, totalCountOf, withPageSize } from '../list-page';
import { wholeServiceListRoute } from './every-page';
import { sendAuditEvents } from './activity';
import { addRecordWrites } from './record-writes';
import { serviceRecordRoute } from './service-record';

export const LISTINGS_UNAVAILABLE: Required<ListingSourceUnavailable> = {
  message: 'Our property listings are temporarily unavailable.',
  suggestion: `Please try again in a few minutes, or call us on ${AGENCY.offices.head.phone}.`,
};

export const imageUrlBody = Joi.object({ imageUrl: Joi.string().trim().max(2000).required() });

/** Public property reads and the admin's property management. */
/** A listing's body with the input schema's defaults, as far as it is valid (else as sent). */
function asStored(req: Request): Parameters<typeof divisionOfListing>[0] {
  const schema = req.method === 'PUT' ? propertyUpdateSchema : propertyInputSchema;
  const { value } = schema.validate(req.body ?? {}, { abortEarly: false });
  return (value ?? req.body ?? {}) as Parameters<typeof divisionOfListing>[0];
}

export function propertyRoutes(
  services: Services,
  staff: StaffGuard,
  audit: AuditRecorder,
): Router {
  const router = express.Router();
  const listings = services.listings;
  const listed = { client: listings, area: 'properties', servicePath: '/properties' } as const;

  // One read of the stored listing per request: the guard's division and the trail's "before".
  const readStored = new WeakMap<Request, Promise<Property>>();
  /** The listing the path names, hidden or not (404 when there is none). */
  const storedListing = (req: Request): Promise<Property> => {
    let read = readStored.get(req);
    if (!read) {
      const path = `/properties/${segment(req.params.id)}`;
      read = callService<Property>(listings, 'properties', req, 'GET', path, {
        query: { includeHidden: true },
      }).then((answer) => answer.body);
      readStored.set(req, read);
    }
    return read;
  };
  const storedDivision = async (req: Request): Promise<Division> =>
    divisionOfListing(await storedListing(req));
  /**
   * A listing's division before a write and, for a new or replaced one, after it: the body's as
   * it will be stored, its defaults filled in (no type given is a residential listing).
   */
  const changedDivisions = async (req: Request): Promise<Division[]> => [
    ...(req.params.id === undefined ? [] : [await storedDivision(req)]),
    ...(req.method === 'DELETE' ? [] : [divisionOfListing(asStored(req))]),
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

  router.get('/properties/:id', serviceRecordRoute(listed, 'id'));

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

  addRecordWrites(router, staff, audit, {
    ...listed,
    path: '/properties',
    input: propertyInputSchema,
    update: propertyUpdateSchema,
    divisions: changedDivisions,
    kind: 'property',
    noun: 'listing',
    services,
    stored: async (req) => ({ ...(await storedListing(req)) }),
  });
  /** A listing's write other than a replacement, in the trail with the fields it changed. */
  const recordChange = (req: Request, before: Property, after: Property) =>
    audit(req, {
      action: 'update',
      entity: { kind: 'property', id: after.id, label: labelOf({ ...after }) },
      changes: changedFields({ ...before }, { ...after }),
    });

  router.post('/properties/:id/copy', ...changesStored, async (req, res) => {
    const path = `/properties/${segment(req.params.id)}/copy`;
    const answer = await callService<Property>(listings, 'properties', req, 'POST', path);
    await audit(req, {
      action: 'create',
      entity: { kind: 'property', id: answer.body.id, label: labelOf({ ...answer.body }) },
      changes: [{ field: 'copiedFrom', before: null, after: String(req.params.id) }],
    });
    res.status(201).json(answer.body);
  });

  for (const toggle of ['toggle-hidden', 'toggle-under-offer']) {
    router.patch(`/admin/properties/:id/${toggle}`, ...changesStored, async (req, res) => {
      const path = `/properties/${segment(req.params.id)}/${toggle}`;
      const before = await storedListing(req);
      const answer = await callService<Property>(listings, 'properties', req, 'PATCH', path);
      await recordChange(req, before, answer.body);
      res.json(answer.body);
    });
  }

  router.delete('/properties/:id/images', ...changesStored, async (req, res) => {
    const body = validate<{ imageUrl: string }>(imageUrlBody, req.body);
    const path = `/properties/${segment(req.params.id)}/images`;
    const before = await storedListing(req);
    const answer = await callService<Property>(listings, 'properties', req, 'DELETE', path, {
      body,
    });
    await recordChange(req, before, answer.body);
    res.json(answer.body);
  });

  // A listing's own history, for whoever may see that listing; the addresses stay in Activity.
  router.get(
    '/admin/properties/:id/history',
    ...staff({ read: async (req) => [await storedDivision(req)] }),
    async (req, res) => {
      const page = validate<ListPageQuery>(listPageQuerySchema, { ...req.query });
      const query = { kind: 'property' as const, entityId: String(req.params.id), ...page };
      await sendAuditEvents(services, req, res, query, (event) => ({ ...event, address: '' }));
    },
  );

  return router;
}

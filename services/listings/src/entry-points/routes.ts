import { LISTING_DIVISIONS, type Division, type StaffNeed } from '@reedmere/contracts';
import { replaceIfMatch, staffOnly, type ServiceStaffNeed } from '@reedmere/service-kit';
import type { Request, RequestHandler, Router } from 'express';
import { asksForHidden } from '../domain/property-list-query';
import type { PropertyUseCases } from '../domain/property-use-cases';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * To change the listings of these divisions; with none (no such listing, a body that is not
 * valid) the write changes nothing, and any listings editor may hear its 404 or 400.
 */
const changeOf = (divisions: Division[]): StaffNeed =>
  divisions.length > 0 ? { change: divisions } : { changeAny: LISTING_DIVISIONS };

/** A read that takes hidden listings in is the staff's; the public's (without) stays open. */
const staffWhenHidden = (need: ServiceStaffNeed): RequestHandler => {
  const staff = staffOnly(need);
  return (req, res, next) => (asksForHidden(req.query) ? staff(req, res, next) : next());
};

/** The id the route's path names, as one string. */
const idOf = (req: Request): string => String(req.params.id);

/**
 * The listings API (services/README.md). Validation and rules live in the use cases. Express 5
 * passes rejected promises to the error handler.
 *
 * Staff routes (staffOnly) need what the BFF's guard needs for its routes that call them
 * (bff/src/routes/properties.ts), worked out here from the listing as stored and, for a new or
 * replaced one, from the body: an editor may not move a listing out of their divisions.
 */
export function propertyRoutes(properties: PropertyUseCases): (router: Router) => void {
  const writeOf = async (id: string | undefined, body?: unknown) =>
    changeOf(await properties.divisionsOf(id, body));
  const creates = staffOnly((req) => writeOf(undefined, req.body));
  const replaces: RequestHandler<{ id: string }> = staffOnly((req) => writeOf(idOf(req), req.body));
  const changesStored: RequestHandler<{ id: string }> = staffOnly((req) => writeOf(idOf(req)));
  /**
   * The staff's read of one listing, hidden or not: for anyone who works with listings. The BFF
   * reads a listing as stored to learn its division before it can tell a person what they may do
   * with it; what they then do is checked against that division here.
   */
  const readsOne: RequestHandler<{ id: string }> = staffWhenHidden({ read: LISTING_DIVISIONS });

  return (router) => {
    router.get('/properties', staffWhenHidden({ read: LISTING_DIVISIONS }), async (req, res) => {
      const { items, total } = await properties.list(req.query);
      res.set(TOTAL_COUNT_HEADER, String(total)).json(items);
    });

    // Before `/properties/:id`, which would otherwise take "under-offer" as an id.
    router.get('/properties/under-offer', async (req, res) => {
      const { items, total } = await properties.listUnderOffer(req.query);
      res.set(TOTAL_COUNT_HEADER, String(total)).json(items);
    });

    router.get('/properties/:id', readsOne, async (req, res) => {
      res.json(await properties.get(req.params.id, req.query));
    });

    router.post('/properties', creates, async (req, res) => {
      res.status(201).json(await properties.create(req.body));
    });

    router.put('/properties/:id', replaces, (req, res) =>
      replaceIfMatch(req, res, (expected) => properties.update(req.params.id, req.body, expected)),
    );

    router.delete('/properties/:id', changesStored, async (req, res) => {
      await properties.delete(req.params.id);
      res.status(204).end();
    });

    router.post('/properties/:id/copy', changesStored, async (req, res) => {
      res.status(201).json(await properties.copy(req.params.id));
    });

    router.patch('/properties/:id/toggle-hidden', changesStored, async (req, res) => {
      res.json(await properties.toggle(req.params.id, 'isHidden'));
    });

    router.patch('/properties/:id/toggle-under-offer', changesStored, async (req, res) => {
      res.json(await properties.toggle(req.params.id, 'isUnderOffer'));
    });

    router.delete('/properties/:id/images', changesStored, async (req, res) => {
      res.json(await properties.removeImage(req.params.id, req.body));
    });

    // The BFF's file sweep, a background job: no person behind it.
    router.get('/file-references', async (_req, res) => {
      res.json({ files: await properties.fileReferences() });
    });
  };
}

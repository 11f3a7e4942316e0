import express, { type RequestHandler, type Router } from 'express';
import {
  HEALTH_REPORT_MAX_BYTES,
  HEALTH_REPORTS_PATH,
  type HealthEvent,
  type RemoteName,
} from '@reedmere/contracts';
import { healthReportSchema, type HealthReport } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import { requireSiteOrigin, type OriginPolicy } from '../auth/origin-check';
import type { RemoteRegistrySource } from '../remote-registry';
import { perAddressLimit, type Limit } from '../routes/rate-limits';
import { reportedVersion } from './reported-version';

/** Where reported events are counted. */
export type HealthEventSink = (event: HealthEvent) => void;

export const HEALTH_REPORTS_RATE_LIMITED = 'Too many reports from this address.';

/**
 * A report's own body parser, mounted before the site's: a body longer than a report can be is
 * refused (413) before more of it is read.
 */
export const healthReportBody: RequestHandler = express.json({ limit: HEALTH_REPORT_MAX_BYTES });

/**
 * `POST /api/health-reports`: what visitors' browsers saw of each remote version (pages that used
 * it, and its failures). Counted, never stored: no personal data is in a report or kept of one.
 */
export function healthReportRoutes({
  registry,
  record,
  originPolicy,
  site,
  limit,
}: {
  /** The registry of the site the reports come from: the versions it names are counted. */
  registry: RemoteRegistrySource;
  record: HealthEventSink;
  /** Only the site's own pages report: another site's could only make the figures up. */
  originPolicy: OriginPolicy;
  /**
   * The site the reports come to: each site's limiter counts apart, under a name of its own (in
   * a BFF worker, the primary keeps the counts by that name).
   */
  site: string;
  /** A browser reports when a page is hidden: a few a minute from one visitor is already many. */
  limit: Limit;
}): Router {
  const router = express.Router();
  router.post(
    HEALTH_REPORTS_PATH.replace(/^\/api/, ''),
    requireSiteOrigin(originPolicy),
    perAddressLimit(limit, `health-reports-${site}`, HEALTH_REPORTS_RATE_LIMITED),
    async (req, res) => {
      const { events } = validate<HealthReport>(healthReportSchema, req.body);
      const current = await registry.current();
      for (const event of events) {
        record({
          ...event,
          version: reportedVersion(current, event.remote as RemoteName, event.version),
        });
      }
      res.status(204).end();
    },
  );
  return router;
}

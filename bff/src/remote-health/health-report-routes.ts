import express, { type RequestHandler, type Router } from 'express';
import {
  HEALTH_REPORT_MAX_BYTES,
  HEALTH_REPORTS_PATH,
  registryFor,
  remoteVersionOf,
  type HealthEvent,
  type ReleaseRegistry,
  type RemoteName,
} from '@reedmere/contracts';
import { healthReportSchema, type HealthReport } from '@reedmere/contracts/schemas';
import { validate } from '@reedmere/service-kit';
import { requireSiteOrigin, type OriginPolicy } from '../auth/origin-check';
import type { RemoteRegistrySource } from '../remote-registry';
import { visitorIdOf } from '../releases/visitor-registry';
import { perAddressLimit, type Limit } from '../routes/rate-limits';
import { reportedVersion } from './reported-version';

/** Where reported events are counted. */
export type HealthEventSink = (event: HealthEvent) => void;

/** Where one report's events go to be weighed by the canaries' health check, together. */
export type HealthReportSink = (events: HealthEvent[]) => void;

/**
 * The most one event of one report counts for the health check: a visitor's page reports a
 * handful of views and errors, and a made-up report may not outweigh many real ones.
 */
export const WEIGHED_COUNT_MAX = 10;

/**
 * The events the health check weighs: those of the builds this visitor is given (by their
 * cookie), each count capped. A report naming another build than theirs (a canary's, to make it
 * look worse or better) is counted in the metrics but decides nothing.
 */
function evidenceOf(
  events: HealthEvent[],
  registry: ReleaseRegistry | undefined,
  visitorId: string | undefined,
): HealthEvent[] {
  if (!registry) return [];
  const builds = registryFor(registry, visitorId);
  return events.flatMap((event) => {
    const url = builds[event.remote];
    if (url === undefined || remoteVersionOf(event.remote, url) !== event.version) return [];
    return [{ ...event, count: Math.min(event.count, WEIGHED_COUNT_MAX) }];
  });
}

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
  weigh,
  originPolicy,
  site,
  limit,
  production,
}: {
  /** The registry of the site the reports come from: the versions it names are counted. */
  registry: RemoteRegistrySource;
  record: HealthEventSink;
  weigh: HealthReportSink;
  /** Only the site's own pages report: another site's could only make the figures up. */
  originPolicy: OriginPolicy;
  /**
   * The site the reports come to: each site's limiter counts apart, under a name of its own (in
   * a BFF worker, the primary keeps the counts by that name).
   */
  site: string;
  /** A browser reports when a page is hidden: a few a minute from one visitor is already many. */
  limit: Limit;
  /** The visitor's cookie is `__Host-` prefixed in production. */
  production: boolean;
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
      const evidence = evidenceOf(events, current, visitorIdOf(req, production));
      if (evidence.length > 0) weigh(evidence);
      res.status(204).end();
    },
  );
  return router;
}

import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import {
  createJsonLogger,
  errorHandler,
  recordRequests,
  refuseOddRequestTargets,
  requestLog,
  routeNotFound,
  type Logger,
  type ProcessMetrics,
} from '@reedmere/service-kit';
import { HEALTH_REPORTS_PATH, SAME_ORIGIN_REGISTRY } from '@reedmere/contracts';
import type { LoginRateLimit } from './auth/login-rate-limit';
import { withoutLinkTokens } from './redact-log';
import { originCheck, type OriginPolicy } from './auth/origin-check';
import { requireAdmin } from './auth/require-admin';
import { auditRecorder } from './audit/audit-recorder';
import { staffGuard } from './auth/staff-guard';
import { createSessionChecker, type SessionChecker } from './auth/session-check';
import type { BffConfig } from './config';
import { createRemoteRegistrySource, fixedRegistrySource } from './remote-registry';
import { activityRoutes } from './routes/activity';
import { deploymentRoutes } from './releases/deployment-routes';
import { peopleRoutes } from './people/people-routes';
import { invitationPageRoutes } from './site/invitation-pages';
import { passwordResetPageRoutes } from './site/password-reset-pages';
import { alertRoutes, DEFAULT_ALERT_RATE_LIMIT } from './routes/alerts';
import { apiReferenceRoutes } from './routes/api-reference';
import { authRoutes } from './routes/auth';
import { developmentRoutes } from './routes/developments';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { DEFAULT_ENQUIRY_RATE_LIMIT, enquiryRoutes } from './routes/enquiries';
import { newsRoutes } from './routes/news';
import { propertyRoutes } from './routes/properties';
import type { FormRateLimit } from './routes/rate-limits';
import { remoteRoutes } from './routes/remotes';
import {
  healthReportBody,
  healthReportRoutes,
  type HealthEventSink,
  type HealthReportSink,
} from './remote-health/health-report-routes';
import { seoPageRoutes } from './routes/seo-pages';
import { uploadRoutes } from './routes/uploads';
import { noStore } from './no-store';
import { conditionalRequests } from './conditional-requests';
import { permissionsPolicy } from './permissions-policy';
import { requestBodyDeadline } from './request-deadline';
import { createServices, type Services } from './services';
import { crossOriginReads } from './cross-origin-reads';
import { alertPageRoutes } from './site/alert-pages';
import { createDataVersion, type DataVersion } from './site/data-version';
import { publicReadCache } from './public-read-cache';
import { pageRoutes } from './site/pages';
import { adminRobotsRoutes, robotsRoutes } from './site/robots';
import { pagesOfTheOtherSite, registryOf, servesRemote, type Surface } from './site/surfaces';
import { sitemapRoutes } from './site/sitemap';
import { remoteFiles, shellFiles } from './site/static-files';

export interface AppOptions {
  config: BffConfig;
  /** Which of the two sites this app answers: the public one unless given. */
  surface?: Surface;
  logger?: Logger;
  /** The service clients; built from the configured URLs unless given. */
  services?: Services;
  /** Enquiry throttle; default 5 per 15 minutes per address. */
  enquiryRateLimit?: FormRateLimit;
  /** Failed sign-ins per address across accounts; default 10 per 15 minutes. */
  loginRateLimit?: LoginRateLimit;
  /** Property alert sign-ups per address and per e-mail; default from the configuration. */
  alertRateLimit?: FormRateLimit;
  /** The clock of the session, sitemap and public read caches (tests). */
  now?: () => number;
  /** The version of what the site shows; this process's own unless given (a worker's, shared). */
  dataVersion?: DataVersion;
  /** How long a live-session answer is reused (SESSION_CACHE_MS unless given; 0 in a worker). */
  sessionCacheMs?: number;
  /** Where the browsers' reports of each remote version are counted; not counted when not given. */
  healthEvents?: HealthEventSink;
  /** Where each report's evidence goes to the canaries' health check; nowhere when not given. */
  healthReports?: HealthReportSink;
  /** The process's metrics, recording each request; none recorded when not given. */
  metrics?: ProcessMetrics;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Staff routes on the public site: they answer on the admin site only, so no code running in a
 * public page can act through them, whatever cookie its requests carry.
 */
const servedOnAdminSite: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found: staff routes answer on the admin site only' });
};

export function createApp({
  config,
  surface = 'public',
  logger: givenLogger = createJsonLogger(undefined, { service: 'bff' }),
  services = createServices(config),
  enquiryRateLimit,
  loginRateLimit,
  alertRateLimit,
  now,
  dataVersion = createDataVersion(),
  sessionCacheMs,
  healthEvents = () => {},
  healthReports = () => {},
  metrics,
}: AppOptions): Express {
  const logger = withoutLinkTokens(givenLogger);
  const app = express();
  app.disable('x-powered-by');
  // First, so a request's time includes every middleware. Served on the metrics port only: these
  // listeners are public.
  if (metrics) app.use(recordRequests(metrics));
  // An ETag from the bytes themselves: a client that has them gets 304 instead of them again.
  app.set('etag', 'strong');
  // One proxy hop (the TLS terminator) is believed about the client address and the protocol.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.use(requestLog(logger));
  app.use(refuseOddRequestTargets);
  app.use(requestBodyDeadline(config.serverLimits.requestTimeoutMs));
  // JavaScript, HTML and JSON go out compressed (about a third of their size), in Brotli or gzip
  // as the browser accepts; a build's own Brotli copy of a file goes as it is (buildFolder).
  // Images and PDFs are already compressed and are left as they are.
  app.use(compression());
  app.use(
    helmet({
      // The embedded setup serves plain http: upgrading or HSTS would send browsers to an https
      // that does not exist. Behind a trusted TLS proxy HSTS is added below, per request.
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: config.production && config.trustProxy ? [] : null,
          // As on the pages: nothing of the site is shown inside another page, not even its own.
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
      // Browsers then send a real Origin on same-site form posts (under no-referrer they send
      // `Origin: null`), and other sites learn only the origin, never the path.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.use(permissionsPolicy);
  app.use(conditionalRequests);
  if (config.trustProxy) {
    app.use((req, res, next) => {
      if (req.secure) res.set('strict-transport-security', HSTS);
      next();
    });
  }
  app.use('/api', noStore);
  app.use(cookieParser());
  app.use(HEALTH_REPORTS_PATH, healthReportBody);
  app.use(express.json({ limit: '1mb' }));
  const onAdminSite = surface === 'admin';
  // Each site trusts writes from its own pages only: the admin site never from the public one.
  // DEV_ORIGINS are the development servers of the public pages: never the admin site's.
  const originPolicy: OriginPolicy = {
    publicOrigin: onAdminSite ? config.adminOrigin : config.publicOrigin,
    devOrigins: config.production || onAdminSite ? [] : config.devOrigins,
  };
  app.use(originCheck(originPolicy));

  const sessions: SessionChecker = createSessionChecker(services.identity, now, sessionCacheMs);
  const admin: RequestHandler = onAdminSite
    ? requireAdmin(config.jwtSecret, sessions, config.production)
    : servedOnAdminSite;
  const staff = staffGuard(admin);
  const audit = auditRecorder(services.identity, logger);
  // Every remote's builds; each site serves its own remotes of them.
  const registrySource = config.remotesFile
    ? createRemoteRegistrySource(config.remotesFile, logger)
    : fixedRegistrySource(SAME_ORIGIN_REGISTRY);
  const registry = registryOf(surface, registrySource);

  const api = express.Router();
  api.use(dataVersion.track);
  // Other sites' pages may read the public API; nothing may read the admin site's.
  if (!onAdminSite) api.use(crossOriginReads(config.corsOrigins));
  api.use(
    publicReadCache({ dataVersion: dataVersion.current, ttlMs: config.publicCacheTtlMs, now }),
  );
  api.use(healthRoutes(services, config.rendererUrl));
  if (onAdminSite) {
    api.use(
      authRoutes({
        services,
        sessions,
        jwtSecret: config.jwtSecret,
        logger,
        loginRateLimit,
        originPolicy,
        production: config.production,
      }),
    );
  }
  api.use(homeRoutes(services));
  api.use(remoteRoutes(registry, config.production));
  api.use(
    healthReportRoutes({
      registry,
      record: healthEvents,
      weigh: healthReports,
      originPolicy,
      site: surface,
      limit: { limit: config.healthReportsPerMinute, windowMs: 60_000 },
      production: config.production,
    }),
  );
  api.use(propertyRoutes(services, staff, audit));
  api.use(activityRoutes(services, staff));
  api.use(
    deploymentRoutes({
      registryFile: config.remotesFile,
      registry: registrySource,
      staff,
      audit,
    }),
  );
  api.use(
    peopleRoutes({ services, staff, audit, sessions, logger, adminOrigin: config.adminOrigin }),
  );
  api.use(developmentRoutes(services, staff, audit));
  api.use(newsRoutes(services, staff, audit));
  api.use(seoPageRoutes(services, staff, audit));
  // The visitors' forms are the public site's: their limits are counted once, there.
  const visitorForm = <T>(limits: () => T): T | undefined => (onAdminSite ? undefined : limits());
  api.use(
    enquiryRoutes(
      services,
      staff,
      audit,
      visitorForm(
        () =>
          enquiryRateLimit ?? {
            perAddress: {
              ...DEFAULT_ENQUIRY_RATE_LIMIT.perAddress,
              limit: config.enquiriesPerWindow,
            },
            perEmail: { ...DEFAULT_ENQUIRY_RATE_LIMIT.perEmail, limit: config.enquiriesPerEmail },
          },
      ),
    ),
  );
  api.use(
    alertRoutes(
      services,
      staff,
      audit,
      visitorForm(
        () =>
          alertRateLimit ?? {
            perAddress: {
              ...DEFAULT_ALERT_RATE_LIMIT.perAddress,
              limit: config.alertSignUpsPerWindow,
            },
            perEmail: { ...DEFAULT_ALERT_RATE_LIMIT.perEmail, limit: config.alertSignUpsPerEmail },
          },
      ),
    ),
  );
  api.use(fileRoutes(services));
  api.use(uploadRoutes(services, staff, audit, config.uploadTimeoutMs));
  api.use(apiReferenceRoutes());
  app.use('/api', api);

  // The composed site: a page of the other site goes there; then the pages behind the links in
  // e-mails (alerts here, invitations and password resets on the admin site), the crawler files, this site's remotes'
  // build folders, the pages (index.html with their SEO tags), then the shell's own files.
  // Anything else is a plain 404.
  if (onAdminSite) {
    app.use(invitationPageRoutes(services, audit));
    app.use(
      passwordResetPageRoutes({
        services,
        audit,
        sessions,
        logger,
        adminOrigin: config.adminOrigin,
      }),
    );
    app.use(adminRobotsRoutes());
  } else {
    app.use(alertPageRoutes(services, logger));
    app.use(sitemapRoutes({ config, services, logger, now }));
    app.use(robotsRoutes(config));
  }
  app.use(pagesOfTheOtherSite(surface, config));
  app.use(
    '/remotes',
    remoteFiles({
      remotesDir: config.remotesDir,
      serves: (name) => servesRemote(surface, name),
      requireAdmin: admin,
      upstreams: config.remoteUpstreams,
      deploysDir: config.remoteDeploysDir,
      upstreamTimeoutMs: config.upstreamTimeoutMs,
      logger,
    }),
  );
  app.use(pageRoutes({ config, logger, registry, dataVersion }));
  const shell = shellFiles({
    siteDir: config.siteDir,
    upstream: config.shellUpstream,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    logger,
  });
  app.use((req, res, next) => {
    if (/^\/(?:api|remotes)(?:\/|$)/i.test(req.path)) return next();
    return shell(req, res, next);
  });

  app.use(routeNotFound);
  app.use(errorHandler(logger));
  return app;
}

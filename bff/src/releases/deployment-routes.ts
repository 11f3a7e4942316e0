import express, { type Request, type Router } from 'express';
import type Joi from 'joi';
import {
  DEFAULT_CANARY_CHECK,
  DEPLOYMENT_HISTORY_LINES,
  DEPLOYMENTS_PATH,
  remoteVersionOf,
  type DeploymentsOverview,
  type RegistryEntry,
  type ReleaseRegistry,
  type RemoteDeployment,
  type RemoteName,
} from '@reedmere/contracts';
import {
  deploymentRemoteSchema,
  promoteRequestSchema,
  rollbackRequestSchema,
  type RollbackRequest,
} from '@reedmere/contracts/schemas';
import {
  promoteCanary,
  readCanaryHealth,
  readRegistry,
  readReleaseHistory,
  ReleaseError,
  rollbackCanary,
  type CanaryHealth,
  type ReleaseChange,
  type ReleaseCommandOptions,
} from '@reedmere/releases';
import { HttpError, validate } from '@reedmere/service-kit';
import type { AuditRecorder } from '../audit/audit-recorder';
import { adminOf } from '../auth/require-admin';
import type { StaffGuard } from '../auth/staff-guard';
import type { RemoteRegistrySource } from '../remote-registry';

const FIXED =
  "This site's remotes are fixed by its configuration (no registry file): nothing can be released from here.";

function deploymentOf(
  remote: RemoteName,
  entry: RegistryEntry,
  health: CanaryHealth | undefined,
): RemoteDeployment {
  const stableUrl = typeof entry === 'string' ? entry : entry.stable;
  const stable = { version: remoteVersionOf(remote, stableUrl), url: stableUrl };
  if (typeof entry === 'string') return { remote, stable };
  const { url, share, since, shareSince, check, plan } = entry.canary;
  return {
    remote,
    stable,
    canary: {
      version: remoteVersionOf(remote, url),
      url,
      share,
      since,
      ...(shareSince ? { shareSince } : {}),
      check: check ?? DEFAULT_CANARY_CHECK,
      ...(plan ? { plan } : {}),
      // Figures counted for another canary (the one before) are not this one's.
      ...(health?.canaryUrl === url && health.since === since ? { figures: health.figures } : {}),
    },
  };
}

const deploymentsOf = (
  registry: ReleaseRegistry,
  health: Record<string, CanaryHealth> = {},
): RemoteDeployment[] =>
  Object.entries(registry).map(([remote, entry]) =>
    deploymentOf(remote as RemoteName, entry, health[remote]),
  );

/** Who the release history names for a person's action: their name, else their e-mail. */
const personOf = (req: Request): string => {
  const { name, email } = adminOf(req);
  return name ?? email;
};

/**
 * The admin's Deployments view: each remote's builds and its canary's health figures, the release
 * history, and a person's promotion or rollback of a canary, made through the same commands as the
 * command line and the health check (the registry file under its lock) and kept in the audit
 * trail too. Without a registry file the remotes are fixed: shown, never changed.
 */
export function deploymentRoutes({
  registryFile,
  registry,
  staff,
  audit,
}: {
  registryFile: string | undefined;
  /** What the site serves: the overview of a site without a registry file. */
  registry: RemoteRegistrySource;
  staff: StaffGuard;
  audit: AuditRecorder;
}): Router {
  const router = express.Router();
  const path = DEPLOYMENTS_PATH.replace(/^\/api/, '');
  const releases = staff({ releases: true });

  router.get(path, ...releases, async (_req, res) => {
    let overview: DeploymentsOverview;
    if (!registryFile) {
      overview = {
        managed: false,
        remotes: deploymentsOf((await registry.current()) ?? {}),
        history: [],
      };
    } else {
      const [current, health, history] = await Promise.all([
        readRegistry(registryFile),
        readCanaryHealth(registryFile),
        readReleaseHistory(registryFile),
      ]);
      overview = {
        managed: true,
        remotes: deploymentsOf(current, health.remotes),
        history: history.slice(-DEPLOYMENT_HISTORY_LINES).reverse(),
      };
    }
    res.json(overview);
  });

  /**
   * A person's promotion or rollback of the canary they saw (`canaryUrl`): a canary deployed or
   * ended since is left as it is, with a 409 saying so.
   */
  const change =
    (act: (options: ReleaseCommandOptions) => Promise<ReleaseChange>, schema: Joi.ObjectSchema) =>
    async (req: Request, res: express.Response) => {
      const { remote } = validate<{ remote: RemoteName }>(deploymentRemoteSchema, req.params);
      const { canaryUrl, reason } = validate<RollbackRequest>(schema, req.body ?? {});
      if (!registryFile) throw new HttpError(409, FIXED);
      let made: ReleaseChange;
      try {
        made = await act({
          registryFile,
          name: remote,
          by: personOf(req),
          canaryUrl,
          ...(reason ? { reason } : {}),
        });
      } catch (error) {
        if (error instanceof ReleaseError) throw new HttpError(409, error.message);
        throw error;
      }
      const { event } = made;
      await audit(req, {
        action: 'update',
        entity: { kind: 'release', id: remote, label: remote },
        changes: [
          {
            field: 'canary',
            before: event.version,
            after: event.action === 'promote' ? 'promoted' : 'rolled back',
          },
          ...(reason ? [{ field: 'reason', after: reason }] : []),
        ],
      });
      res.json({ event });
    };

  router.post(`${path}/:remote/promote`, ...releases, change(promoteCanary, promoteRequestSchema));
  router.post(
    `${path}/:remote/rollback`,
    ...releases,
    change(rollbackCanary, rollbackRequestSchema),
  );
  return router;
}

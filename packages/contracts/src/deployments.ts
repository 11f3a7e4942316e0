import type { RemoteName } from './remote-names';
import type { CanaryCheck, CanaryFigures, ReleaseEvent, RolloutPlan } from './remote-releases';

/** Where the admin reads and changes the remotes' releases. */
export const DEPLOYMENTS_PATH = '/api/admin/deployments';

/** The release history lines the admin's Deployments view shows, newest first. */
export const DEPLOYMENT_HISTORY_LINES = 50;

/** A reason a person gives for a rollback, at most this long. */
export const ROLLBACK_REASON_MAX = 300;

/** One remote's builds as the site serves them now. */
export interface RemoteDeployment {
  remote: RemoteName;
  /** The build everyone but a canary's share gets: its version and manifest URL. */
  stable: { version: string; url: string };
  canary?: {
    version: string;
    url: string;
    share: number;
    since: string;
    shareSince?: string;
    /** The check it must pass (the site's default when its entry names none). */
    check: CanaryCheck;
    plan?: RolloutPlan;
    /** Its views and errors and the stable build's since it started; none counted yet: absent. */
    figures?: CanaryFigures;
  };
}

/** `GET /api/admin/deployments`: every remote's builds and the latest release history. */
export interface DeploymentsOverview {
  /**
   * False when the site's remotes are fixed (no registry file): nothing can be released from
   * here, and `remotes` lists what is served.
   */
  managed: boolean;
  remotes: RemoteDeployment[];
  /** Newest first, at most `DEPLOYMENT_HISTORY_LINES`. */
  history: ReleaseEvent[];
}

/**
 * `POST /api/admin/deployments/<remote>/promote`: the canary meant, as the overview gave its URL.
 * A canary deployed since is not promoted in its place.
 */
export interface PromoteRequest {
  canaryUrl: string;
}

/** `POST /api/admin/deployments/<remote>/rollback`: the canary meant, and why (optional). */
export interface RollbackRequest extends PromoteRequest {
  reason?: string;
}

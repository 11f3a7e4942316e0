import type { RemoteDeployment } from '@reedmere/contracts';

/** A remote while a canary is tried beside its stable build. */
export type CanaryDeployment = RemoteDeployment & {
  canary: NonNullable<RemoteDeployment['canary']>;
};

export const hasCanary = (deployment: RemoteDeployment): deployment is CanaryDeployment =>
  deployment.canary !== undefined;

/** How a button or question names a canary: 'news canary 20261122T061500Z-0a1b2c3d'. */
export const canaryName = ({ remote, canary }: CanaryDeployment): string =>
  `${remote} canary ${canary.version}`;

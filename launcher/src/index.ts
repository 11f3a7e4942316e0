export { parseCliOptions, USAGE } from './cli-options';
export type { CliOptions } from './cli-options';
export {
  BFF_SERVER,
  DEFAULT_DATA_DIR,
  DEPLOY_REMOTE_CLI,
  EXIT_WITH_PARENT_PRELOAD,
  REPO_ROOT,
  SERVICE_NAMES,
  serviceServer,
  STACK_CLI,
} from './paths';
export type { ServiceName } from './paths';
export { adminCredentials, CALLERS, callerTokens, DEV_ADMIN, SERVICE_CALLERS } from './service-env';
export type { AdminCredentials, Caller } from './service-env';
export { redactUri, startStack } from './start-stack';
export type { RunningStack, StackOptions } from './start-stack';
export { DEFAULT_KEEP, DeployError, deployRemote, webpackBuild } from './deploy-remote';
export type { DeployOptions, DeployResult, RemoteBuilder } from './deploy-remote';
export { BUILD_ID, buildIdOf, deployedManifestUrl, listBuilds, pruneBuilds } from './remote-builds';
export { deploysDirIn, ensureRegistryFile, registryFileIn } from './remote-registry-file';

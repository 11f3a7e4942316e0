export {
  CHUNK_NAME,
  createHostConfig,
  createHostServerConfig,
  createRemoteConfig,
  createRemoteServerConfig,
  DEFAULT_API_TARGET,
} from './config';
export { BUILD_OUTPUT_ENV } from './build-output';
export { remoteBuilds } from './remote-builds';
export type { WebpackConfigFunction } from './remote-builds';
export type { BuildMode, HostConfigOptions, RemoteConfigOptions, WebpackConfig } from './config';
export { isRemoteName, REMOTE_NAMES, REMOTES, SHELL_DEV_PORT } from './remotes';
export type { RemoteDefinition, RemoteName } from './remotes';
export { installedVersion, majorRange, packageOf, SHARED_SINGLETONS, sharedFor } from './shared';
export type { SharedEntry } from './shared';
export {
  BUNDLE_REPORT_FILE,
  CONTEXT_FOLDERS,
  contextModulesByFile,
  duplicatedModules,
} from './bundle-report';
export type { ReportNode } from './bundle-report';

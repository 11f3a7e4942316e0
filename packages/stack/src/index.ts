export { parseCliOptions, USAGE } from './cli-options';
export type { CliOptions } from './cli-options';
export {
  BFF_SERVER,
  DEFAULT_DATA_DIR,
  EXIT_WITH_PARENT_PRELOAD,
  REPO_ROOT,
  SERVICE_NAMES,
  serviceServer,
  STACK_CLI,
} from './paths';
export type { ServiceName } from './paths';
export { adminCredentials, DEV_ADMIN, serviceToken } from './service-env';
export type { AdminCredentials } from './service-env';
export { redactUri, startStack } from './start-stack';
export type { ChildExit, RunningStack, StackOptions } from './start-stack';

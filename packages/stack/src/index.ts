export { parseCliOptions, USAGE } from './cli-options';
export type { CliOptions } from './cli-options';
export {
  BFF_SERVER,
  DEFAULT_DATA_DIR,
  EXIT_WITH_PARENT_PRELOAD,
  REPO_ROOT,
  STACK_CLI,
} from './paths';
export { redactUri, startStack } from './start-stack';
export type { ChildExit, RunningStack, StackOptions } from './start-stack';

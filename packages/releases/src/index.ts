export { ReleaseError } from './release-error';
export {
  readRegistry,
  registryText,
  updateRegistry,
  writeRegistryAtomically,
} from './registry-file';
export { readReleaseHistory, recordRelease } from './release-history';
export { checkRemoteName, stableOf } from './release-entries';
export {
  promoteCanary,
  releaseStatus,
  rollbackCanary,
  setCanaryShare,
  type ReleaseChange,
  type ReleaseCommandOptions,
} from './release-commands';
export { judgeCanary, type CanaryVerdict } from './canary-judgement';
export { readCanaryHealth, type CanaryHealth } from './canary-health-file';
export {
  startCanaryWatch,
  type CanaryWatch,
  type CanaryWatchOptions,
  type HealthObservation,
} from './canary-watch';

export { ReleaseError } from './release-error';
export {
  readRegistry,
  registryText,
  updateRegistry,
  writeFileAtomically,
  writeRegistryAtomically,
} from './registry-file';
export { readReleaseHistory, recordRelease, releaseHistoryBeside } from './release-history';
export { canaryOf, checkRemoteName, stableOf } from './release-entries';
export {
  promoteCanary,
  releaseStatus,
  rollbackCanary,
  setCanaryShare,
  type ReleaseChange,
  type ReleaseCommandOptions,
} from './release-commands';
export { judgeCanary, type CanaryVerdict } from './canary-judgement';
export {
  canaryHealthBeside,
  readCanaryHealth,
  writeCanaryHealth,
  type CanaryHealth,
  type CanaryHealthFile,
} from './canary-health-file';
export {
  DEFAULT_WATCH_INTERVAL_MS,
  startCanaryWatch,
  type CanaryWatch,
  type CanaryWatchOptions,
  type HealthObservation,
  type WatchLog,
} from './canary-watch';

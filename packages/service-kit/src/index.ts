export {
  ACTING_STAFF_HEADER,
  newStaffKeyPair,
  readStaffKey,
  signActingStaff,
  STAFF_ONLY_MESSAGE,
  staffOnly,
  verifyActingStaff,
} from './acting-staff';
export type { ActingStaff, ServiceStaffNeed, StaffCall, StaffRefusal } from './acting-staff';
export { createServiceApp, createServiceAppFromContext } from './create-service-app';
export type { ServiceAppContext, ServiceAppOptions } from './create-service-app';
export { connectDatabase, CONNECTION_OPTIONS, DEFAULT_DATABASE, pingDatabase } from './database';
export { connectionModel } from './connection-model';
export { isDuplicateKeyError } from './duplicate-key';
export { replaceAtVersion } from './versioned-replace';
export type { DatabaseStatus } from './database';
export { BASE_SERVICE_SETTINGS, baseConfig, baseEnvSchema, ConfigError, readEnv } from './env';
export type { BaseServiceConfig } from './env';
export { errorHandler, routeNotFound } from './error-handler';
export { escapeHtml } from './escape-html';
export { HttpError, UNAUTHORIZED_MESSAGE } from './http-error';
export {
  ConflictError,
  DomainError,
  notFound,
  NotFoundError,
  TooLargeError,
  TooManyAttemptsError,
  UnauthorizedError,
  UnavailableError,
  UnsupportedContentError,
  ValidationError,
} from './domain-errors';
export { VersionChangedError } from './version-changed';
export { isVersion, versionAfter } from './record-version';
export { expectedVersion, IF_MATCH_MESSAGE, replaceIfMatch } from './if-match';
export { isObjectId, publicJson } from './json-output';
export { recordSchema } from './record-schema';
export type { Timestamps } from './record-schema';
export { createJsonLogger, silentLogger } from './logger';
export type { LogFields, Logger } from './logger';
export { requestLog } from './request-log';
export {
  BAD_REQUEST_TARGET_MESSAGE,
  isOriginFormTarget,
  refuseOddRequestTargets,
} from './request-target';
export { runService } from './run-service';
export type { ServiceContext, ServiceDefinition } from './run-service';
export { createServiceClient, ServiceUnavailableError } from './service-client';
export type {
  RequestOptions,
  ServiceClient,
  ServiceClientOptions,
  ServiceResponse,
} from './service-client';
export {
  CALLER_NAME,
  MIN_CALLER_TOKEN_LENGTH,
  parseCallerTokens,
  requireServiceToken,
  SERVICE_TOKEN_HEADER,
} from './service-token';
export type { CallerToken, CallerTokens } from './service-token';
export { validate } from './validate';
export { storedFieldsOf } from './stored-fields';
export { sanitizeStoredHtml, STORED_HTML_ALLOWED_TAGS } from './stored-html';
export { serveUntilStopped } from './serve';
export { createLimitedServer } from './limited-server';
export { runWorkerProcesses } from './worker-processes';
export {
  countAsRoute,
  createProcessMetrics,
  METRICS_PATH,
  metricsHandler,
  recordRequests,
  REQUEST_DURATION_BUCKETS,
  routePatternOf,
  UNMATCHED_ROUTE,
} from './metrics';
export type { MetricsSource, ProcessMetrics, ProcessMetricsOptions } from './metrics';
export { METRICS_LISTENER, metricsApp, metricsListeners } from './metrics-listener';
export { METRICS_PORT_SETTING } from './metrics-env';
export { reportMetricsToPrimary, serveClusterMetrics } from './cluster-metrics';
export type { ClusterMetricsOptions } from './cluster-metrics';
export type { WorkerProcesses } from './worker-processes';
export {
  DEFAULT_SERVER_LIMITS,
  SERVER_LIMIT_SETTINGS,
  serverLimitsFromEnv,
} from './server-limits-env';
export type { ServerLimits } from './server-limits-env';
export { optionalSetting, schemasOf, setting, settingsSchema, settingsTable } from './settings';
export type { Setting, Settings, SettingValues } from './settings';
export type { ExtraListener, ServeOptions } from './serve';
export { decodeVisitorRegistry, encodeVisitorRegistry } from './visitor-registry-header';

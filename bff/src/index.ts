export { createApp } from './app';
export type { AppOptions } from './app';
export { ConfigError, loadConfig, SERVICE_NAMES } from './config';
export type { BffConfig, ServiceName } from './config';
export { createServices } from './services';
export type { Services } from './services';
export { sweepUnreferencedFiles, scheduleFileSweep } from './jobs/file-sweep';
export type { SweepResult } from './jobs/file-sweep';

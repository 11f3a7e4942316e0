export { createApp } from './app';
export type { AppOptions } from './app';
export { ConfigError, loadConfig } from './config';
export type { BffConfig } from './config';
export { CONNECTION_OPTIONS, connectDatabase, pingDatabase } from './database';
export type { DatabaseStatus } from './database';
export { errorHandler, HttpError } from './errors';
export { createJsonLogger, silentLogger } from './logger';
export type { LogFields, Logger } from './logger';

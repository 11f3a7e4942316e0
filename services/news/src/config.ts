import type Joi from 'joi';

export const SERVICE_NAME = 'news';
export const DEFAULT_PORT = 4103;

/** The service reads only the common variables (PORT, HOST, MONGODB_URI, CALLER_TOKENS). */
export const newsEnvSchema: Record<string, Joi.Schema> = {};

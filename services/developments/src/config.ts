import type Joi from 'joi';

export const SERVICE_NAME = 'developments';
export const DEFAULT_PORT = 4102;

/** The service reads only the common variables (PORT, HOST, MONGODB_URI, CALLER_TOKENS). */
export const developmentsEnvSchema: Record<string, Joi.Schema> = {};

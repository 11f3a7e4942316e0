import Joi from 'joi';
import { HEALTH_REPORT_MAX_BYTES, REMOTE_NAMES, type RemoteRegistry } from '@reedmere/contracts';
import { healthReportSchema } from '@reedmere/contracts/schemas';
import { SERVICE_NAMES } from '../../config';
import { remoteRegistryQuerySchema } from '../../routes/remotes';
import { named } from '../json-schema';
import type { ApiOperation } from '../operation';
import { INVALID, NO_CONTENT, refusal } from '../responses';

const tag = 'Site';
const serviceStates = Joi.object(
  Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, Joi.string().valid('up', 'down').required()]),
  ),
);

const manifestUrl = Joi.string().min(1).description("The URL of the remote's mf-manifest.json");

/**
 * The registry file as the BFF serves it: remote name -> manifest URL. The remotes are those of
 * REMOTE_NAMES, each listed once deployed; the file is read as any name -> non-empty URL.
 */
const remoteRegistry = named(
  'RemoteRegistry',
  Joi.object<RemoteRegistry>(Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl])))
    .pattern(/^/, manifestUrl)
    .description("The front end's remotes: name -> URL of its manifest"),
);

const operations: ApiOperation[] = [
  {
    method: 'get',
    path: '/health',
    tag,
    summary: 'The BFF process is running',
    responses: {
      200: {
        description: 'Running',
        json: Joi.object({ status: Joi.string().valid('ok').required() }),
      },
    },
  },
  {
    method: 'get',
    path: '/ready',
    tag,
    summary:
      'Every service answers its own health check and, where pages are rendered on the server, the renderer has loaded the remotes',
    responses: {
      200: {
        description: 'Ready',
        json: Joi.object({
          status: Joi.string().valid('ok').required(),
          services: serviceStates.required(),
          renderer: Joi.string().valid('up'),
        }),
      },
      503: {
        description: 'A service is down, or the renderer has not loaded the remotes yet',
        json: Joi.object({
          status: Joi.string().valid('unavailable').required(),
          services: serviceStates.required(),
          renderer: Joi.string().valid('up', 'down'),
        }),
      },
    },
  },
  {
    method: 'get',
    path: '/remotes',
    tag,
    summary: "The front end's remotes: name -> URL of its manifest",
    description:
      'The builds this visitor gets: while a canary is tried, a visitor without an id is given ' +
      'one (the `reedmere_visitor` cookie) and the canary if their id falls in its share.',
    query: remoteRegistryQuerySchema,
    responses: {
      200: { description: 'The registry', json: remoteRegistry },
      ...INVALID,
      503: refusal('The site is being updated'),
    },
  },
  {
    method: 'post',
    path: '/health-reports',
    tag,
    summary:
      "What a visitor's browser saw of each remote version: pages that used it, and failures",
    description:
      `Sent with \`navigator.sendBeacon\` when a page is hidden; at most ${HEALTH_REPORT_MAX_BYTES} ` +
      'bytes, 30 a minute from one address by default (`HEALTH_REPORTS_PER_MINUTE`). Counted per ' +
      "remote, version, kind and phase, never stored, and weighed by the canaries' health check; " +
      'a version the registry no longer names is counted as `other`.',
    body: healthReportSchema,
    responses: {
      ...NO_CONTENT,
      403: refusal("Sent from another site's page"),
      429: { ...refusal('Too many reports from this address'), headers: ['Retry-After'] },
    },
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'Reference',
    summary: 'This document',
    responses: { 200: { description: 'The OpenAPI 3.1 document', json: Joi.object().unknown() } },
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'Reference',
    summary: 'The reference page for this document',
    responses: { 200: { description: 'The page', media: 'text/html' } },
  },
  {
    method: 'get',
    path: '/docs/:asset',
    tag: 'Reference',
    summary: "The reference page's scripts and styles",
    params: { asset: 'A file of the page' },
    responses: {
      200: { description: 'The file', media: ['text/css', 'text/javascript'] },
      404: refusal('No such file'),
    },
  },
];

/** Operations answered by the BFF itself: no service stands behind them. */
export const LOCAL_OPERATIONS: ApiOperation[] = operations.map((operation) => ({
  ...operation,
  local: true,
}));

import Joi from 'joi';
import { RELEASE_ACTIONS, REMOTE_NAMES } from '@reedmere/contracts';
import { named } from './json-schema';

// The remotes' releases as the admin's Deployments view reads them: what the registry file, the
// health check's figures and the release history hold.

const share = Joi.number().integer().min(0).max(100);
const time = Joi.string().isoDate();
const version = Joi.string().description(
  'A deployed build id (`20261130T090000Z-0a1b2c3d`), `built-in` or `external`',
);

const versionFigures = Joi.object({
  views: Joi.number().integer().min(0).required().description('Page views that used the build'),
  errors: Joi.number().integer().min(0).required().description('Errors the browsers reported'),
});

const canaryFigures = named(
  'CanaryFigures',
  Joi.object({ canary: versionFigures.required(), stable: versionFigures.required() }).description(
    "A canary's views and errors and the stable build's, since the canary started",
  ),
);

export const releaseEventRecord = named(
  'ReleaseEvent',
  Joi.object({
    at: time.required(),
    remote: Joi.string()
      .valid(...REMOTE_NAMES)
      .required(),
    action: Joi.string()
      .valid(...RELEASE_ACTIONS)
      .required(),
    version: version.required().description('The build the action concerns'),
    stable: version.description('The build everyone else had'),
    share: share.description("The canary's share after the action"),
    by: Joi.string().required().description('A person, `command line` or `health check`'),
    reason: Joi.string(),
    figures: canaryFigures,
  }),
);

const remoteDeployment = named(
  'RemoteDeployment',
  Joi.object({
    remote: Joi.string()
      .valid(...REMOTE_NAMES)
      .required(),
    stable: Joi.object({ version: version.required(), url: Joi.string().required() }).required(),
    canary: Joi.object({
      version: version.required(),
      url: Joi.string().required(),
      share: share.required(),
      since: time.required(),
      shareSince: time,
      check: Joi.object({
        minViews: Joi.number().integer().min(1).required(),
        marginPercent: Joi.number().min(0).required(),
      }).required(),
      plan: Joi.object({
        steps: Joi.array().items(share).required(),
        stepMinutes: Joi.number().required(),
      }),
      figures: canaryFigures,
    }),
  }),
);

export const deploymentsOverviewRecord = named(
  'DeploymentsOverview',
  Joi.object({
    managed: Joi.boolean()
      .required()
      .description("False when the site's remotes are fixed by its configuration"),
    remotes: Joi.array().items(remoteDeployment).required(),
    history: Joi.array().items(releaseEventRecord).required().description('Newest first'),
  }),
);

export const releaseChangeRecord = named(
  'ReleaseChange',
  Joi.object({ event: releaseEventRecord.required() }),
);

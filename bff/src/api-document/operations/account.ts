import {
  passwordChangeSchema,
  setupSchema,
  codeSchema,
  disableSchema,
} from '../../auth/account-schemas';
import {
  passwordChanged,
  recoveryCodesBody,
  secondFactorSetup,
  secondFactorStatus,
  sessionList,
  sessionsEnded,
} from '../auth-records';
import type { ApiOperation } from '../operation';
import { NO_CONTENT, refusal } from '../responses';

export const ACCOUNT_TAG = 'Admin account';
const tag = ACCOUNT_TAG;

const THROTTLED = {
  429: {
    ...refusal('Too many wrong passwords or codes from this address; wait'),
    headers: ['Retry-After'],
  },
} as const;

/** The signed-in admin's own sessions, password and second factor. */
export const ACCOUNT_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/auth/sessions',
    tag,
    admin: true,
    summary: "The admin's live sessions",
    description: 'A session ends 8 hours after sign-in, or after 30 minutes without use.',
    responses: { 200: { description: 'The sessions', json: sessionList } },
  },
  {
    method: 'delete',
    path: '/auth/sessions/:id',
    tag,
    admin: true,
    summary: 'End one of them',
    params: { id: 'The session, as listed' },
    responses: { ...NO_CONTENT, 404: refusal('The admin has no such session') },
  },
  {
    method: 'post',
    path: '/auth/sessions/end-others',
    tag,
    admin: true,
    summary: 'End every session but this one',
    responses: { 200: { description: 'How many ended', json: sessionsEnded } },
  },
  {
    method: 'post',
    path: '/auth/password',
    tag,
    admin: true,
    summary: 'Change the password',
    description:
      'Needs the current password. The new one must be at least 12 characters, not one of the ' +
      'most common passwords, and hold neither the agency’s name nor the email address. Every other ' +
      'session of the admin ends; this one stays.',
    body: passwordChangeSchema,
    responses: {
      200: { description: 'Changed', json: passwordChanged },
      ...THROTTLED,
    },
  },
  {
    method: 'get',
    path: '/auth/second-factor',
    tag,
    admin: true,
    summary: 'Whether the admin has a second factor',
    responses: { 200: { description: 'Its state', json: secondFactorStatus } },
  },
  {
    method: 'post',
    path: '/auth/second-factor/setup',
    tag,
    admin: true,
    summary: 'Start setting up a second factor (TOTP)',
    description:
      'Needs the password and, when a factor is already on, a current code or an unused ' +
      'recovery code of it. Answers the secret to add to an authenticator app (QR code and key); ' +
      'nothing changes until /auth/second-factor/confirm proves a code from it. An earlier factor ' +
      'stays on until then, and is replaced; replacing it ends the other sessions.',
    body: setupSchema,
    responses: {
      200: { description: 'The secret to add to the app', json: secondFactorSetup },
      ...THROTTLED,
    },
  },
  {
    method: 'post',
    path: '/auth/second-factor/confirm',
    tag,
    admin: true,
    summary: 'Turn the second factor on with a code from the app',
    description: 'Answers ten recovery codes, each signing in once; they are not shown again.',
    body: codeSchema,
    responses: {
      200: { description: 'On: the recovery codes', json: recoveryCodesBody },
      409: refusal('No setup was started, or it has expired (15 minutes)'),
    },
  },
  {
    method: 'post',
    path: '/auth/second-factor/disable',
    tag,
    admin: true,
    summary: 'Turn the second factor off',
    description:
      'Needs the password or a current code; ends the other sessions. Refused where every ' +
      'account must have one.',
    body: disableSchema,
    responses: {
      ...NO_CONTENT,
      409: refusal('There is none, or every account must have one'),
      ...THROTTLED,
    },
  },
];

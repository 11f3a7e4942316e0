import Joi from 'joi';
import type { ApiOperation, ResponseSpec } from '../operation';
import {
  signedInWithNewFactor,
  signedInWithRecoveryCode,
  signInAnswer,
  secondFactorSetup,
} from '../auth-records';
import { adminUser, messageBody } from '../records';
import { refusal } from '../responses';

export const SESSION_TAG = 'Admin session';
const tag = SESSION_TAG;

/** Every step of a sign-in passes the same check of the sending site and the same limit. */
const SIGN_IN_STEP_REFUSALS: Record<403 | 429, ResponseSpec> = {
  403: refusal('Sent from another site'),
  429: { ...refusal('Too many failed sign-ins'), headers: ['Retry-After'] },
};

/** A second step refused once its sign-in is over also clears the sign-in cookie. */
const secondStepRefusal = (description: string): ResponseSpec => ({
  ...refusal(description),
  headers: ['Set-Cookie'],
});

export const SESSION_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/login',
    tag,
    summary: 'The sign-in page',
    local: true,
    responses: { 200: { description: 'The page', media: 'text/html' } },
  },
  {
    method: 'post',
    path: '/login',
    tag,
    summary: 'Sign in',
    description:
      'Sets the session cookie (httpOnly, SameSite=Strict) and the known-device cookie. A JSON caller ' +
      '(a JSON body) gets the admin as JSON and refusals as JSON; the form gets a redirect to /admin ' +
      'or the page again with the message. An account with a second factor (or one that must set ' +
      'it up) gets `{step}` and a 5-minute sign-in cookie instead, and the form a redirect to that ' +
      'step. At most 10 failed sign-ins per 15 minutes from one address; a browser that signed in ' +
      'to the account before has its own allowance instead.',
    body: Joi.object({
      email: Joi.string().max(254).required(),
      password: Joi.string().max(1024).required(),
    }),
    form: true,
    responses: {
      200: {
        description: 'Signed in, or the second step to take',
        json: signInAnswer,
        headers: ['Set-Cookie'],
      },
      303: {
        description: 'From the form: on to /admin, or to the second step',
        headers: ['Set-Cookie', 'Location'],
      },
      401: refusal('The e-mail address or the password is wrong'),
      ...SIGN_IN_STEP_REFUSALS,
    },
  },
  {
    method: 'get',
    path: '/login/second-factor',
    tag,
    summary: 'The second step of a sign-in: the code from the app, or a recovery code',
    description: 'With `?with=recovery-code`, the form for a recovery code.',
    local: true,
    query: Joi.object({ with: Joi.string().valid('recovery-code') }),
    responses: {
      200: {
        description: 'The page (the sign-in page once the sign-in has expired)',
        media: 'text/html',
      },
    },
  },
  {
    method: 'post',
    path: '/login/second-factor',
    tag,
    summary: 'Sign in: the second step',
    description:
      'Takes the 6-digit code from the authenticator app, or one of the recovery codes (each works ' +
      'once), for the sign-in whose cookie the password step set. A code works once. Five wrong ' +
      'codes, or five minutes, end the sign-in: the password must be given again.',
    body: Joi.object({
      code: Joi.string().max(20).description('The 6-digit code'),
      recoveryCode: Joi.string().max(64).description('Or one of the recovery codes'),
    }),
    form: true,
    responses: {
      200: { description: 'Signed in', json: signedInWithRecoveryCode, headers: ['Set-Cookie'] },
      303: {
        description: 'Signed in from the form: on to /admin',
        headers: ['Set-Cookie', 'Location'],
      },
      401: secondStepRefusal('A wrong or used code, or the sign-in has expired'),
      ...SIGN_IN_STEP_REFUSALS,
    },
  },
  {
    method: 'get',
    path: '/login/second-factor-setup',
    tag,
    summary: 'Setting up the second factor an account must have, during its sign-in',
    description:
      'The QR code and key to add to an authenticator app, and the field for its first code. A ' +
      'caller that prefers JSON gets them as JSON.',
    responses: {
      200: {
        description: 'The page, or the secret (the sign-in page once the sign-in has expired)',
        media: 'text/html',
        json: secondFactorSetup,
      },
    },
  },
  {
    method: 'post',
    path: '/login/second-factor-setup',
    tag,
    summary: 'Sign in: turn the second factor on with its first code',
    description:
      'Turns the factor on and signs in; answers the ten recovery codes once (the form: a page ' +
      'showing them).',
    body: Joi.object({ code: Joi.string().max(20).required().description('The 6-digit code') }),
    form: true,
    responses: {
      200: {
        description: 'Signed in: the recovery codes',
        json: signedInWithNewFactor,
        media: 'text/html',
        headers: ['Set-Cookie'],
      },
      401: secondStepRefusal('A wrong code, or the sign-in has expired'),
      ...SIGN_IN_STEP_REFUSALS,
    },
  },
  {
    method: 'get',
    path: '/logout',
    tag,
    summary: 'A page that asks before signing out',
    local: true,
    responses: { 200: { description: 'The page', media: 'text/html' } },
  },
  {
    method: 'post',
    path: '/logout',
    tag,
    summary: 'Sign out',
    description: 'Ends the session and clears the cookie; a form post is sent on to the home page.',
    responses: {
      200: { description: 'Signed out', json: messageBody, headers: ['Set-Cookie'] },
      303: { description: 'Signed out from a form: on to /', headers: ['Set-Cookie', 'Location'] },
      403: refusal('Sent from another site'),
    },
  },
  {
    method: 'get',
    path: '/auth/user',
    tag,
    admin: true,
    summary: 'The signed-in admin',
    responses: { 200: { description: 'The admin', json: adminUser } },
  },
];

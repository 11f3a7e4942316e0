import Joi from 'joi';
import type { ApiOperation } from '../operation';
import { adminUser, messageBody } from '../records';
import { refusal } from '../responses';

export const SESSION_TAG = 'Admin session';
const tag = SESSION_TAG;

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
      'Sets the session cookie (httpOnly, SameSite=Strict). A JSON caller (`Accept: application/json`) ' +
      'gets the admin as JSON and refusals as JSON; the form gets a redirect to /admin or the page ' +
      'again with the message. At most 10 failed sign-ins per 15 minutes from one address.',
    body: Joi.object({
      email: Joi.string().max(254).required(),
      password: Joi.string().max(1024).required(),
    }),
    form: true,
    responses: {
      200: { description: 'Signed in', json: adminUser, headers: ['Set-Cookie'] },
      303: {
        description: 'Signed in from the form: on to /admin',
        headers: ['Set-Cookie', 'Location'],
      },
      401: refusal('The e-mail address or the password is wrong'),
      403: refusal('Sent from another site'),
      429: { ...refusal('Too many failed sign-ins'), headers: ['Retry-After'] },
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

import {
  invitationInputSchema,
  staffRightsSchema,
  staffSettingsInputSchema,
} from '@reedmere/contracts/schemas';
import type { ApiOperation } from '../operation';
import { peopleList, staffInvitation, staffMember, staffSettings } from '../records';
import { INVALID, NO_CONTENT, NOT_FOUND, refusal } from '../responses';

const tag = 'People';
const person = { id: "The person's id" };
const KEEPS_AN_OWNER = refusal(
  'The agency would be left without an owner, or the owner would remove their own account',
);

export const PEOPLE_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/admin/people',
    tag,
    admin: true,
    summary: 'The staff',
    description: 'Everyone with an account and the invitations still open. For the owner.',
    responses: { 200: { description: 'The people and invitations', json: peopleList } },
  },
  {
    method: 'get',
    path: '/admin/people/settings',
    tag,
    admin: true,
    summary: "The staff's sign-in settings",
    description: 'Whether everyone must sign in with a second factor. For the owner.',
    responses: { 200: { description: 'The settings', json: staffSettings } },
  },
  {
    method: 'put',
    path: '/admin/people/settings',
    tag,
    admin: true,
    summary: "Change the staff's sign-in settings",
    description:
      'Requiring a second factor applies at each person’s next sign-in: those without one set ' +
      'it up then; nobody signed in is signed out. For the owner.',
    body: staffSettingsInputSchema,
    responses: {
      200: { description: 'Changed', json: staffSettings },
      ...INVALID,
      409: refusal("The server's own setting requires a second factor, so it stays on"),
    },
  },
  {
    method: 'post',
    path: '/admin/people/invitations',
    tag,
    admin: true,
    summary: 'Invite someone',
    description:
      'E-mails a link that sets their password within 72 hours. An open invitation to the same ' +
      'address is replaced, so this also sends one again. For the owner.',
    body: invitationInputSchema,
    responses: {
      201: { description: 'Sent', json: staffInvitation },
      ...INVALID,
      409: refusal('Someone already has an account with this address'),
    },
  },
  {
    method: 'delete',
    path: '/admin/people/invitations/:id',
    tag,
    admin: true,
    summary: 'Withdraw an invitation',
    description: 'Its link stops working at once. For the owner.',
    params: { id: "The invitation's id" },
    responses: { ...NO_CONTENT, ...NOT_FOUND },
  },
  {
    method: 'put',
    path: '/admin/people/:id',
    tag,
    admin: true,
    summary: "Change a person's role",
    description: 'Their next request is judged by the new rights. For the owner.',
    params: person,
    body: staffRightsSchema,
    responses: {
      200: { description: 'Changed', json: staffMember },
      ...INVALID,
      ...NOT_FOUND,
      409: KEEPS_AN_OWNER,
    },
  },
  {
    method: 'delete',
    path: '/admin/people/:id',
    tag,
    admin: true,
    summary: 'Remove a person',
    description: 'Removes the account and ends every one of its sessions at once. For the owner.',
    params: person,
    responses: { ...NO_CONTENT, ...NOT_FOUND, 409: KEEPS_AN_OWNER },
  },
];

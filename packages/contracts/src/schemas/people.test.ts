import type Joi from 'joi';
import { fieldErrors, invitationInputSchema, staffRightsSchema, VALIDATION_OPTIONS } from './index';

const check = (schema: Joi.ObjectSchema, value: unknown) => {
  const { error, value: checked } = schema.validate(value, VALIDATION_OPTIONS);
  return { messages: error ? fieldErrors(error).map((e) => e.message) : [], checked };
};

describe('staff rights', () => {
  it('takes an editor with divisions, and any other role with none', () => {
    expect(check(staffRightsSchema, { role: 'editor', divisions: ['news'] }).messages).toEqual([]);
    expect(check(staffRightsSchema, { role: 'viewer' })).toEqual({
      messages: [],
      checked: { role: 'viewer', divisions: [] },
    });
  });

  it('refuses an editor of no division, a division given to another role and unknown names', () => {
    expect(check(staffRightsSchema, { role: 'editor', divisions: [] }).messages).toEqual([
      'Choose at least one division for an editor',
    ]);
    expect(check(staffRightsSchema, { role: 'editor' }).messages).toEqual([
      'Choose at least one division for an editor',
    ]);
    expect(check(staffRightsSchema, { role: 'manager', divisions: ['news'] }).messages).toEqual([
      'Only an editor has divisions',
    ]);
    expect(check(staffRightsSchema, { role: 'king' }).messages).toEqual([
      'Role must be one of owner, manager, editor, viewer',
    ]);
    expect(
      check(staffRightsSchema, { role: 'editor', divisions: ['news', 'news'] }).messages,
    ).toEqual(['Each division can be chosen once']);
    expect(check(staffRightsSchema, { role: 'editor', divisions: ['farms'] }).messages).toEqual([
      expect.stringContaining('Each division must be one of residential'),
    ]);
  });
});

describe('invitation input', () => {
  it('lower-cases the address and trims the name', () => {
    expect(
      check(invitationInputSchema, {
        email: ' Sam.Lee@Example.com ',
        name: ' Sam Lee ',
        role: 'viewer',
      }).checked,
    ).toEqual({ email: 'sam.lee@example.com', name: 'Sam Lee', role: 'viewer', divisions: [] });
  });

  it('names every missing or bad field at once', () => {
    expect(check(invitationInputSchema, { email: 'nope', name: 'A\u202eB' }).messages).toEqual([
      'Enter a valid email address',
      expect.stringContaining('Name'),
      'Choose a role',
    ]);
    expect(check(invitationInputSchema, {}).messages).toEqual([
      'Email address is required',
      'Name is required',
      'Choose a role',
    ]);
  });
});

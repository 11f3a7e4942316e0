import { invitationInput, rightsInput, validateInvitation, validateRights } from './rights-values';

describe('rights values', () => {
  it('asks for a role, and for an editor at least one division', () => {
    expect(validateRights({ role: '', divisions: [] })).toEqual({ role: 'Choose a role' });
    expect(validateRights({ role: 'editor', divisions: [] })).toEqual({
      divisions: 'Choose at least one division for an editor',
    });
    expect(validateRights({ role: 'editor', divisions: ['news'] })).toEqual({});
    expect(validateRights({ role: 'viewer', divisions: [] })).toEqual({});
  });

  it('checks the name and address of an invitation', () => {
    expect(validateInvitation({ name: ' ', email: '', role: 'viewer', divisions: [] })).toEqual({
      name: 'Name is required',
      email: 'Email address is required',
    });
    expect(
      validateInvitation({ name: 'Sam', email: 'sam.example', role: 'viewer', divisions: [] }),
    ).toEqual({ email: 'Enter a valid email address' });
  });

  it('sends divisions for an editor only, and the text trimmed', () => {
    expect(rightsInput({ role: 'manager', divisions: ['news'] })).toEqual({
      role: 'manager',
      divisions: [],
    });
    expect(rightsInput({ role: '', divisions: [] })).toBeNull();
    expect(
      invitationInput({
        name: ' Sam Smith ',
        email: ' sam@example.com ',
        role: 'editor',
        divisions: ['news'],
      }),
    ).toEqual({ name: 'Sam Smith', email: 'sam@example.com', role: 'editor', divisions: ['news'] });
  });
});

import type { StaffInvitation, StaffMember } from '@reedmere/contracts';

/** A person on the staff, for tests: Alex, the owner, unless a test says otherwise. */
export const testStaffMember = (over: Partial<StaffMember> = {}): StaffMember => ({
  id: 'u1',
  email: 'alex@reedmere.example',
  name: 'Alex Admin',
  role: 'owner',
  divisions: [],
  secondFactor: true,
  createdAt: '2026-01-05T09:00:00.000Z',
  ...over,
});

/** An open invitation, for tests: Robin, invited by Alex as a viewer. */
export const testInvitation = (over: Partial<StaffInvitation> = {}): StaffInvitation => ({
  id: 'i1',
  email: 'robin@reedmere.example',
  name: 'Robin Reed',
  role: 'viewer',
  divisions: [],
  invitedBy: { id: 'u1', name: 'Alex Admin' },
  createdAt: '2026-11-27T14:05:00.000Z',
  expiresAt: '2026-11-30T14:05:00.000Z',
  ...over,
});

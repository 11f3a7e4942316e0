import type { KeyObject } from 'node:crypto';
import {
  ACTING_STAFF_HEADER,
  newStaffKeyPair,
  readStaffKey,
  signActingStaff,
  type ActingStaff,
} from '../acting-staff';

/** A key pair for a test of staff routes: the service is started with `staffKey`. */
export interface TestStaffKeys {
  /** The service's setting: the public key. */
  staffKey: KeyObject;
  /** The header a signed-in person's call carries, signed as the BFF would sign it. */
  actingAs(person: ActingStaff, method: string, path: string): Record<string, string>;
}

/**
 * Keys for the staff routes of `service`. `path` is the URL's path without its query, as the
 * service receives it.
 */
export function testStaffKeys(service: string): TestStaffKeys {
  const { privateKey, publicKey } = newStaffKeyPair();
  const signingKey = readStaffKey(privateKey, 'private', 'test key');
  return {
    staffKey: readStaffKey(publicKey, 'public', 'test key'),
    actingAs: (person, method, path) => ({
      [ACTING_STAFF_HEADER]: signActingStaff(person, { service, method, path }, signingKey),
    }),
  };
}

/** People of each kind, for the tests of what each may do. */
export const TEST_STAFF = {
  owner: { id: 'owner-1', role: 'owner', divisions: [] },
  manager: { id: 'manager-1', role: 'manager', divisions: [] },
  viewer: { id: 'viewer-1', role: 'viewer', divisions: [] },
  residentialEditor: { id: 'editor-1', role: 'editor', divisions: ['residential'] },
  commercialEditor: {
    id: 'editor-2',
    role: 'editor',
    divisions: ['commercial-sales', 'commercial-lettings'],
  },
  newsEditor: { id: 'editor-3', role: 'editor', divisions: ['news'] },
  developmentsEditor: { id: 'editor-4', role: 'editor', divisions: ['developments'] },
} as const satisfies Record<string, ActingStaff>;

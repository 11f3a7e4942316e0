import { describeServicePlumbing } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';

const SESSION_ID = 'b'.repeat(64);
const UNKNOWN_SIGN_IN = {
  email: 'x@reedmere.test',
  password: 'long enough secret',
  address: '1.2.3.4',
};

describeServicePlumbing({
  start: (callerTokens) => startTestService({ callerTokens }),
  // Admin accounts are never listed: the read is the (empty) file references. The write is a
  // sign-in (it records the attempt), answered 401 for an account that does not exist.
  guardedRead: { path: '/file-references', empty: { files: [] } },
  guardedWrite: { method: 'POST', path: '/login', body: UNKNOWN_SIGN_IN, status: 401 },
  databaseCalls: [
    [
      'POST',
      '/login',
      { email: 'admin@reedmere.test', password: 'whatever it is', address: '1.2.3.4' },
    ],
    [
      'POST',
      '/login/second-factor',
      { challengeId: SESSION_ID, code: '123456', address: '1.2.3.4' },
    ],
    ['GET', '/people'],
    ['POST', '/invitations/accept', { token: 'A'.repeat(43), password: 'long enough secret' }],
  ],
});

import { describeServicePlumbing } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';

const SESSION_ID = 'b'.repeat(64);
const NEW_USER = { email: 'x@reedmere.test', password: 'long enough secret', name: 'X' };

describeServicePlumbing({
  start: (serviceToken) => startTestService({ serviceToken }),
  // Admin accounts are never listed: the read is the (empty) file references, and the write
  // accepted with the token (201, not 409) shows the refused ones created nothing.
  guardedRead: { path: '/file-references', empty: { files: [] } },
  guardedWrite: { method: 'POST', path: '/users', body: NEW_USER },
  databaseCalls: [
    [
      'POST',
      '/login',
      { email: 'admin@reedmere.test', password: 'whatever it is', address: '1.2.3.4' },
    ],
    ['GET', `/sessions/${SESSION_ID}`],
    ['DELETE', `/sessions/${SESSION_ID}`],
    ['POST', '/users', NEW_USER],
  ],
});

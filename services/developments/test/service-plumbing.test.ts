import { describeServicePlumbing } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';

const SOME_ID = '0123456789abcdef01234567';

describeServicePlumbing({
  start: startTestService,
  guardedRead: '/developments',
  guardedWrite: { method: 'POST', path: '/developments', body: { title: 'T' } },
  servesFileReferences: true,
  databaseCalls: [
    ['GET', '/developments'],
    ['GET', `/developments/${SOME_ID}`],
    ['POST', '/developments', { title: 'T' }],
    ['PUT', `/developments/${SOME_ID}`, { title: 'T' }],
    ['DELETE', `/developments/${SOME_ID}`],
    ['GET', '/file-references'],
  ],
});

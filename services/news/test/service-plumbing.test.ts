import { describeServicePlumbing } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';

const SOME_ID = '0123456789abcdef01234567';
const ARTICLE = { title: 'T', slug: 't', content: '<p>c</p>' };

describeServicePlumbing({
  start: startTestService,
  guardedRead: '/articles',
  guardedWrite: { method: 'POST', path: '/articles', body: ARTICLE },
  servesFileReferences: true,
  databaseCalls: [
    ['GET', '/articles'],
    ['GET', '/articles?published=true'],
    ['GET', '/articles/some-slug?published=true'],
    ['GET', `/articles/${SOME_ID}`],
    ['POST', '/articles', ARTICLE],
    ['PUT', `/articles/${SOME_ID}`, ARTICLE],
    ['DELETE', `/articles/${SOME_ID}`],
  ],
});

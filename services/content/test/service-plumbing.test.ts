import { describeServicePlumbing } from '@reedmere/service-kit/testing';
import { homesInNorwich } from './support/alert-helpers';
import { startTestService, validEnquiry } from './support/test-service';

const SOME_ID = '0123456789abcdef01234567';
/** Well formed, so it is looked up (a malformed one is refused before the database). */
const SOME_TOKEN = 'a'.repeat(43);
const SEO_PAGE = { pagePath: '/residential', pageTitle: 'Residential property in Norfolk' };
const NOTICE = {
  kind: 'sign-in-notice',
  to: 'owner@example.com',
  subject: 'Sign-in attempts',
  text: 'Someone is trying to sign in.',
};

describeServicePlumbing({
  start: (callerTokens) => startTestService({ callerTokens }),
  guardedRead: '/seo-pages',
  guardedWrite: { method: 'POST', path: '/seo-pages', body: SEO_PAGE },
  servesFileReferences: true,
  databaseCalls: [
    ['GET', '/seo-pages'],
    ['GET', '/seo-pages/by-path?path=/residential'],
    ['POST', '/seo-pages', SEO_PAGE],
    ['PUT', `/seo-pages/${SOME_ID}`, SEO_PAGE],
    ['DELETE', `/seo-pages/${SOME_ID}`],
    ['GET', '/file-references'],
    ['POST', '/enquiries', validEnquiry],
    ['GET', '/enquiries'],
    ['PATCH', `/enquiries/${SOME_ID}`, { isRead: true }],
    ['DELETE', `/enquiries/${SOME_ID}`],
    ['GET', '/outbox'],
    ['POST', '/notices', NOTICE],
    ['POST', '/alerts', homesInNorwich],
    ['GET', '/alerts'],
    ['POST', '/alerts/lookup', { purpose: 'confirm', token: SOME_TOKEN }],
    ['POST', '/alerts/confirm', { token: SOME_TOKEN }],
    ['POST', '/alerts/unsubscribe', { token: SOME_TOKEN }],
    ['DELETE', `/alerts/${SOME_ID}`],
  ],
});

import { describeServicePlumbing } from '@reedmere/service-kit/testing';
import { MISSING_ID, propertyBody, startTestService } from './support/test-service';

const PROPERTY = propertyBody();

describeServicePlumbing({
  start: (callerTokens) => startTestService({ callerTokens }),
  guardedRead: '/properties',
  guardedWrite: { method: 'POST', path: '/properties', body: PROPERTY },
  servesFileReferences: true,
  databaseCalls: [
    ['GET', '/properties'],
    ['GET', '/properties/under-offer'],
    ['GET', `/properties/${MISSING_ID}`],
    ['POST', '/properties', PROPERTY],
    ['PUT', `/properties/${MISSING_ID}`, PROPERTY],
    ['DELETE', `/properties/${MISSING_ID}`],
    ['POST', `/properties/${MISSING_ID}/copy`],
    ['PATCH', `/properties/${MISSING_ID}/toggle-hidden`],
    ['PATCH', `/properties/${MISSING_ID}/toggle-under-offer`],
    ['DELETE', `/properties/${MISSING_ID}/images`, { imageUrl: '/api/files/img-aaaa.jpg' }],
    ['GET', '/file-references'],
  ],
});

import { describeServicePlumbing } from '@reedmere/service-kit/testing';
import { pdf, png } from './support/images';
import { startTestService } from './support/test-service';

const NAME = 'img-0123456789abcdef0123456789abcdef.jpg';

/** A multipart body with one file in `field`, and any plain fields. */
function form(field: string, bytes: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append(field, new Blob([bytes]), fileName);
  return body;
}

const brochure = () => form('document', pdf(), 'a.pdf', { type: 'brochure' });
const image = async () => form('images', await png(40, 30), 'a.png');

describeServicePlumbing({
  start: (callerTokens) => startTestService({ callerTokens }),
  guardedRead: { path: '/files', empty: { files: [] } },
  guardedWrite: { method: 'POST', path: '/documents', body: brochure() },
  databaseCalls: [
    ['GET', `/files/${NAME}`],
    ['GET', '/files?uploadedBefore=2030-01-01T00:00:00Z'],
    ['DELETE', `/files/${NAME}`],
    ['POST', '/images', image],
    ['POST', '/images?name=static-assets/hero.jpg', image],
    ['POST', '/documents', brochure()],
  ],
});

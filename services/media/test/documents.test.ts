import request from 'supertest';
import { fileNameFromUrl } from '@reedmere/contracts';
import { startTestService } from './support/test-service';
import { jpeg, pdf } from './support/images';
import { onePagePdf, useTestService, validationFailure } from '@reedmere/service-kit/testing';

const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });

type UploadedFile = string | { filename: string; contentType: string };

/** One document of a type sent in the `document` field, as the admin's form sends it. */
const uploadDocument = (type: string, bytes: Buffer, file: UploadedFile) =>
  request(service().url).post('/documents').field('type', type).attach('document', bytes, file);

const INVALID = 'Invalid File Type: Please upload a PDF file only';
const UNREADABLE =
  'The file could not be read as a PDF (it may be damaged). Please upload a valid PDF file.';

describe('POST /documents', () => {
  it('stores a PDF under its content hash and answers both URLs', async () => {
    const bytes = pdf();
    const res = await uploadDocument('brochure', bytes, 'brochure.pdf');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/api\/files\/doc-[a-f0-9]{32}\.pdf$/);
    expect(res.body.publicUrl).toBe(res.body.url);

    const name = fileNameFromUrl(res.body.url)!;
    const served = await fetch(`${service().url}/files/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    // Downloaded, never shown inline from the site's origin, and without script rights.
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="brochure.pdf"');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('the same PDF twice (as another type) is one stored file', async () => {
    const bytes = pdf('floor plan');
    const a = await uploadDocument('floorplan', bytes, 'a.pdf');
    const b = await uploadDocument('brochure', bytes, 'b.pdf');
    expect(a.status).toBe(201);
    expect(b.body.url).toBe(a.body.url);
    expect(await service().storedNames()).toEqual([fileNameFromUrl(a.body.url)]);
  });

  it.each<[string, string, () => Buffer | Promise<Buffer>, UploadedFile, string]>([
    [
      'a JPEG sent as a document',
      'brochure',
      () => jpeg(20, 20),
      { filename: 'brochure.pdf', contentType: 'application/pdf' },
      INVALID,
    ],
    [
      'text that claims to be a PDF',
      'floorplan',
      () => Buffer.from('PDF-1.4 but not really'),
      'plan.pdf',
      INVALID,
    ],
    [
      'HTML behind the PDF magic',
      'brochure',
      () =>
        Buffer.from(
          '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n',
        ),
      'brochure.pdf',
      UNREADABLE,
    ],
    [
      'a PDF without pages',
      'brochure',
      () =>
        Buffer.from(
          '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      'empty.pdf',
      UNREADABLE,
    ],
  ])(
    'refuses %s with the exact message, and stores nothing',
    async (_what, type, build, file, message) => {
      const res = await uploadDocument(type, await build(), file);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await service().storedNames()).toEqual([]);
    },
  );

  it.each([
    [
      'an OpenAction running JavaScript',
      { catalog: '/OpenAction 6 0 R', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] },
      '/JavaScript',
    ],
    [
      'a document-level JavaScript name tree',
      {
        catalog: '/Names << /JavaScript 6 0 R >>',
        objects: ['<< /Names [(x) 7 0 R] >>', '<< /S /JavaScript /JS (app.alert(1)) >>'],
      },
      '/JavaScript',
    ],
    [
      'a Launch action on a link',
      {
        catalog: '/Outlines 6 0 R',
        objects: [
          '<< /First 7 0 R /Count 1 >>',
          '<< /Title (Open) /A << /S /Launch /F (calc.exe) >> >>',
        ],
      },
      '/Launch',
    ],
    [
      'additional actions running JavaScript before the document closes',
      { catalog: '/AA << /WC 6 0 R >>', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] },
      '/JavaScript',
    ],
    [
      'a name spelt with a hex escape',
      { catalog: '/Open#41ction 6 0 R', objects: ['<< /S /J#61vaScript /JS (app.alert(1)) >>'] },
      '/JavaScript',
    ],
  ])('refuses a PDF with %s, naming it, and stores nothing', async (_what, parts, found) => {
    const res = await uploadDocument('brochure', onePagePdf(parts), 'brochure.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: `PDFs with scripts or actions that start programs are not accepted (this one has ${found}). Please upload one without them, for example by printing it to a new PDF.`,
    });
    expect(await service().storedNames()).toEqual([]);
  });

  it.each([
    ['opens at a page', { catalog: '/OpenAction [3 0 R /Fit]' }],
    [
      'goes to a page before the document closes',
      { catalog: '/AA << /WC 6 0 R >>', objects: ['<< /S /GoTo /D [3 0 R /Fit] >>'] },
    ],
  ])('accepts a PDF that %s', async (_what, parts) => {
    const res = await uploadDocument('brochure', onePagePdf(parts), 'brochure.pdf');
    expect(res.status).toBe(201);
    expect(await service().storedNames()).toEqual([fileNameFromUrl(res.body.url)]);
  });

  it.each([
    [undefined, 'type is required (brochure or floorplan)'],
    ['epc', 'type must be brochure or floorplan'],
    ['', 'type is required (brochure or floorplan)'],
  ])('type %p gives 400 %s', async (type, message) => {
    let call = request(service().url).post('/documents');
    if (type !== undefined) call = call.field('type', type);
    const res = await call.attach('document', pdf(), 'a.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validationFailure([{ field: 'type', message }]));
    expect(await service().storedNames()).toEqual([]);
  });

  it('400 without a document, 413 with two', async () => {
    const none = await request(service().url).post('/documents').field('type', 'brochure');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: 'No document uploaded: send it in the field document' });
    const two = await request(service().url)
      .post('/documents')
      .field('type', 'brochure')
      .attach('document', pdf('a'), 'a.pdf')
      .attach('document', pdf('b'), 'b.pdf');
    expect(two.status).toBe(413);
    expect(two.body).toEqual({ message: 'Too many files' });
    expect(await service().storedNames()).toEqual([]);
  });

  it('refuses a document over 20 MB with 413', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await uploadDocument('brochure', big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'File is too large' });
  });
});

import { fileNameFromUrl } from '@reedmere/contracts';
import { documentForm, imagesForm, onePagePdf, TINY_PDF, TINY_PNG } from './support/files';
import { asOwnerOf } from './support/stack';
import { useStackWithAdmin } from './support/use-stack';

describe('uploads and files', () => {
  const { stack, admin } = useStackWithAdmin();

  const upload = (path: string, body: FormData | string, headers: Record<string, string> = {}) =>
    admin().fetch(path, { method: 'POST', body, headers });

  let imageUrl: string;

  it.each(['/api/upload/property-images', '/api/upload/development-images', '/api/upload/images'])(
    '%s stores the images and answers {urls}',
    async (path) => {
      const response = await upload(path, imagesForm(2));
      expect(response.status).toBe(201);
      const { urls } = (await response.json()) as { urls: string[] };
      expect(urls).toHaveLength(2);
      for (const url of urls) expect(url).toMatch(/^\/api\/files\/img-[0-9a-f]{32}\.jpg$/);
      imageUrl = urls[0]!;
    },
  );

  it('GET /api/files/{name} streams the file with media headers and honours If-None-Match', async () => {
    const response = await fetch(`${stack().url}${imageUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const again = await fetch(`${stack().url}${imageUrl}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('serves static assets by their encoded name, and 404 for unknown names', async () => {
    const form = imagesForm(1);
    const stored = await fetch(
      `${stack().services.media.http.url}/images?name=static-assets/hero-home.jpg`,
      { method: 'POST', body: form, headers: asOwnerOf('media', 'POST', '/images') },
    );
    expect(stored.status).toBe(201);
    const response = await fetch(`${stack().url}/api/files/static-assets%2Fhero-home.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');

    const missing = await fetch(
      `${stack().url}/api/files/img-00000000000000000000000000000000.jpg`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'File not found' });
  });

  it('POST /api/admin/upload-document stores a PDF and answers {publicUrl, url}', async () => {
    const response = await upload('/api/admin/upload-document', documentForm('brochure', TINY_PDF));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { publicUrl: string; url: string };
    expect(body.url).toMatch(/^\/api\/files\/doc-[0-9a-f]{32}\.pdf$/);
    expect(typeof body.publicUrl).toBe('string');

    const file = await fetch(`${stack().url}${body.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // Downloaded, never rendered as a page of the site, and without script rights.
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="brochure.pdf"');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    expect(fileNameFromUrl(body.url)).toMatch(/^doc-/);
  });

  it.each([
    [
      'HTML behind the PDF magic',
      Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n'),
      'The file could not be read as a PDF (it may be damaged). Please upload a valid PDF file.',
    ],
    [
      'a PDF with /JavaScript',
      onePagePdf({
        catalog: '/Names << /JavaScript 6 0 R >>',
        objects: ['<< /Names [(x) 7 0 R] >>', '<< /S /JavaScript /JS (app.alert(1)) >>'],
      }),
      'PDFs with scripts or actions that start programs are not accepted (this one has /JavaScript). Please upload one without them, for example by printing it to a new PDF.',
    ],
  ])('refuses %s with 400 and its message', async (_what, bytes, message) => {
    const response = await upload('/api/admin/upload-document', documentForm('brochure', bytes));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('passes media type checks through: a non-PDF document is 400 with the spec message', async () => {
    const response = await upload(
      '/api/admin/upload-document',
      documentForm('floorplan', TINY_PNG, 'x.pdf'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Invalid File Type: Please upload a PDF file only',
    });
  });

  it('passes media type checks through: a text file as an image is 415', async () => {
    const response = await upload(
      '/api/upload/property-images',
      imagesForm(1, Buffer.from('just some text, not a picture'), 'notes.png'),
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /Unsupported image type/,
    );
  });

  it('refuses a wrong document type, a missing file and a non-multipart body', async () => {
    const noType = new FormData();
    noType.append('document', new Blob([new Uint8Array(TINY_PDF)]), 'b.pdf');
    const a = await upload('/api/admin/upload-document', noType);
    expect(a.status).toBe(400);
    expect(await a.json()).toMatchObject({
      errors: [{ field: 'type', message: 'Document type is required' }],
    });

    const noFile = await upload('/api/upload/property-images', new FormData());
    expect(noFile.status).toBe(400);

    const json = await upload('/api/upload/property-images', '{}', {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ message: 'Uploads must be sent as multipart/form-data' });
  });

  it('answers 413 for an image over 15 MB and for more than 20 images', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 1);
    const tooBig = await upload('/api/upload/property-images', imagesForm(1, big));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: 'File is too large' });

    const tooMany = await upload('/api/upload/property-images', imagesForm(21));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({ message: 'Too many files' });
  });

  it('needs an admin: 401 without the session, and nothing is stored', async () => {
    const response = await fetch(`${stack().adminUrl}/api/upload/property-images`, {
      method: 'POST',
      body: imagesForm(1),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});

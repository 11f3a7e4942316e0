import http from 'node:http';
import request from 'supertest';
import { fileNameFromUrl, imageVariantName } from '@reedmere/contracts';
import { useTestService, validationFailure } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';
import { pdf, png } from './support/images';

const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });

async function uploadImage(width = 100, height = 80): Promise<string> {
  const res = await request(service().url)
    .post('/images')
    .attach('images', await png(width, height), 'a.png');
  expect(res.status).toBe(201);
  return fileNameFromUrl(res.body.urls[0])!;
}

async function uploadDocument(text: string): Promise<string> {
  const res = await request(service().url)
    .post('/documents')
    .field('type', 'brochure')
    .attach('document', pdf(text), 'a.pdf');
  expect(res.status).toBe(201);
  return fileNameFromUrl(res.body.url)!;
}

/** Raw HTTP, so the path reaches the server exactly as written (no client normalising). */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${service().url}${path}`, { headers });

describe('GET /files/:name', () => {
  it('streams an image with its type, length, ETag and a year of immutable caching', async () => {
    const name = await uploadImage();
    const res = await get(`/files/${name}`);
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toBe(`"${name}"`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('answers 304 to a matching If-None-Match, 200 to another', async () => {
    const name = await uploadImage();
    const etag = `"${name}"`;
    const same = await get(`/files/${name}`, { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(etag);
    expect((await same.arrayBuffer()).byteLength).toBe(0);
    const weakInList = await get(`/files/${name}`, { 'if-none-match': `"x", W/${etag}` });
    expect(weakInList.status).toBe(304);
    const other = await get(`/files/${name}`, { 'if-none-match': '"img-other"' });
    expect(other.status).toBe(200);
  });

  it('serves the variants', async () => {
    const name = await uploadImage(900, 600);
    for (const width of [400, 800]) {
      const res = await get(`/files/${imageVariantName(name, width)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe(`"${imageVariantName(name, width)}"`);
    }
  });

  it('serves a static asset by its encoded or plain path, cached for an hour, ETag from its bytes', async () => {
    const up = await request(service().url)
      .post('/images?name=static-assets/logo.jpg')
      .attach('images', await png(60, 30), 'logo.png');
    expect(up.status).toBe(201);
    const encoded = await get('/files/static-assets%2Flogo.jpg');
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = encoded.headers.get('etag')!;
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const plain = await get('/files/static-assets/logo.jpg');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('etag')).toBe(etag);
    expect((await get('/files/static-assets/logo.jpg', { 'if-none-match': etag })).status).toBe(
      304,
    );

    // Replaced: a new ETag, so caches that revalidate get the new bytes.
    await request(service().url)
      .post('/images?name=static-assets/logo.jpg')
      .attach('images', await png(61, 30), 'logo.png');
    const after = await get('/files/static-assets/logo.jpg', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it.each([
    '/files/img-0123456789abcdef0123456789abcdef.jpg',
    '/files/doc-0123456789abcdef0123456789abcdef.pdf',
    '/files/static-assets%2Fmissing.jpg',
    '/files/passwords.txt',
    '/files/IMG-0123456789ABCDEF0123456789ABCDEF.jpg',
    '/files/..%2F..%2Fetc%2Fpasswd',
    '/files/static-assets%2F..%2Fx',
    '/files/static-assets/%2e%2e/x',
    '/files/static-assets%252Flogo.jpg',
    '/files/%E0%A4%A',
    '/files/fs.files',
  ])('%s is 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['/files/static-assets/../x', '/files/static-assets/../../etc/passwd', '/files/./x'])(
    '%s is 404 when sent exactly so',
    async (path) => {
      // fetch and supertest would remove the dots, so the request line is written by hand.
      const { port } = new URL(service().url);
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(404);
    },
  );
});

describe('GET /files?uploadedBefore=', () => {
  it('lists main images and documents uploaded before the date, not variants or static assets', async () => {
    const image = await uploadImage();
    const doc = await uploadDocument('one');
    await request(service().url)
      .post('/images?name=static-assets/hero.jpg')
      .attach('images', await png(20, 20), 'h.png');
    const cutoff = new Date(Date.now() + 1000).toISOString();

    const res = await request(service().url).get(`/files?uploadedBefore=${cutoff}`);
    expect(res.status).toBe(200);
    expect(res.body.files.map((f: { name: string }) => f.name).sort()).toEqual([image, doc].sort());
    for (const file of res.body.files) {
      expect(new Date(file.uploadDate).toISOString()).toBe(file.uploadDate);
    }

    const earlier = await request(service().url).get('/files?uploadedBefore=2000-01-01T00:00:00Z');
    expect(earlier.body).toEqual({ files: [] });
  });

  it('400 for a date that is not ISO', async () => {
    const res = await request(service().url).get('/files?uploadedBefore=yesterday');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      validationFailure([
        { field: 'uploadedBefore', message: 'uploadedBefore must be an ISO date' },
      ]),
    );
  });
});

describe('DELETE /files/:name', () => {
  it('removes an image and its variants; then 404', async () => {
    const keep = await uploadImage(50, 50);
    const name = await uploadImage(900, 600);
    const res = await request(service().url).delete(`/files/${name}`);
    expect(res.status).toBe(204);
    expect(await service().storedNames()).toEqual(
      [keep, imageVariantName(keep, 400), imageVariantName(keep, 800)].sort(),
    );
    expect((await get(`/files/${imageVariantName(name, 400)}`)).status).toBe(404);
    expect((await request(service().url).delete(`/files/${name}`)).status).toBe(404);
  });

  it('refuses to delete a variant on its own', async () => {
    const name = await uploadImage();
    const res = await request(service().url).delete(`/files/${imageVariantName(name, 400)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Delete the main image: its variants are removed with it',
    });
    expect(await service().storedNames()).toHaveLength(3);
  });

  it('removes a document and a static asset', async () => {
    const doc = await uploadDocument('two');
    expect((await request(service().url).delete(`/files/${doc}`)).status).toBe(204);
    await request(service().url)
      .post('/images?name=static-assets/hero.jpg')
      .attach('images', await png(20, 20), 'h.png');
    expect((await request(service().url).delete('/files/static-assets%2Fhero.jpg')).status).toBe(
      204,
    );
    expect(await service().storedNames()).toEqual([]);
  });

  it.each(['/files/img-0123456789abcdef0123456789abcdef.jpg', '/files/..%2Fx', '/files/nope'])(
    '%s is 404',
    async (path) => {
      const res = await request(service().url).delete(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'File not found' });
    },
  );
});

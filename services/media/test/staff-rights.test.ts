import request from 'supertest';
import { fileNameFromUrl } from '@reedmere/contracts';
import { STAFF_ONLY_MESSAGE, type ActingStaff } from '@reedmere/service-kit';
import { TEST_STAFF, testStaffKeys, useTestService } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';
import { pdf, png } from './support/images';

// Uploads are staff routes, checked by media itself from the assertion the BFF signs for the
// acting person; downloads and the BFF's sweep of unreferenced files stay open.

const staff = testStaffKeys('media');
const service = useTestService(() => startTestService({ staffKey: staff.staffKey }), {
  beforeEach: (s) => s.reset(),
});

const REFUSED_UNSIGNED = { message: STAFF_ONLY_MESSAGE, refused: 'staff-rights' };
const NO_DIVISION: ActingStaff = { id: 'editor-0', role: 'editor', divisions: [] };
const ANY_CONTENT =
  'Only an editor for residential sales and lettings, commercial sales, commercial lettings, ' +
  'developments and news and SEO, a manager or the owner can change this.';
const LISTINGS =
  'Only an editor for residential sales and lettings, commercial sales and commercial ' +
  'lettings, a manager or the owner can change this.';

/** An upload as the BFF sends it: for `person` (signed for this call), or for no one. */
async function upload(path: '/images' | '/documents', person: ActingStaff | null) {
  let test = request(service().url).post(path);
  if (person) test = test.set(staff.actingAs(person, 'POST', path));
  return path === '/images'
    ? test.attach('images', await png(60, 40), 'a.png')
    : test.field('type', 'brochure').attach('document', pdf(), 'brochure.pdf');
}

interface UploadCase {
  path: '/images' | '/documents';
  allowed: ActingStaff[];
  refused: [ActingStaff, string][];
}

const CASES: UploadCase[] = [
  {
    // Media cannot tell a listing's picture from an article's: any division's editor may.
    path: '/images',
    allowed: [
      TEST_STAFF.owner,
      TEST_STAFF.manager,
      TEST_STAFF.residentialEditor,
      TEST_STAFF.commercialEditor,
      TEST_STAFF.newsEditor,
      TEST_STAFF.developmentsEditor,
    ],
    refused: [
      [TEST_STAFF.viewer, `${ANY_CONTENT} You are a viewer.`],
      [NO_DIVISION, `${ANY_CONTENT} You are an editor of no division.`],
    ],
  },
  {
    // Brochures and floor plans belong to listings.
    path: '/documents',
    allowed: [
      TEST_STAFF.owner,
      TEST_STAFF.manager,
      TEST_STAFF.residentialEditor,
      TEST_STAFF.commercialEditor,
    ],
    refused: [
      [TEST_STAFF.newsEditor, `${LISTINGS} You are an editor for news and SEO.`],
      [TEST_STAFF.developmentsEditor, `${LISTINGS} You are an editor for developments.`],
      [TEST_STAFF.viewer, `${LISTINGS} You are a viewer.`],
    ],
  },
];

describe.each(CASES)('POST $path', ({ path, allowed, refused }) => {
  it('stores the upload of a person whose rights cover it', async () => {
    for (const person of allowed) {
      await service().reset();
      const res = await upload(path, person);
      expect(res.status).toBe(201);
      const url = path === '/images' ? res.body.urls[0] : res.body.url;
      expect(await service().storedNames()).toContain(fileNameFromUrl(url));
    }
  });

  it('refuses, naming what is missing, a person whose rights do not, storing nothing', async () => {
    const processed = service().processedCount();
    for (const [person, message] of refused) {
      const res = await upload(path, person);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { message, refused: 'staff-rights' },
      });
    }
    expect(await service().storedNames()).toEqual([]);
    expect(service().processedCount()).toBe(processed);
  });

  it('refuses an upload for no one, or signed for another call, storing nothing', async () => {
    const unsigned = await upload(path, null);
    expect({ status: unsigned.status, body: unsigned.body }).toEqual({
      status: 403,
      body: REFUSED_UNSIGNED,
    });
    const other = path === '/images' ? '/documents' : '/images';
    const misdirected = await request(service().url)
      .post(path)
      .set(staff.actingAs(TEST_STAFF.owner, 'POST', other))
      .attach(path === '/images' ? 'images' : 'document', pdf(), 'a.pdf');
    expect(misdirected.status).toBe(403);
    expect(await service().storedNames()).toEqual([]);
  });
});

it('refuses a static asset stored under a fixed name for no one', async () => {
  const res = await request(service().url)
    .post('/images')
    .query({ name: 'static-assets/hero.jpg' })
    .attach('images', await png(60, 40), 'hero.png');
  expect(res.status).toBe(403);
  expect(await service().storedNames()).toEqual([]);
});

it('serves, lists and deletes files with no person: downloads and the sweep stay open', async () => {
  const uploaded = await upload('/images', TEST_STAFF.newsEditor);
  const name = fileNameFromUrl(uploaded.body.urls[0])!;
  const http = request(service().url);
  await http.get(`/files/${name}`).expect(200);
  await http.head(`/files/${name}`).expect(200);
  const later = new Date(Date.now() + 60_000).toISOString();
  const listed = await http.get('/files').query({ uploadedBefore: later }).expect(200);
  expect(listed.body.files.map((file: { name: string }) => file.name)).toEqual([name]);
  await http.delete(`/files/${name}`).expect(204);
  expect(await service().storedNames()).toEqual([]);
});

import {
  createProperty,
  MISSING_ID,
  startTestService,
  type TestService,
} from './support/test-service';

let h: TestService;

beforeAll(async () => {
  h = await startTestService();
});
afterAll(async () => {
  await h.stop();
});
beforeEach(async () => {
  await h.reset();
});

const count = () => h.connection.collection('properties').countDocuments();

describe('GET /properties/under-offer', () => {
  it('answers visible properties under offer, newest first', async () => {
    await createProperty(h, { title: 'Old offer', isUnderOffer: true });
    await createProperty(h, { title: 'Available' });
    await createProperty(h, { title: 'Hidden offer', isUnderOffer: true, isHidden: true });
    await createProperty(h, { title: 'New offer', isUnderOffer: true });
    const res = await h.http().get('/properties/under-offer');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['New offer', 'Old offer']);
  });

  it('takes an optional limit', async () => {
    for (let i = 0; i < 3; i++) await createProperty(h, { title: `O${i}`, isUnderOffer: true });
    const res = await h.http().get('/properties/under-offer?limit=2');
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['O2', 'O1']);
    expect((await h.http().get('/properties/under-offer?limit=51')).status).toBe(400);
    expect((await h.http().get('/properties/under-offer?includeHidden=true')).status).toBe(400);
  });

  it('answers an empty list when none is under offer', async () => {
    const res = await h.http().get('/properties/under-offer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('POST /properties/:id/copy', () => {
  it('answers 201 with a hidden copy that is not under offer and shares the files', async () => {
    const original = await createProperty(h, {
      title: 'Mill house',
      isUnderOffer: true,
      brochureUrl: '/api/files/doc-a.pdf',
      floorPlanUrl: '/api/files/doc-b.pdf',
      tenure: 'freehold',
    });
    const res = await h.http().post(`/properties/${original.id}/copy`);
    expect(res.status).toBe(201);
    const { id, createdAt, updatedAt, ...copy } = res.body;
    void createdAt;
    void updatedAt;
    expect(id).not.toBe(original.id);
    const { id: _o, createdAt: _c, updatedAt: _u, ...source } = original;
    expect(copy).toEqual({
      ...source,
      title: 'Mill house (Copy)',
      isHidden: true,
      isUnderOffer: false,
      // A new listing, not yet shown: no listing date and no history of its own.
      listedAt: null,
      priceHistory: [],
    });
    expect(copy.images).toEqual(original.images);
    // Hidden: not public, but the admin can open it.
    expect((await h.http().get(`/properties/${id}`)).status).toBe(404);
    expect((await h.http().get(`/properties/${id}?includeHidden=true`)).status).toBe(200);
  });

  it('makes a copy independent of the original', async () => {
    const original = await createProperty(h, { title: 'Barn' });
    const copy = (await h.http().post(`/properties/${original.id}/copy`)).body;
    await h
      .http()
      .delete(`/properties/${copy.id}/images`)
      .send({ imageUrl: '/api/files/img-aaaa.jpg' });
    await h.http().patch(`/properties/${copy.id}/toggle-under-offer`);
    const kept = await h.http().get(`/properties/${original.id}`);
    expect(kept.body).toEqual(original);
    await h.http().delete(`/properties/${original.id}`);
    const survivor = await h.http().get(`/properties/${copy.id}?includeHidden=true`);
    expect(survivor.status).toBe(200);
    expect(survivor.body.images).toEqual(['https://cdn.example.com/photo.jpg']);
  });

  it('copies a hidden property and keeps a long title within 200 characters', async () => {
    const title = 'T'.repeat(200);
    const original = await createProperty(h, { title, isHidden: true });
    const res = await h.http().post(`/properties/${original.id}/copy`);
    expect(res.status).toBe(201);
    expect(res.body.title).toHaveLength(200);
    expect(res.body.title.endsWith(' (Copy)')).toBe(true);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await h.http().post(`/properties/${MISSING_ID}/copy`)).status).toBe(404);
    expect((await h.http().post('/properties/x/copy')).status).toBe(404);
    expect(await count()).toBe(0);
  });
});

describe.each([
  ['toggle-hidden', 'isHidden'],
  ['toggle-under-offer', 'isUnderOffer'],
])('PATCH /properties/:id/%s', (action, field) => {
  it(`flips ${field} and answers 200 with the property`, async () => {
    const created = await createProperty(h);
    const first = await h.http().patch(`/properties/${created.id}/${action}`);
    expect(first.status).toBe(200);
    expect(first.body[field]).toBe(true);
    expect(first.body.id).toBe(created.id);
    const second = await h.http().patch(`/properties/${created.id}/${action}`);
    expect(second.body[field]).toBe(false);
  });

  it('flips once per call when calls overlap', async () => {
    const created = await createProperty(h);
    await Promise.all([1, 2, 3].map(() => h.http().patch(`/properties/${created.id}/${action}`)));
    const stored = await h.http().get(`/properties/${created.id}?includeHidden=true`);
    expect(stored.body[field]).toBe(true);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await h.http().patch(`/properties/${MISSING_ID}/${action}`)).status).toBe(404);
    expect((await h.http().patch(`/properties/bad/${action}`)).status).toBe(404);
  });
});

describe('hide and show', () => {
  it('takes a property out of the lists and back', async () => {
    const created = await createProperty(h, { isUnderOffer: true });
    await h.http().patch(`/properties/${created.id}/toggle-hidden`);
    expect((await h.http().get('/properties')).body).toEqual([]);
    expect((await h.http().get('/properties/under-offer')).body).toEqual([]);
    await h.http().patch(`/properties/${created.id}/toggle-hidden`);
    expect((await h.http().get('/properties')).body).toHaveLength(1);
  });
});

describe('DELETE /properties/:id/images', () => {
  it('removes one image and answers 200 with the property', async () => {
    const created = await createProperty(h, {
      images: ['/api/files/img-1.jpg', '/api/files/img-2.jpg', '/api/files/img-3.jpg'],
    });
    const res = await h
      .http()
      .delete(`/properties/${created.id}/images`)
      .send({ imageUrl: '/api/files/img-2.jpg' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created.id);
    expect(res.body.images).toEqual(['/api/files/img-1.jpg', '/api/files/img-3.jpg']);
  });

  it('answers 200 unchanged when the image is not there', async () => {
    const created = await createProperty(h);
    const res = await h
      .http()
      .delete(`/properties/${created.id}/images`)
      .send({ imageUrl: '/api/files/other.jpg' });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual(created.images);
  });

  it('answers 400 without an imageUrl', async () => {
    const created = await createProperty(h);
    for (const body of [{}, { imageUrl: '' }, { imageUrl: 5 }, { imageUrl: { $ne: null } }]) {
      const res = await h.http().delete(`/properties/${created.id}/images`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation failed');
      expect(res.body.errors[0].field).toBe('imageUrl');
    }
    const res = await h.http().delete(`/properties/${created.id}/images`).send({});
    expect(res.body.errors).toEqual([{ field: 'imageUrl', message: 'imageUrl is required' }]);
    expect((await h.http().get(`/properties/${created.id}`)).body.images).toEqual(created.images);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const body = { imageUrl: '/api/files/img-1.jpg' };
    expect((await h.http().delete(`/properties/${MISSING_ID}/images`).send(body)).status).toBe(404);
    expect((await h.http().delete('/properties/1/images').send(body)).status).toBe(404);
  });
});

describe('GET /file-references', () => {
  it('answers the stored file names of images (with variants), brochures and floor plans', async () => {
    await createProperty(h, {
      images: [
        '/api/files/img-abc.jpg',
        'https://cdn.example.com/x.jpg',
        '/api/files/static-assets%2Fhero.jpg',
      ],
      brochureUrl: '/api/files/doc-1.pdf',
      floorPlanUrl: 'https://plans.example.com/p.pdf',
    });
    await createProperty(h, {
      images: ['/api/files/img-abc.jpg?v=2'],
      floorPlanUrl: '/api/files/doc-2.pdf',
      isHidden: true,
    });
    const res = await h.http().get('/file-references');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      files: [
        'doc-1.pdf',
        'doc-2.pdf',
        'img-abc-w400.jpg',
        'img-abc-w800.jpg',
        'img-abc.jpg',
        'static-assets/hero-w400.jpg',
        'static-assets/hero-w800.jpg',
        'static-assets/hero.jpg',
      ],
    });
  });

  it('answers an empty list with no properties', async () => {
    expect((await h.http().get('/file-references')).body).toEqual({ files: [] });
  });
});

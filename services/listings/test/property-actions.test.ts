import { useTestService, withWidthVariants } from '@reedmere/service-kit/testing';
import { createProperty, MISSING_ID, startTestService } from './support/test-service';

const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });
const api = () => service().http();

const count = () => service().connection.collection('properties').countDocuments();

describe('GET /properties/under-offer', () => {
  it('answers visible properties under offer, newest first', async () => {
    await createProperty(service(), { title: 'Old offer', isUnderOffer: true });
    await createProperty(service(), { title: 'Available' });
    await createProperty(service(), { title: 'Hidden offer', isUnderOffer: true, isHidden: true });
    await createProperty(service(), { title: 'New offer', isUnderOffer: true });
    const res = await api().get('/properties/under-offer');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['New offer', 'Old offer']);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('takes an optional limit and page', async () => {
    for (let i = 0; i < 3; i++)
      await createProperty(service(), { title: `O${i}`, isUnderOffer: true });
    const res = await api().get('/properties/under-offer?limit=2');
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['O2', 'O1']);
    expect(res.headers['x-total-count']).toBe('3');
    const next = await api().get('/properties/under-offer?limit=2&page=2');
    expect(next.body.map((p: { title: string }) => p.title)).toEqual(['O0']);
    expect((await api().get('/properties/under-offer?limit=51')).status).toBe(400);
    expect((await api().get('/properties/under-offer?includeHidden=true')).status).toBe(400);
  });

  it('answers an empty list when none is under offer', async () => {
    const res = await api().get('/properties/under-offer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('POST /properties/:id/copy', () => {
  it('answers 201 with a hidden copy that is not under offer and shares the files', async () => {
    const original = await createProperty(service(), {
      title: 'Mill house',
      isUnderOffer: true,
      brochureUrl: '/api/files/doc-a.pdf',
      floorPlanUrl: '/api/files/doc-b.pdf',
      tenure: 'freehold',
    });
    const res = await api().post(`/properties/${original.id}/copy`);
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
    expect((await api().get(`/properties/${id}`)).status).toBe(404);
    expect((await api().get(`/properties/${id}?includeHidden=true`)).status).toBe(200);
  });

  it('makes a copy independent of the original', async () => {
    const original = await createProperty(service(), { title: 'Barn' });
    const copy = (await api().post(`/properties/${original.id}/copy`)).body;
    await api()
      .delete(`/properties/${copy.id}/images`)
      .send({ imageUrl: '/api/files/img-aaaa.jpg' });
    await api().patch(`/properties/${copy.id}/toggle-under-offer`);
    const kept = await api().get(`/properties/${original.id}`);
    expect(kept.body).toEqual(original);
    await api().delete(`/properties/${original.id}`);
    const survivor = await api().get(`/properties/${copy.id}?includeHidden=true`);
    expect(survivor.status).toBe(200);
    expect(survivor.body.images).toEqual(['https://cdn.example.com/photo.jpg']);
  });

  it('copies a hidden property and keeps a long title within 200 characters', async () => {
    const title = 'T'.repeat(200);
    const original = await createProperty(service(), { title, isHidden: true });
    const res = await api().post(`/properties/${original.id}/copy`);
    expect(res.status).toBe(201);
    expect(res.body.title).toHaveLength(200);
    expect(res.body.title.endsWith(' (Copy)')).toBe(true);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await api().post(`/properties/${MISSING_ID}/copy`)).status).toBe(404);
    expect((await api().post('/properties/x/copy')).status).toBe(404);
    expect(await count()).toBe(0);
  });
});

describe.each([
  ['toggle-hidden', 'isHidden'],
  ['toggle-under-offer', 'isUnderOffer'],
])('PATCH /properties/:id/%s', (action, field) => {
  it(`flips ${field} and answers 200 with the property`, async () => {
    const created = await createProperty(service());
    const first = await api().patch(`/properties/${created.id}/${action}`);
    expect(first.status).toBe(200);
    expect(first.body[field]).toBe(true);
    expect(first.body.id).toBe(created.id);
    const second = await api().patch(`/properties/${created.id}/${action}`);
    expect(second.body[field]).toBe(false);
  });

  it('flips once per call when calls overlap', async () => {
    const created = await createProperty(service());
    await Promise.all([1, 2, 3].map(() => api().patch(`/properties/${created.id}/${action}`)));
    const stored = await api().get(`/properties/${created.id}?includeHidden=true`);
    expect(stored.body[field]).toBe(true);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await api().patch(`/properties/${MISSING_ID}/${action}`)).status).toBe(404);
    expect((await api().patch(`/properties/bad/${action}`)).status).toBe(404);
  });
});

describe('hide and show', () => {
  it('takes a property out of the lists and back', async () => {
    const created = await createProperty(service(), { isUnderOffer: true });
    await api().patch(`/properties/${created.id}/toggle-hidden`);
    expect((await api().get('/properties')).body).toEqual([]);
    expect((await api().get('/properties/under-offer')).body).toEqual([]);
    await api().patch(`/properties/${created.id}/toggle-hidden`);
    expect((await api().get('/properties')).body).toHaveLength(1);
  });
});

describe('DELETE /properties/:id/images', () => {
  it('removes one image and answers 200 with the property', async () => {
    const created = await createProperty(service(), {
      images: ['/api/files/img-1.jpg', '/api/files/img-2.jpg', '/api/files/img-3.jpg'],
    });
    const res = await api()
      .delete(`/properties/${created.id}/images`)
      .send({ imageUrl: '/api/files/img-2.jpg' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created.id);
    expect(res.body.images).toEqual(['/api/files/img-1.jpg', '/api/files/img-3.jpg']);
  });

  it('answers 200 unchanged when the image is not there', async () => {
    const created = await createProperty(service());
    const res = await api()
      .delete(`/properties/${created.id}/images`)
      .send({ imageUrl: '/api/files/other.jpg' });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual(created.images);
  });

  it('answers 400 without an imageUrl', async () => {
    const created = await createProperty(service());
    for (const body of [{}, { imageUrl: '' }, { imageUrl: 5 }, { imageUrl: { $ne: null } }]) {
      const res = await api().delete(`/properties/${created.id}/images`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation failed');
      expect(res.body.errors[0].field).toBe('imageUrl');
    }
    const res = await api().delete(`/properties/${created.id}/images`).send({});
    expect(res.body.errors).toEqual([{ field: 'imageUrl', message: 'imageUrl is required' }]);
    expect((await api().get(`/properties/${created.id}`)).body.images).toEqual(created.images);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const body = { imageUrl: '/api/files/img-1.jpg' };
    expect((await api().delete(`/properties/${MISSING_ID}/images`).send(body)).status).toBe(404);
    expect((await api().delete('/properties/1/images').send(body)).status).toBe(404);
  });
});

describe('GET /file-references', () => {
  it('answers the stored file names of images (with variants), brochures and floor plans', async () => {
    await createProperty(service(), {
      images: [
        '/api/files/img-abc.jpg',
        'https://cdn.example.com/x.jpg',
        '/api/files/static-assets%2Fhero.jpg',
      ],
      brochureUrl: '/api/files/doc-1.pdf',
      floorPlanUrl: 'https://plans.example.com/p.pdf',
    });
    await createProperty(service(), {
      images: ['/api/files/img-abc.jpg?v=2'],
      floorPlanUrl: '/api/files/doc-2.pdf',
      isHidden: true,
    });
    const res = await api().get('/file-references');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      files: [
        'doc-1.pdf',
        'doc-2.pdf',
        ...['img-abc.jpg', 'static-assets/hero.jpg'].flatMap(withWidthVariants),
      ].sort(),
    });
  });
});

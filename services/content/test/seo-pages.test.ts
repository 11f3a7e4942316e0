import { SEO_PAGE_DEFAULTS } from '@reedmere/contracts/testing';
import request from 'supertest';
import { newRecordAnswer, useTestService } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';
import { expectValidationFailure } from './support/validation';

const page = {
  pagePath: '/residential',
  pageTitle: 'Residential property in Norfolk',
  metaDescription: 'Homes for sale across Norfolk.',
  metaKeywords: 'houses, norfolk',
  ogTitle: 'Residential',
  ogDescription: 'Homes for sale',
  ogImage: '/api/files/static-assets%2Fhero-residential.jpg',
  isActive: true,
};

describe('SEO pages', () => {
  const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });

  const api = () => request(service().url);

  it('creates a page with every field, the path normalized, and answers it as the contract names it', async () => {
    const res = await api()
      .post('/seo-pages')
      .send({ ...page, pagePath: '/Residential/' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(newRecordAnswer(page));
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    expect(res.body).not.toHaveProperty('_id');
    expect(res.body).not.toHaveProperty('__v');
  });

  it('fills the optional fields with their defaults', async () => {
    const res = await api().post('/seo-pages').send({ pagePath: '/', pageTitle: 'Home' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      pagePath: '/',
      pageTitle: 'Home',
      ...SEO_PAGE_DEFAULTS,
    });
  });

  it('requires the page path and the page title, with the messages of the spec', async () => {
    const bothRequired = [
      { field: 'pagePath', message: 'Page path is required' },
      { field: 'pageTitle', message: 'Page title is required' },
    ];
    expectValidationFailure(await api().post('/seo-pages').send({}), bothRequired);
    const blank = await api().post('/seo-pages').send({ pagePath: '  ', pageTitle: '' });
    expect(blank.body.errors).toEqual(bothRequired);
    expect((await api().get('/seo-pages')).body).toEqual([]);
  });

  it('refuses a malformed path, a bad image link, a non-boolean flag and unknown fields', async () => {
    const res = await api()
      .post('/seo-pages')
      .send({
        ...page,
        pagePath: 'residential?x=<script>',
        ogImage: 'javascript:alert(1)',
        isActive: 'sometimes',
        owner: 'me',
      });
    expect(res.status).toBe(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['pagePath', 'ogImage', 'isActive', 'owner']));
    expect(res.body.errors).toContainEqual({
      field: 'pagePath',
      message: 'Page path must start with / and contain only letters, digits, - and /',
    });
    expect((await api().get('/seo-pages')).body).toEqual([]);
  });

  it('answers 409 for a second page with the same path once normalized', async () => {
    expect((await api().post('/seo-pages').send(page)).status).toBe(201);
    const res = await api()
      .post('/seo-pages')
      .send({ ...page, pagePath: '/Residential/' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An SEO page for this path already exists' });
    expect((await api().get('/seo-pages')).body).toHaveLength(1);
  });

  it('lists every record, active or not, sorted by path', async () => {
    for (const pagePath of ['/contact', '/', '/residential', '/commercial-sales']) {
      await api()
        .post('/seo-pages')
        .send({ pagePath, pageTitle: pagePath, isActive: pagePath !== '/contact' });
    }
    const res = await api().get('/seo-pages');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { pagePath: string }) => p.pagePath)).toEqual([
      '/',
      '/commercial-sales',
      '/contact',
      '/residential',
    ]);
  });

  describe('by path', () => {
    it('answers the active record for a path, whatever its case or trailing slash', async () => {
      const created = (await api().post('/seo-pages').send(page)).body;
      const res = await api().get('/seo-pages/by-path').query({ path: '/Residential/' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(created);
      const root = await api().post('/seo-pages').send({ pagePath: '/', pageTitle: 'Home' });
      expect((await api().get('/seo-pages/by-path?path=/')).body.id).toBe(root.body.id);
    });

    it('does not serve an inactive record', async () => {
      await api()
        .post('/seo-pages')
        .send({ ...page, isActive: false });
      const res = await api().get('/seo-pages/by-path?path=/residential');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'SEO page not found' });
    });

    it('answers 404 for a path with no record', async () => {
      expect((await api().get('/seo-pages/by-path?path=/nowhere')).status).toBe(404);
    });

    it('answers 400 without a path, or with more than one', async () => {
      expectValidationFailure(await api().get('/seo-pages/by-path'), [
        { field: 'path', message: 'Page path is required' },
      ]);
      expect((await api().get('/seo-pages/by-path?path=')).status).toBe(400);
      const twice = await api().get('/seo-pages/by-path?path=/a&path=/b');
      expect(twice.status).toBe(400);
      expect(twice.body.errors).toEqual([
        { field: 'path', message: 'Page path must be a single text value' },
      ]);
    });
  });

  describe('update', () => {
    it('replaces the record and normalizes the path', async () => {
      const created = (await api().post('/seo-pages').send(page)).body;
      const res = await api()
        .put(`/seo-pages/${created.id}`)
        .send({ pagePath: '/Developments/', pageTitle: 'Developments', isActive: false });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: created.id,
        pagePath: '/developments',
        pageTitle: 'Developments',
        metaDescription: '',
        ogImage: null,
        isActive: false,
        createdAt: created.createdAt,
      });
      const list = (await api().get('/seo-pages')).body;
      expect(list).toEqual([res.body]);
    });

    it('validates the body and changes nothing when it is wrong', async () => {
      const created = (await api().post('/seo-pages').send(page)).body;
      const res = await api().put(`/seo-pages/${created.id}`).send({ pageTitle: '' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'pagePath', message: 'Page path is required' },
        { field: 'pageTitle', message: 'Page title is required' },
      ]);
      expect((await api().get('/seo-pages')).body).toEqual([created]);
    });

    it('answers 409 when moving a record onto a path another one has', async () => {
      await api().post('/seo-pages').send(page);
      const other = (await api().post('/seo-pages').send({ pagePath: '/contact', pageTitle: 'C' }))
        .body;
      const res = await api()
        .put(`/seo-pages/${other.id}`)
        .send({ ...page, pagePath: '/RESIDENTIAL' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'An SEO page for this path already exists' });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await api().put('/seo-pages/0123456789abcdef01234567').send(page);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'SEO page not found' });
      expect((await api().put('/seo-pages/not-an-id').send(page)).status).toBe(404);
    });
  });

  describe('by id', () => {
    it('answers a record, active or not', async () => {
      const created = (
        await api()
          .post('/seo-pages')
          .send({ ...page, isActive: false })
      ).body;
      const res = await api().get(`/seo-pages/${created.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(created);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await api().get('/seo-pages/0123456789abcdef01234567');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'SEO page not found' });
      expect((await api().get('/seo-pages/not-an-id')).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('deletes a record with 204', async () => {
      const created = (await api().post('/seo-pages').send(page)).body;
      const res = await api().delete(`/seo-pages/${created.id}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await api().get('/seo-pages')).body).toEqual([]);
      expect((await api().delete(`/seo-pages/${created.id}`)).status).toBe(404);
    });

    it('answers 404 for a malformed id', async () => {
      expect((await api().delete('/seo-pages/xyz')).status).toBe(404);
    });
  });

  it('lists the stored file names behind /api/files/ Open Graph images', async () => {
    await api().post('/seo-pages').send(page);
    await api().post('/seo-pages').send({
      pagePath: '/contact',
      pageTitle: 'Contact',
      ogImage: '/api/files/img-0123456789abcdef0123456789abcdef.jpg',
    });
    await api().post('/seo-pages').send({
      pagePath: '/news',
      pageTitle: 'News',
      ogImage: 'https://cdn.example.com/news.jpg',
    });
    await api().post('/seo-pages').send({ pagePath: '/epc', pageTitle: 'EPC' });
    const res = await api().get('/file-references');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      files: ['img-0123456789abcdef0123456789abcdef.jpg', 'static-assets/hero-residential.jpg'],
    });
  });
});

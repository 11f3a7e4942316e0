import { useTestService } from '@reedmere/service-kit/testing';
import { createProperty, MISSING_ID, propertyBody, startTestService } from './support/test-service';

const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });
const api = () => service().http();

const count = () => service().connection.collection('properties').countDocuments();

describe('POST /properties', () => {
  it('creates a property with every field and answers 201', async () => {
    const body = propertyBody({
      propertyType: 'Flat',
      dwellingType: 'Flat',
      priceType: 'rent',
      priceQualifier: 'poa',
      virtualTourUrl: 'https://tour.example.com/1',
      rightmoveUrl: 'https://www.rightmove.co.uk/properties/1',
      brochureUrl: '/api/files/doc-1.pdf',
      floorPlanUrl: '/api/files/doc-2.pdf',
      councilTaxBand: 'C',
      tenure: 'leasehold',
      leaseYearsRemaining: 95,
      groundRent: 250,
      serviceCharge: 1200,
      deposit: 1100,
      epcCurrent: 'D',
      epcPotential: 'B',
      pricePerSqFt: 12.5,
      investmentYield: 5.5,
      isUnderOffer: true,
    });
    const res = await api().post('/properties').send(body);
    expect(res.status).toBe(201);
    const { id, createdAt, updatedAt, listedAt, ...rest } = res.body;
    expect(id).toMatch(/^[a-f\d]{24}$/);
    expect(Date.parse(createdAt)).not.toBeNaN();
    expect(Date.parse(updatedAt)).not.toBeNaN();
    expect(Date.parse(listedAt)).not.toBeNaN();
    expect(rest).toEqual({
      ...body,
      subType: null,
      status: 'available',
      isHidden: false,
      priceHistory: [],
    });
    const detail = await api().get(`/properties/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(res.body);
  });

  it('fills the defaults the schema names', async () => {
    const res = await api()
      .post('/properties')
      .send({ title: 'Plot', address: '1 Field', location: 'Holt' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      description: '',
      price: null,
      priceType: 'sale',
      priceQualifier: null,
      propertyType: 'residential',
      features: [],
      images: [],
      status: 'available',
      isHidden: false,
      isUnderOffer: false,
      councilTaxBand: null,
      tenure: null,
    });
  });

  it('sends the admin form\'s "none" qualifier and empty strings as null', async () => {
    const res = await api()
      .post('/properties')
      .send(
        propertyBody({ priceQualifier: 'none' as never, brochureUrl: '', bedrooms: '' as never }),
      );
    expect(res.status).toBe(201);
    expect(res.body.priceQualifier).toBeNull();
    expect(res.body.brochureUrl).toBeNull();
    expect(res.body.bedrooms).toBeNull();
  });

  it('sanitizes the description on create', async () => {
    const res = await api()
      .post('/properties')
      .send(
        propertyBody({
          description:
            '<p onclick="x()">Nice <a href="javascript:alert(1)">link</a></p><script>alert(1)</script>' +
            '<iframe src="https://evil.example"></iframe><p style="color:red">Garden</p>',
        }),
      );
    expect(res.status).toBe(201);
    expect(res.body.description).toBe(
      '<p>Nice <a rel="noopener noreferrer">link</a></p><p>Garden</p>',
    );
    const stored = await service().connection.collection('properties').findOne({});
    expect(stored?.description).toBe(res.body.description);
  });

  describe('refuses bad bodies with 400, the messages, and nothing stored', () => {
    it.each([
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: undefined }, 'title', 'Title is required'],
      [{ address: '  ' }, 'address', 'Address is required'],
      [{ location: undefined }, 'location', 'Location is required'],
      [{ price: -1 }, 'price', 'Price must be positive'],
      [{ price: 'lots' }, 'price', 'Price must be positive'],
      [{ bedrooms: -1 }, 'bedrooms', 'bedrooms must be greater than or equal to 0'],
      [{ bathrooms: 1.5 }, 'bathrooms', 'bathrooms must be an integer'],
      [{ area: -3 }, 'area', 'area must be greater than or equal to 0'],
      [{ priceType: 'auction' }, 'priceType', 'priceType must be one of [sale, rent]'],
      [{ status: 'gone' }, 'status', 'status must be one of [available, sold, let, under_offer]'],
      [{ subType: 'castle' }, 'subType', undefined],
      [{ propertyType: 'Castle' }, 'propertyType', undefined],
      [{ councilTaxBand: 'Z' }, 'councilTaxBand', undefined],
      [{ tenure: 'rented' }, 'tenure', undefined],
      [{ epcCurrent: 'H' }, 'epcCurrent', undefined],
      [{ investmentYield: 101 }, 'investmentYield', undefined],
      [{ virtualTourUrl: 'javascript:alert(1)' }, 'virtualTourUrl', undefined],
      [{ images: ['javascript:alert(1)'] }, 'images.0', undefined],
      [{ isHidden: 'perhaps' }, 'isHidden', 'isHidden must be a boolean'],
      [{ _id: MISSING_ID }, '_id', '_id is not allowed'],
      [{ $where: '1' }, '$where', '$where is not allowed'],
    ])('%j', async (overrides, field, message) => {
      const res = await api()
        .post('/properties')
        .send({ ...propertyBody(), ...overrides });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation failed');
      const error = (res.body.errors as { field: string; message: string }[]).find(
        (e) => e.field === field,
      );
      expect(error).toBeDefined();
      if (message) expect(error?.message).toBe(message);
      expect(await count()).toBe(0);
    });

    it('lists every problem at once', async () => {
      const res = await api().post('/properties').send({ price: -5 });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'title', message: 'Title is required' },
          { field: 'address', message: 'Address is required' },
          { field: 'location', message: 'Location is required' },
          { field: 'price', message: 'Price must be positive' },
        ]),
      );
    });

    it('refuses a body that is not JSON', async () => {
      const res = await api()
        .post('/properties')
        .set('Content-Type', 'application/json')
        .send('{"title":');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
    });

    it('refuses an array body', async () => {
      const res = await api().post('/properties').send([propertyBody()]);
      expect(res.status).toBe(400);
      expect(await count()).toBe(0);
    });
  });
});

describe('GET /properties/:id', () => {
  it('answers a visible property', async () => {
    const created = await createProperty(service());
    const res = await api().get(`/properties/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
  });

  it('treats a hidden property as missing unless includeHidden=true', async () => {
    const hidden = await createProperty(service(), { isHidden: true });
    const res = await api().get(`/properties/${hidden.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Property not found' });
    expect((await api().get(`/properties/${hidden.id}?includeHidden=false`)).status).toBe(404);
    const admin = await api().get(`/properties/${hidden.id}?includeHidden=true`);
    expect(admin.status).toBe(200);
    expect(admin.body.id).toBe(hidden.id);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await api().get(`/properties/${MISSING_ID}`)).status).toBe(404);
    for (const id of ['abc', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '%24ne']) {
      const res = await api().get(`/properties/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Property not found' });
    }
  });

  it('refuses an unknown or malformed query with 400', async () => {
    const created = await createProperty(service());
    expect((await api().get(`/properties/${created.id}?includeHidden=yes`)).status).toBe(400);
    expect(
      (await api().get(`/properties/${created.id}?includeHidden=true&includeHidden=true`)).status,
    ).toBe(400);
  });
});

describe('PUT /properties/:id', () => {
  it('replaces the fields and answers 200', async () => {
    const created = await createProperty(service(), { features: ['Garden'] });
    const body = propertyBody({
      title: 'Renamed',
      price: 300000,
      features: ['Garage'],
      tenure: 'freehold',
      councilTaxBand: 'D',
    });
    const res = await api().put(`/properties/${created.id}`).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      title: 'Renamed',
      price: 300000,
      features: ['Garage'],
      tenure: 'freehold',
      councilTaxBand: 'D',
      createdAt: created.createdAt,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.updatedAt as string),
    );
    expect((await api().get(`/properties/${created.id}`)).body).toEqual(res.body);
  });

  it('updates a hidden property', async () => {
    const hidden = await createProperty(service(), { isHidden: true });
    const res = await api()
      .put(`/properties/${hidden.id}`)
      .send(propertyBody({ title: 'Still hidden', isHidden: true }));
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Still hidden');
  });

  it('sanitizes the description on update', async () => {
    const created = await createProperty(service());
    const res = await api()
      .put(`/properties/${created.id}`)
      .send(
        propertyBody({
          description:
            '<h2 onmouseover="x()">Hall</h2><img src=x onerror=alert(1)><a href="https://a.example" target="_blank">See</a>',
        }),
      );
    expect(res.status).toBe(200);
    expect(res.body.description).toBe(
      '<h2>Hall</h2><a href="https://a.example" target="_blank" rel="noopener noreferrer">See</a>',
    );
  });

  it('refuses a bad body with 400 and changes nothing', async () => {
    const created = await createProperty(service());
    const res = await api()
      .put(`/properties/${created.id}`)
      .send(propertyBody({ title: '', price: -1 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'price', message: 'Price must be positive' },
      ]),
    );
    expect((await api().get(`/properties/${created.id}`)).body).toEqual(created);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await api().put(`/properties/${MISSING_ID}`).send(propertyBody())).status).toBe(404);
    expect((await api().put('/properties/nope').send(propertyBody())).status).toBe(404);
    expect(await count()).toBe(0);
  });
});

describe('DELETE /properties/:id', () => {
  it('deletes and answers 204, then 404', async () => {
    const created = await createProperty(service());
    const other = await createProperty(service());
    const res = await api().delete(`/properties/${created.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await api().get(`/properties/${created.id}`)).status).toBe(404);
    expect((await api().delete(`/properties/${created.id}`)).status).toBe(404);
    expect((await api().get(`/properties/${other.id}`)).status).toBe(200);
  });

  it('deletes a hidden property', async () => {
    const hidden = await createProperty(service(), { isHidden: true });
    expect((await api().delete(`/properties/${hidden.id}`)).status).toBe(204);
    expect(await count()).toBe(0);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    await createProperty(service());
    expect((await api().delete(`/properties/${MISSING_ID}`)).status).toBe(404);
    expect((await api().delete('/properties/123')).status).toBe(404);
    expect(await count()).toBe(1);
  });
});

import { MAX_LIST_LIMIT } from '@reedmere/contracts';
import { DEFAULT_LIST_LIMIT } from '@reedmere/contracts/schemas';
import { useTestService } from '@reedmere/service-kit/testing';
import { createProperty, startTestService, type PropertyJson } from './support/test-service';

const service = useTestService(startTestService);
const api = () => service().http();

const titles = (body: PropertyJson[]) => body.map((p) => p.title);
/** The titles `GET /properties?<query>` answers, in order. */
const listedFor = async (query: string) => titles((await api().get(`/properties?${query}`)).body);

describe('GET /properties', () => {
  beforeAll(async () => {
    await service().reset();
    // Created in this order, so newest first is the reverse.
    await createProperty(service(), {
      title: 'Cottage',
      propertyType: 'residential',
      priceType: 'sale',
      price: 250000,
      bedrooms: 2,
      bathrooms: 1,
      location: 'Reepham',
      address: '1 Church Lane',
    });
    await createProperty(service(), {
      title: 'Flat to let',
      propertyType: 'Flat',
      priceType: 'rent',
      price: 950,
      bedrooms: 1,
      bathrooms: 1,
      location: 'Norwich',
      address: '5 Elm Hill',
    });
    await createProperty(service(), {
      title: 'Detached house',
      propertyType: 'Detached House',
      priceType: 'sale',
      price: 600000,
      bedrooms: 5,
      bathrooms: 3,
      location: 'Dereham',
      address: '12 Norwich Road',
    });
    await createProperty(service(), {
      title: 'Office suite',
      propertyType: 'commercial',
      subType: 'office',
      priceType: 'rent',
      price: 2500,
      bedrooms: null,
      bathrooms: 2,
      location: 'Norwich',
      address: '3 Prince of Wales Road',
    });
    await createProperty(service(), {
      title: 'Retail unit',
      propertyType: 'commercial',
      subType: 'retail',
      priceType: 'sale',
      price: 180000,
      bedrooms: null,
      bathrooms: null,
      location: 'Diss',
      address: '8 Mere Street (a.* corner)',
    });
    await createProperty(service(), {
      title: 'Hidden barn',
      propertyType: 'residential',
      priceType: 'sale',
      price: 400000,
      bedrooms: 4,
      location: 'Norwich',
      address: '1 Hidden Way',
      isHidden: true,
    });
  });

  it('answers every visible property, newest first, with X-Total-Count', async () => {
    const res = await api().get('/properties');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual([
      'Retail unit',
      'Office suite',
      'Detached house',
      'Flat to let',
      'Cottage',
    ]);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('answers records as the contracts name them', async () => {
    const res = await api().get('/properties');
    const first = res.body[0];
    expect(typeof first.id).toBe('string');
    expect(first._id).toBeUndefined();
    expect(first.__v).toBeUndefined();
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
  });

  it('never lists hidden properties by default, and includes them with includeHidden=true', async () => {
    const visible = await api().get('/properties?location=hidden');
    expect(visible.body).toEqual([]);
    expect(visible.headers['x-total-count']).toBe('0');
    const all = await api().get('/properties?includeHidden=true');
    expect(all.body).toHaveLength(6);
    expect(all.headers['x-total-count']).toBe('6');
    expect(titles(all.body)[0]).toBe('Hidden barn');
    const notAll = await api().get('/properties?includeHidden=false');
    expect(notAll.body).toHaveLength(5);
  });

  it('treats residential as "residential" or a dwelling type, and commercial as the rest', async () => {
    const res = await api().get('/properties?propertyType=residential');
    expect(titles(res.body)).toEqual(['Detached house', 'Flat to let', 'Cottage']);
    const com = await api().get('/properties?propertyType=commercial');
    expect(titles(com.body)).toEqual(['Retail unit', 'Office suite']);
  });

  it('filters by priceType and subType', async () => {
    expect(await listedFor('priceType=rent')).toEqual(['Office suite', 'Flat to let']);
    expect(await listedFor('subType=retail')).toEqual(['Retail unit']);
  });

  it('matches location case-insensitively in location or address', async () => {
    const res = await api().get('/properties?location=NORWICH');
    // Two by location, one by its address (12 Norwich Road).
    expect(titles(res.body)).toEqual(['Office suite', 'Detached house', 'Flat to let']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(await listedFor('location=elm%20hill')).toEqual(['Flat to let']);
  });

  it('matches regex characters in location literally', async () => {
    const literal = await api().get('/properties').query({ location: 'a.*' });
    expect(titles(literal.body)).toEqual(['Retail unit']);
    const paren = await api().get('/properties').query({ location: '(a' });
    expect(paren.status).toBe(200);
    expect(titles(paren.body)).toEqual(['Retail unit']);
    // As a pattern these would match Norwich and every record.
    expect((await api().get('/properties').query({ location: 'N.rwich' })).body).toEqual([]);
    expect(titles((await api().get('/properties').query({ location: '.*' })).body)).toEqual([
      'Retail unit',
    ]);
  });

  it('treats bedrooms and bathrooms as minimums', async () => {
    expect(await listedFor('bedrooms=2')).toEqual(['Detached house', 'Cottage']);
    expect(await listedFor('bathrooms=2')).toEqual(['Office suite', 'Detached house']);
    expect((await api().get('/properties?bedrooms=0')).body).toHaveLength(3);
  });

  it('bounds price with minPrice and maxPrice (inclusive)', async () => {
    expect(await listedFor('minPrice=250000')).toEqual(['Detached house', 'Cottage']);
    expect(await listedFor('maxPrice=2500')).toEqual(['Office suite', 'Flat to let']);
    expect(await listedFor('minPrice=180000&maxPrice=250000')).toEqual(['Retail unit', 'Cottage']);
  });

  it('combines filters', async () => {
    const res = await api()
      .get('/properties')
      .query({ propertyType: 'residential', priceType: 'sale', location: 'norwich', bedrooms: 3 });
    expect(titles(res.body)).toEqual(['Detached house']);
    expect(res.headers['x-total-count']).toBe('1');
    const none = await api()
      .get('/properties')
      .query({ propertyType: 'commercial', priceType: 'rent', subType: 'retail' });
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('ignores an empty location', async () => {
    expect((await api().get('/properties?location=')).body).toHaveLength(5);
  });

  describe('refuses bad queries with 400 and the field at fault', () => {
    it.each([
      ['?minPrice=1&minPrice=2', 'minPrice'],
      ['?location=a&location=b', 'location'],
      ['?limit=51', 'limit'],
      ['?limit=0', 'limit'],
      ['?page=0&limit=12', 'page'],
      ['?page=1.5', 'page'],
      ['?minPrice=-1', 'minPrice'],
      ['?maxPrice=abc', 'maxPrice'],
      ['?bedrooms=-2', 'bedrooms'],
      ['?bathrooms=two', 'bathrooms'],
      ['?priceType=auction', 'priceType'],
      ['?propertyType=House', 'propertyType'],
      ['?subType=castle', 'subType'],
      ['?includeHidden=maybe', 'includeHidden'],
      ['?location[$ne]=x', 'location'],
      ['?minPrice[$gt]=0', 'minPrice'],
      ['?sort=price', 'sort'],
    ])('%s', async (qs, field) => {
      const res = await api().get(`/properties${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation failed');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('gives the messages joi words, without quotes', async () => {
      const res = await api().get('/properties?limit=51');
      expect(res.body.errors).toEqual([
        { field: 'limit', message: 'limit must be less than or equal to 50' },
      ]);
    });
  });
});

describe('GET /properties pagination', () => {
  const all: PropertyJson[] = [];

  beforeAll(async () => {
    await service().reset();
    for (let i = 1; i <= 30; i++) all.push(await createProperty(service(), { title: `Home ${i}` }));
    await createProperty(service(), { title: 'Hidden', isHidden: true });
  });

  it('answers page 2 of limit 12 over 30 properties', async () => {
    const res = await api().get('/properties?page=2&limit=12');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('30');
    const expected = Array.from({ length: 12 }, (_, i) => `Home ${18 - i}`);
    expect(titles(res.body)).toEqual(expected);
  });

  it('answers page 1 when only limit is given, and a short last page', async () => {
    const first = await api().get('/properties?limit=12');
    expect(titles(first.body)[0]).toBe('Home 30');
    expect(first.body).toHaveLength(12);
    const last = await api().get('/properties?page=3&limit=12');
    expect(titles(last.body)).toEqual(['Home 6', 'Home 5', 'Home 4', 'Home 3', 'Home 2', 'Home 1']);
    expect(last.headers['x-total-count']).toBe('30');
    const beyond = await api().get('/properties?page=4&limit=12');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('30');
  });

  it('pages never overlap and together give every match', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await api().get(`/properties?page=${page}&limit=12`);
      seen.push(...res.body.map((p: PropertyJson) => p.id));
    }
    expect(new Set(seen).size).toBe(30);
    expect(seen.sort()).toEqual(all.map((p) => p.id).sort());
  });

  it('answers every match without limit while they are fewer than the default page', async () => {
    const res = await api().get('/properties');
    expect(res.body).toHaveLength(30);
    expect(res.headers['x-total-count']).toBe('30');
  });

  it('uses the page size of 12 when only page is given', async () => {
    const res = await api().get('/properties?page=2');
    expect(res.body).toHaveLength(12);
    expect(titles(res.body)[0]).toBe('Home 18');
  });
});

describe('GET /properties without limit, over more than a page', () => {
  const count = DEFAULT_LIST_LIMIT + 5;

  beforeAll(async () => {
    await service().reset();
    for (let i = 1; i <= count; i++) await createProperty(service(), { title: `Home ${i}` });
  });

  it('answers the newest DEFAULT_LIST_LIMIT, and counts every match in X-Total-Count', async () => {
    const res = await api().get('/properties');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(DEFAULT_LIST_LIMIT);
    expect(titles(res.body)[0]).toBe(`Home ${count}`);
    expect(res.headers['x-total-count']).toBe(String(count));
    const admin = await api().get('/properties?includeHidden=true');
    expect(admin.body).toHaveLength(DEFAULT_LIST_LIMIT);
  });

  it('gives the rest as the next page of the largest size, and refuses a larger one', async () => {
    const second = await api().get(`/properties?page=2&limit=${MAX_LIST_LIMIT}`);
    expect(titles(second.body)).toEqual(['Home 5', 'Home 4', 'Home 3', 'Home 2', 'Home 1']);
    const refused = await api().get(`/properties?limit=${MAX_LIST_LIMIT + 1}`);
    expect(refused.status).toBe(400);
  });
});

describe('indexes', () => {
  it('has the indexes that serve the list and the under-offer section', async () => {
    await service().connection.models.Property!.init();
    const keys = (await service().connection.collection('properties').indexes()).map((i) => i.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        { isHidden: 1, createdAt: -1, _id: -1 },
        { isUnderOffer: 1, isHidden: 1, createdAt: -1 },
      ]),
    );
  });
});

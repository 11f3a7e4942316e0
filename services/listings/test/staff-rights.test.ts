import type { ActingStaff } from '@reedmere/service-kit';
import { STAFF_ONLY_MESSAGE } from '@reedmere/service-kit';
import { TEST_STAFF, testStaffKeys, useTestService } from '@reedmere/service-kit/testing';
import { MISSING_ID, propertyBody, startTestService } from './support/test-service';

/**
 * The staff routes check the acting person's rights themselves (contracts' staff-access), with
 * the needs of the BFF's routes that call them: a listing's division is the stored listing's and,
 * for a new or replaced one, the body's.
 */
const staff = testStaffKeys('listings');
const service = useTestService(() => startTestService({ staffKey: staff.staffKey }), {
  beforeEach: (s) => s.reset(),
});
const api = () => service().http();
const stored = () =>
  service().connection.collection('properties').find({}).sort({ _id: 1 }).toArray();

type Person = keyof typeof TEST_STAFF;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A residential listing (hidden, so only staff reads see it) and a commercial letting. */
interface Listings {
  residential: string;
  commercial: string;
}

/** A call as the BFF makes it for `person`: the assertion bound to this method and path. */
function call(method: Method, path: string, person?: Person, query: Record<string, string> = {}) {
  const headers = person ? staff.actingAs(TEST_STAFF[person] as ActingStaff, method, path) : {};
  const test = api()[method.toLowerCase() as 'get'](path).query(query);
  return test.set(headers);
}

const RESIDENTIAL = propertyBody({ title: 'Cottage', isHidden: true });
const IMAGES = RESIDENTIAL.images as string[];
const COMMERCIAL = propertyBody({ title: 'Shop', propertyType: 'commercial', priceType: 'rent' });

async function addListings(): Promise<Listings> {
  const add = async (body: object) => {
    const res = await call('POST', '/properties', 'owner').send(body);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  return { residential: await add(RESIDENTIAL), commercial: await add(COMMERCIAL) };
}

const CHANGE_RESIDENTIAL =
  'Only an editor for residential sales and lettings, a manager or the owner can change this.';
const CHANGE_ANY_LISTING =
  'Only an editor for residential sales and lettings, commercial sales and commercial lettings, a manager or the owner can change this.';
const SEE_ANY_LISTING =
  'Only an editor for residential sales and lettings, commercial sales and commercial lettings, a manager, a viewer or the owner can see this.';
const YOU_COMMERCIAL = 'You are an editor for commercial sales and commercial lettings.';
const YOU_RESIDENTIAL = 'You are an editor for residential sales and lettings.';

interface Case {
  name: string;
  person?: Person;
  method: Method;
  path: (ids: Listings) => string;
  query?: Record<string, string>;
  body?: object;
  status: number;
  /** The refusal's message (a 403), nothing changed. */
  refused?: string;
  /** What an allowed call answered and changed. */
  check?: (answer: { body: unknown }, ids: Listings) => Promise<void> | void;
}

const titlesIn = (body: unknown) => (body as { title: string }[]).map((p) => p.title).sort();
const storedTitles = async () => (await stored()).map((p) => p.title as string).sort();

const CASES: Case[] = [
  // GET /properties?includeHidden=true: read of any listing division
  {
    name: 'a commercial editor lists hidden listings too',
    person: 'commercialEditor',
    method: 'GET',
    path: () => '/properties',
    query: { includeHidden: 'true' },
    status: 200,
    check: ({ body }) => expect(titlesIn(body)).toEqual(['Cottage', 'Shop']),
  },
  {
    name: 'a viewer lists hidden listings too',
    person: 'viewer',
    method: 'GET',
    path: () => '/properties',
    query: { includeHidden: 'TRUE' },
    status: 200,
  },
  {
    name: 'a news editor may not list hidden listings',
    person: 'newsEditor',
    method: 'GET',
    path: () => '/properties',
    query: { includeHidden: 'true' },
    status: 403,
    refused: `${SEE_ANY_LISTING} You are an editor for news and SEO.`,
  },
  {
    name: 'hidden listings are not listed without an assertion, even with a bad flag',
    method: 'GET',
    path: () => '/properties',
    query: { includeHidden: 'yes' },
    status: 403,
    refused: STAFF_ONLY_MESSAGE,
  },
  // GET /properties/:id?includeHidden=true: read of any listing division (the BFF learns the
  // listing's division from it before it checks a change)
  {
    name: 'a residential editor reads a hidden residential listing',
    person: 'residentialEditor',
    method: 'GET',
    path: (ids) => `/properties/${ids.residential}`,
    query: { includeHidden: 'true' },
    status: 200,
    check: ({ body }) => expect(body).toMatchObject({ title: 'Cottage', isHidden: true }),
  },
  {
    name: 'a commercial editor reads a hidden residential listing as stored',
    person: 'commercialEditor',
    method: 'GET',
    path: (ids) => `/properties/${ids.residential}`,
    query: { includeHidden: 'true' },
    status: 200,
  },
  {
    name: 'a news editor may not read a hidden listing',
    person: 'newsEditor',
    method: 'GET',
    path: (ids) => `/properties/${ids.residential}`,
    query: { includeHidden: 'true' },
    status: 403,
    refused: `${SEE_ANY_LISTING} You are an editor for news and SEO.`,
  },
  {
    name: 'a staff read of a missing listing is 404 for a listings editor',
    person: 'commercialEditor',
    method: 'GET',
    path: () => `/properties/${MISSING_ID}`,
    query: { includeHidden: 'true' },
    status: 404,
  },
  {
    name: 'a staff read without an assertion is refused',
    method: 'GET',
    path: (ids) => `/properties/${ids.residential}`,
    query: { includeHidden: 'true' },
    status: 403,
    refused: STAFF_ONLY_MESSAGE,
  },
  // POST /properties: change of the body's division
  {
    name: 'a residential editor adds a residential listing',
    person: 'residentialEditor',
    method: 'POST',
    path: () => '/properties',
    body: propertyBody({ title: 'Flat' }),
    status: 201,
    check: async () => expect(await storedTitles()).toEqual(['Cottage', 'Flat', 'Shop']),
  },
  {
    name: 'a residential editor may not add a commercial listing',
    person: 'residentialEditor',
    method: 'POST',
    path: () => '/properties',
    body: COMMERCIAL,
    status: 403,
    refused: `Only an editor for commercial lettings, a manager or the owner can change this. ${YOU_RESIDENTIAL}`,
  },
  {
    name: 'a commercial editor may not add a listing that is residential by default',
    person: 'commercialEditor',
    method: 'POST',
    path: () => '/properties',
    body: { ...COMMERCIAL, propertyType: undefined, priceType: undefined },
    status: 403,
    refused: `${CHANGE_RESIDENTIAL} ${YOU_COMMERCIAL}`,
  },
  {
    name: 'a body that is not valid is 400 for a listings editor',
    person: 'commercialEditor',
    method: 'POST',
    path: () => '/properties',
    body: { title: '' },
    status: 400,
  },
  {
    name: 'a viewer may not add a listing',
    person: 'viewer',
    method: 'POST',
    path: () => '/properties',
    body: RESIDENTIAL,
    status: 403,
    refused: `${CHANGE_RESIDENTIAL} You are a viewer.`,
  },
  {
    name: 'a listing is not added without an assertion',
    method: 'POST',
    path: () => '/properties',
    body: RESIDENTIAL,
    status: 403,
    refused: STAFF_ONLY_MESSAGE,
  },
  // PUT /properties/:id: change of the stored listing's division and the body's
  {
    name: 'a residential editor replaces a residential listing',
    person: 'residentialEditor',
    method: 'PUT',
    path: (ids) => `/properties/${ids.residential}`,
    body: { ...RESIDENTIAL, title: 'Cottage, renamed' },
    status: 200,
    check: async () => expect(await storedTitles()).toEqual(['Cottage, renamed', 'Shop']),
  },
  {
    name: 'a residential editor may not turn a residential listing commercial',
    person: 'residentialEditor',
    method: 'PUT',
    path: (ids) => `/properties/${ids.residential}`,
    body: { ...COMMERCIAL, title: 'Cottage' },
    status: 403,
    refused: `Only an editor for commercial lettings, a manager or the owner can change this. ${YOU_RESIDENTIAL}`,
  },
  {
    name: 'a commercial editor may not take over a residential listing',
    person: 'commercialEditor',
    method: 'PUT',
    path: (ids) => `/properties/${ids.residential}`,
    body: COMMERCIAL,
    status: 403,
    refused: `${CHANGE_RESIDENTIAL} ${YOU_COMMERCIAL}`,
  },
  {
    name: 'a replacement of a missing listing is 404 for an editor of the body',
    person: 'residentialEditor',
    method: 'PUT',
    path: () => `/properties/${MISSING_ID}`,
    body: RESIDENTIAL,
    status: 404,
  },
  // DELETE /properties/:id: change of the stored listing's division
  {
    name: 'a commercial editor deletes a commercial listing',
    person: 'commercialEditor',
    method: 'DELETE',
    path: (ids) => `/properties/${ids.commercial}`,
    status: 204,
    check: async () => expect(await storedTitles()).toEqual(['Cottage']),
  },
  {
    name: 'a residential editor may not delete a commercial listing',
    person: 'residentialEditor',
    method: 'DELETE',
    path: (ids) => `/properties/${ids.commercial}`,
    status: 403,
    refused: `Only an editor for commercial lettings, a manager or the owner can change this. ${YOU_RESIDENTIAL}`,
  },
  {
    name: 'a deletion of a missing listing is 404 for a listings editor',
    person: 'residentialEditor',
    method: 'DELETE',
    path: () => `/properties/${MISSING_ID}`,
    status: 404,
  },
  {
    name: 'a viewer may not delete even a missing listing',
    person: 'viewer',
    method: 'DELETE',
    path: () => `/properties/${MISSING_ID}`,
    status: 403,
    refused: `${CHANGE_ANY_LISTING} You are a viewer.`,
  },
  // POST /properties/:id/copy
  {
    name: 'a residential editor copies a residential listing',
    person: 'residentialEditor',
    method: 'POST',
    path: (ids) => `/properties/${ids.residential}/copy`,
    status: 201,
    check: async () => expect(await storedTitles()).toEqual(['Cottage', 'Cottage (Copy)', 'Shop']),
  },
  {
    name: 'a commercial editor may not copy a residential listing',
    person: 'commercialEditor',
    method: 'POST',
    path: (ids) => `/properties/${ids.residential}/copy`,
    status: 403,
    refused: `${CHANGE_RESIDENTIAL} ${YOU_COMMERCIAL}`,
  },
  // PATCH toggles
  {
    name: 'a manager shows a hidden listing',
    person: 'manager',
    method: 'PATCH',
    path: (ids) => `/properties/${ids.residential}/toggle-hidden`,
    status: 200,
    check: async () => expect((await stored())[0]).toMatchObject({ isHidden: false }),
  },
  {
    name: 'a commercial editor may not show a residential listing',
    person: 'commercialEditor',
    method: 'PATCH',
    path: (ids) => `/properties/${ids.residential}/toggle-hidden`,
    status: 403,
    refused: `${CHANGE_RESIDENTIAL} ${YOU_COMMERCIAL}`,
  },
  {
    name: 'a residential editor marks a residential listing under offer',
    person: 'residentialEditor',
    method: 'PATCH',
    path: (ids) => `/properties/${ids.residential}/toggle-under-offer`,
    status: 200,
    check: async () => expect((await stored())[0]).toMatchObject({ isUnderOffer: true }),
  },
  {
    name: 'a listing is not marked under offer without an assertion',
    method: 'PATCH',
    path: (ids) => `/properties/${ids.residential}/toggle-under-offer`,
    status: 403,
    refused: STAFF_ONLY_MESSAGE,
  },
  // DELETE /properties/:id/images
  {
    name: 'a residential editor removes an image of a residential listing',
    person: 'residentialEditor',
    method: 'DELETE',
    path: (ids) => `/properties/${ids.residential}/images`,
    body: { imageUrl: IMAGES[0] },
    status: 200,
    check: async () => expect((await stored())[0]?.images).toEqual([IMAGES[1]]),
  },
  {
    name: 'a commercial editor may not remove an image of a residential listing',
    person: 'commercialEditor',
    method: 'DELETE',
    path: (ids) => `/properties/${ids.residential}/images`,
    body: { imageUrl: IMAGES[0] },
    status: 403,
    refused: `${CHANGE_RESIDENTIAL} ${YOU_COMMERCIAL}`,
  },
];

describe('the staff routes', () => {
  it.each(CASES)('$name', async (c) => {
    const ids = await addListings();
    const before = await stored();
    const path = c.path(ids);
    const sent = call(c.method, path, c.person, c.query);
    const res = await (c.body ? sent.send(c.body) : sent);
    expect({ status: res.status, body: res.status === 403 ? res.body : undefined }).toEqual({
      status: c.status,
      body: c.refused ? { message: c.refused, refused: 'staff-rights' } : undefined,
    });
    if (c.status === 403 || c.status === 400 || c.status === 404) {
      expect(await stored()).toEqual(before);
    }
    await c.check?.(res, ids);
  });
});

describe('the public routes', () => {
  it('answer without any assertion, hidden listings left out', async () => {
    const ids = await addListings();
    const list = await api().get('/properties');
    expect({ status: list.status, titles: titlesIn(list.body) }).toEqual({
      status: 200,
      titles: ['Shop'],
    });
    const shown = await api().get('/properties').query({ includeHidden: 'false' });
    expect(titlesIn(shown.body)).toEqual(['Shop']);
    expect((await api().get(`/properties/${ids.commercial}`)).status).toBe(200);
    expect((await api().get(`/properties/${ids.residential}`)).status).toBe(404);
    expect((await api().get('/properties/under-offer')).status).toBe(200);
    const files = await api().get('/file-references');
    expect(files.status).toBe(200);
    expect(files.body.files).toEqual(expect.arrayContaining(['img-aaaa.jpg']));
  });
});

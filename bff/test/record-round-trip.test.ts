import { RECORD_ID_MISMATCH_MESSAGE } from '@reedmere/contracts/schemas';
import { useStackWithAdmin } from './support/use-stack';
import { validationFailure } from '@reedmere/service-kit/testing';

/**
 * A client of the BFF may send back a record as it read it: `PUT` of what `GET` answered is
 * accepted unchanged (the server's own fields, id and dates, are ignored), and an id that is not
 * the path's is refused with a message, changing nothing.
 */

interface StoredRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

interface Kind {
  name: string;
  create: { path: string; body: object };
  /** Where the admin reads the list the record comes from. */
  list: string;
  /** The update path of one record. */
  one: (id: string) => string;
}

// Every field set, so each one makes the round trip.
const KINDS: Kind[] = [
  {
    name: 'a property',
    create: {
      path: '/api/properties',
      body: {
        title: 'Flint cottage',
        description: '<p>A <strong>flint</strong> cottage.</p>',
        address: '3 Mill Lane',
        location: 'Wymondham',
        price: 285000,
        priceType: 'sale',
        priceQualifier: 'offers_in_excess_of',
        propertyType: 'residential',
        dwellingType: 'Detached House',
        bedrooms: 3,
        bathrooms: 1,
        area: 96.5,
        features: ['Inglenook fireplace', 'South-facing garden'],
        virtualTourUrl: 'https://tours.example/flint',
        rightmoveUrl: 'https://www.rightmove.co.uk/properties/1',
        brochureUrl: '/api/files/doc-flint.pdf',
        floorPlanUrl: '/api/files/doc-flint-plan.pdf',
        status: 'available',
        images: ['/api/files/img-flint-1.jpg', '/api/files/img-flint-2.jpg'],
        councilTaxBand: 'C',
        tenure: 'leasehold',
        leaseYearsRemaining: 95,
        groundRent: 250,
        serviceCharge: 1200,
        epcCurrent: 'D',
        epcPotential: 'B',
      },
    },
    list: '/api/admin/properties',
    one: (id) => `/api/properties/${id}`,
  },
  {
    name: 'a development',
    create: {
      path: '/api/developments',
      body: {
        title: 'Maltings conversion',
        description: 'Six homes in a Victorian maltings.',
        location: 'Dereham',
        projectValue: 2400000,
        status: 'in_progress',
        startDate: '2025-03-01',
        endDate: '2026-06-30',
        beforeImages: ['/api/files/img-maltings-before.jpg'],
        duringImages: ['/api/files/img-maltings-during.jpg'],
        afterImages: [],
      },
    },
    list: '/api/developments',
    one: (id) => `/api/developments/${id}`,
  },
  {
    name: 'a news article',
    create: {
      path: '/api/news',
      body: {
        title: 'Spring market update',
        slug: 'spring-market-update',
        excerpt: 'Prices in Norfolk this spring.',
        content: '<p>Prices rose <em>gently</em>.</p>',
        featuredImage: '/api/files/img-spring.jpg',
        author: 'Office Admin',
        category: 'Market Update',
        tags: ['market', 'norfolk'],
        isPublished: true,
        publishedAt: '2025-04-01T09:00:00.000Z',
      },
    },
    list: '/api/news/admin',
    one: (id) => `/api/news/${id}`,
  },
  {
    name: 'an SEO page',
    create: {
      path: '/api/seo-pages',
      body: {
        pagePath: '/developments',
        pageTitle: 'Developments in Norfolk',
        metaDescription: 'New homes and conversions.',
        metaKeywords: 'developments, norfolk',
        ogTitle: 'Our developments',
        ogDescription: 'New homes across Norfolk.',
        ogImage: '/api/files/img-og.jpg',
        isActive: true,
      },
    },
    list: '/api/seo-pages',
    one: (id) => `/api/seo-pages/${id}`,
  },
];

describe('round trips of records through the BFF', () => {
  const { admin } = useStackWithAdmin();

  /** The record as the admin's list has it now. */
  async function readBack(kind: Kind, id: string): Promise<StoredRecord> {
    const response = await admin().fetch(kind.list);
    expect(response.status).toBe(200);
    const found = ((await response.json()) as StoredRecord[]).find((r) => r.id === id);
    if (!found) throw new Error(`${id} is not in ${kind.list}`);
    return found;
  }

  const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...rest }: StoredRecord) => rest;

  describe.each(KINDS)('$name', (kind) => {
    let id: string;
    beforeAll(async () => {
      const created = await admin().fetch(kind.create.path, {
        method: 'POST',
        json: kind.create.body,
      });
      expect({ status: created.status, body: await created.clone().text() }).toMatchObject({
        status: 201,
      });
      id = ((await created.json()) as StoredRecord).id;
    });

    it('PUT of what GET answered, unchanged: 200, and the record stays as it was', async () => {
      const before = await readBack(kind, id);
      expect(before).toMatchObject({ id, ...kind.create.body });

      const response = await admin().fetch(kind.one(id), { method: 'PUT', json: before });
      expect({ status: response.status, body: await response.clone().text() }).toMatchObject({
        status: 200,
      });
      const answered = (await response.json()) as StoredRecord;
      expect(withoutUpdatedAt(answered)).toEqual(withoutUpdatedAt(before));
      expect(withoutUpdatedAt(await readBack(kind, id))).toEqual(withoutUpdatedAt(before));
    });

    it("an id that is not the path's: 400 saying so, and nothing changes", async () => {
      const before = await readBack(kind, id);
      const otherId = id.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
      const response = await admin().fetch(kind.one(id), {
        method: 'PUT',
        json: { ...before, id: otherId, ...firstTextChange(kind) },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(
        validationFailure([{ field: 'id', message: RECORD_ID_MISMATCH_MESSAGE }]),
      );
      expect(await readBack(kind, id)).toEqual(before);
      // The same record sent to another record's path is refused too.
      const other = await admin().fetch(kind.one(otherId), { method: 'PUT', json: before });
      expect(other.status).toBe(400);
    });
  });
});

/** A change the refused body carries, so "nothing changed" is tested against a real change. */
function firstTextChange(kind: Kind): Record<string, string> {
  return kind.name === 'an SEO page' ? { pageTitle: 'Changed title' } : { title: 'Changed title' };
}

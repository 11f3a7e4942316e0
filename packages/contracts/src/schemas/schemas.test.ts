import { fileNameFromUrl, fileUrl, imageSrcSet, imageVariantUrl } from '../files';
import { normalizePagePath, pagePathFromLookupKey, seoLookupKey } from '../seo-paths';
import {
  developmentInputSchema,
  enquiryInputSchema,
  fieldErrors,
  newsArticleInputSchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertyUpdateSchema,
  seoPageInputSchema,
  VALIDATION_OPTIONS,
} from './index';
import type Joi from 'joi';

const messages = (schema: Joi.ObjectSchema, value: unknown) => {
  const { error } = schema.validate(value, VALIDATION_OPTIONS);
  return error ? fieldErrors(error).map((e) => e.message) : [];
};

describe('property input', () => {
  it('gives the property validation messages', () => {
    expect(messages(propertyInputSchema, { price: -1 })).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Address is required',
        'Location is required',
        'Price must be positive',
      ]),
    );
  });

  it("fills defaults and sends the qualifier 'none' as null", () => {
    const { value } = propertyInputSchema.validate(
      {
        title: 'Cottage',
        address: '1 Lane',
        location: 'Holt',
        price: '250000',
        priceQualifier: 'none',
      },
      VALIDATION_OPTIONS,
    );
    expect(value).toMatchObject({
      price: 250000,
      priceQualifier: null,
      status: 'available',
      images: [],
      isHidden: false,
    });
  });

  it('refuses unknown fields and links with other schemes', () => {
    expect(
      messages(propertyInputSchema, { title: 't', address: 'a', location: 'l', owner: 'x' }),
    ).toEqual(['owner is not allowed']);
    expect(
      messages(propertyInputSchema, {
        title: 't',
        address: 'a',
        location: 'l',
        virtualTourUrl: 'javascript:alert(1)',
      }),
    ).not.toEqual([]);
  });
});

describe('property history fields', () => {
  const base = { title: 't', address: 'a', location: 'l' };
  const history = {
    listedAt: '2020-01-01T00:00:00.000Z',
    priceHistory: [{ date: '2020-01-01T00:00:00.000Z', from: 1, to: 2 }],
  };

  it.each([
    ['input', propertyInputSchema],
    ['update', propertyUpdateSchema],
  ])('are accepted and dropped from an %s body, whatever they hold', (_name, schema) => {
    for (const sent of [history, { listedAt: 'not a date', priceHistory: 'x' }]) {
      const { error, value } = schema.validate({ ...base, ...sent }, VALIDATION_OPTIONS);
      expect(error).toBeUndefined();
      expect(value).not.toHaveProperty('listedAt');
      expect(value).not.toHaveProperty('priceHistory');
      expect(value).toMatchObject(base);
    }
  });
});

describe('property list query', () => {
  it('accepts the filters of GET /api/properties and converts numbers', () => {
    const { value, error } = propertyListQuerySchema.validate({
      propertyType: 'residential',
      minPrice: '100000',
      page: '2',
      limit: '12',
    });
    expect(error).toBeUndefined();
    expect(value).toEqual({ propertyType: 'residential', minPrice: 100000, page: 2, limit: 12 });
  });

  it.each([
    [{ minPrice: ['1', '2'] }],
    [{ minPrice: '-5' }],
    [{ minPrice: 'Infinity' }],
    [{ page: '0' }],
    [{ limit: '51' }],
    [{ propertyType: 'castle' }],
    [{ $where: '1' }],
  ])('refuses %j', (query) => {
    expect(propertyListQuerySchema.validate(query, VALIDATION_OPTIONS).error).toBeDefined();
  });
});

describe('other inputs', () => {
  it('development: title required, project value >= 0', () => {
    expect(messages(developmentInputSchema, { projectValue: -1 })).toEqual([
      'Title is required',
      'Project value must be positive',
    ]);
  });

  it("article: title, slug and content required; 'admin' reserved", () => {
    expect(messages(newsArticleInputSchema, {})).toEqual([
      'Title is required',
      'Slug is required',
      'Content is required',
    ]);
    expect(messages(newsArticleInputSchema, { title: 't', slug: 'admin', content: 'c' })).toEqual([
      'This slug is reserved; choose another',
    ]);
  });

  it('SEO page: path and title required', () => {
    expect(messages(seoPageInputSchema, {})).toEqual([
      'Page path is required',
      'Page title is required',
    ]);
  });

  /** A valid enquiry from one visitor; each test changes what it is about. */
  const enquiryFromAnn = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    serviceType: 'Residential Sales',
    message: 'Hello',
  };

  it('enquiry: the fixed service list and a valid email', () => {
    const base = enquiryFromAnn;
    expect(messages(enquiryInputSchema, base)).toEqual([]);
    expect(messages(enquiryInputSchema, { ...base, serviceType: 'Painting' })).toEqual([
      'Choose the service you need',
    ]);
    expect(messages(enquiryInputSchema, { ...base, email: 'nope' })).toEqual([
      'Enter a valid email address',
    ]);
  });

  it('enquiry: a viewing request names its property; its free text is trimmed and capped', () => {
    const viewing = {
      ...enquiryFromAnn,
      serviceType: 'Viewing Request',
      message: 'Could I see it?',
    };
    expect(messages(enquiryInputSchema, viewing)).toEqual([
      'A viewing request needs the property it is about',
    ]);
    expect(messages(enquiryInputSchema, { ...viewing, propertyId: 'abc' })).toEqual([
      'Property id is not valid',
    ]);
    const { value } = enquiryInputSchema.validate(
      {
        ...viewing,
        propertyId: '0123456789abcdef01234567',
        propertyTitle: '  Flint cottage  ',
        preferredTimes: '   ',
      },
      VALIDATION_OPTIONS,
    );
    // The title is read from the listing on the server; the visitor's is checked, then dropped.
    expect(value).not.toHaveProperty('propertyTitle');
    expect(value).not.toHaveProperty('preferredTimes');
    expect(
      messages(enquiryInputSchema, {
        ...viewing,
        propertyId: '0123456789abcdef01234567',
        propertyTitle: 'x'.repeat(201),
        preferredTimes: 'y'.repeat(201),
      }),
    ).toEqual([
      'Property title must be at most 200 characters',
      'Preferred days or times must be at most 200 characters',
    ]);
    // Other enquiries need no property.
    expect(messages(enquiryInputSchema, { ...viewing, serviceType: 'General Enquiry' })).toEqual(
      [],
    );
  });
});

describe('file names and SEO paths', () => {
  it('encodes names as one segment and finds variants of uploaded images only', () => {
    expect(fileUrl('static-assets/home hero.jpg')).toBe(
      '/api/files/static-assets%2Fhome%20hero.jpg',
    );
    expect(fileNameFromUrl('/api/files/static-assets%2Fhome%20hero.jpg')).toBe(
      'static-assets/home hero.jpg',
    );
    expect(imageVariantUrl('/api/files/img-abc.jpg', 400)).toBe('/api/files/img-abc-w400.jpg');
    expect(imageVariantUrl('https://example.com/a.jpg', 400)).toBe('https://example.com/a.jpg');
    expect(imageSrcSet('/api/files/img-abc.jpg')).toBe(
      '/api/files/img-abc-w400.jpg 400w, /api/files/img-abc-w800.jpg 800w, /api/files/img-abc.jpg 1200w',
    );
  });

  it('maps route paths to the public SEO lookup keys and back', () => {
    expect(seoLookupKey('/')).toBe('home');
    expect(seoLookupKey('/commercial-sales')).toBe('commercial-sales');
    expect(pagePathFromLookupKey('home')).toBe('/');
    expect(pagePathFromLookupKey('residential')).toBe('/residential');
    expect(normalizePagePath('Residential/')).toBe('/residential');
  });
});

describe('development dates', () => {
  it('keeps yyyy-mm-dd as given and refuses other forms and impossible dates', () => {
    const base = { title: 'Barn conversion' };
    const { value } = developmentInputSchema.validate(
      { ...base, startDate: '2025-03-01' },
      VALIDATION_OPTIONS,
    );
    expect(value.startDate).toBe('2025-03-01');
    for (const bad of ['2025-03-01T10:00:00Z', '01/03/2025', '2025-02-30']) {
      expect(messages(developmentInputSchema, { ...base, startDate: bad })).toEqual([
        'Dates must be in the form yyyy-mm-dd',
      ]);
    }
  });
});

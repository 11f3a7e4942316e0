import {
  developmentUpdateSchema,
  newsArticleUpdateSchema,
  propertyUpdateSchema,
  RECORD_ID_MISMATCH_MESSAGE,
  seoPageUpdateSchema,
  VALIDATION_OPTIONS,
} from './index';
import type Joi from 'joi';

const ID = '0123456789abcdef01234567';
const OTHER_ID = 'fedcba9876543210fedcba98';
const READ_FIELDS = {
  id: ID,
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-02-03T04:05:06.000Z',
};

const update = (schema: Joi.ObjectSchema, body: object, recordId = ID) =>
  schema.validate(body, { ...VALIDATION_OPTIONS, context: { recordId } });

describe('update bodies', () => {
  it.each([
    ['property', propertyUpdateSchema, { title: 't', address: 'a', location: 'l' }],
    ['development', developmentUpdateSchema, { title: 'Barn conversion' }],
    ['article', newsArticleUpdateSchema, { title: 't', slug: 'a-slug', content: '<p>c</p>' }],
    ['SEO page', seoPageUpdateSchema, { pagePath: '/residential', pageTitle: 'Homes' }],
  ])('a %s as read: the server-managed fields are accepted and dropped', (_name, schema, input) => {
    const { error, value } = update(schema, { ...input, ...READ_FIELDS, _id: ID, __v: 0 });
    expect(error).toBeUndefined();
    for (const field of ['id', '_id', '__v', 'createdAt', 'updatedAt']) {
      expect(value).not.toHaveProperty(field);
    }
    expect(value).toMatchObject(input);
  });

  it('refuses an id that is not the one in the path', () => {
    const body = { title: 'Barn conversion', id: OTHER_ID };
    const { error } = update(developmentUpdateSchema, body);
    expect(error?.details.map((d) => [d.path.join('.'), d.message])).toEqual([
      ['id', RECORD_ID_MISMATCH_MESSAGE],
    ]);
    // Without the path's id to compare with, no id is taken.
    expect(
      developmentUpdateSchema.validate({ ...body, id: ID }, VALIDATION_OPTIONS).error,
    ).toBeDefined();
  });

  it('still refuses a field that is neither input nor set by the server', () => {
    const { error } = update(seoPageUpdateSchema, {
      pagePath: '/residential',
      pageTitle: 'Homes',
      owner: 'x',
    });
    expect(error?.details.map((d) => d.message)).toEqual(['"owner" is not allowed']);
  });
});

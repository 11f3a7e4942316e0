import type Joi from 'joi';
import {
  developmentUpdateSchema,
  newsArticleUpdateSchema,
  propertyUpdateSchema,
  seoPageInputSchema,
  seoPageUpdateSchema,
  VALIDATION_OPTIONS,
} from '../schemas';
import {
  makeDevelopment,
  makeNewsArticle,
  makeProperty,
  makeSeoPage,
  SEO_PAGE_DEFAULTS,
} from './index';
import { inputWithDefaults } from './input-defaults';

// A record as read is what an update takes: its input part checked, the server's fields dropped.
describe.each<[string, () => { id: string }, Joi.ObjectSchema]>([
  ['makeProperty', makeProperty, propertyUpdateSchema],
  ['makeDevelopment', makeDevelopment, developmentUpdateSchema],
  ['makeNewsArticle', makeNewsArticle, newsArticleUpdateSchema],
  ['makeSeoPage', makeSeoPage, seoPageUpdateSchema],
])('%s', (_name, make, schema) => {
  it("gives a record whose input part passes the record's schema unchanged", () => {
    const record = make();
    const { error, value } = schema.validate(record, {
      ...VALIDATION_OPTIONS,
      context: { recordId: record.id },
    });
    expect(error).toBeUndefined();
    expect(record).toMatchObject(value as object);
  });
});

describe('inputWithDefaults', () => {
  it("fills every field a fixture leaves out with its schema's default", () => {
    expect(inputWithDefaults(seoPageInputSchema, { pagePath: '/epc', pageTitle: 'EPC' })).toEqual({
      pagePath: '/epc',
      pageTitle: 'EPC',
      ...SEO_PAGE_DEFAULTS,
    });
  });

  it('refuses given fields the schema refuses, saying which', () => {
    expect(() => inputWithDefaults(seoPageInputSchema, { pageTitle: 'EPC' })).toThrow(
      "A fixture's fields fail their schema: Page path is required",
    );
  });
});

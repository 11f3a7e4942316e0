import type Joi from 'joi';
import {
  developmentUpdateSchema,
  newsArticleUpdateSchema,
  propertyUpdateSchema,
  seoPageUpdateSchema,
  VALIDATION_OPTIONS,
} from '../schemas';
import { makeDevelopment, makeNewsArticle, makeProperty, makeSeoPage } from './index';

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

import Joi from 'joi';
import { alertSignUpSchema } from './alert';
import { fieldErrors, VALIDATION_OPTIONS } from './common';
import { developmentInputSchema } from './development';
import { enquiryInputSchema } from './enquiry';
import { newsArticleInputSchema } from './news-article';
import { plainText } from './plain-text';
import { propertyInputSchema, propertyListQuerySchema } from './property';
import { seoPageInputSchema } from './seo-page';

const errorsOf = (schema: Joi.Schema, value: unknown) => {
  const { error } = schema.validate(value, VALIDATION_OPTIONS);
  return error ? fieldErrors(error) : [];
};

describe('plainText', () => {
  const oneLine = Joi.string().trim().custom(plainText('Name'));
  const lines = Joi.string().custom(plainText('Message', { multiLine: true }));

  it.each([
    ['line feed', 'Ada\nLovelace'],
    ['carriage return', 'Ada\rBcc: x@example.com'],
    ['tab', 'Ada\tLovelace'],
    ['NUL', 'Ada\u0000'],
    ['escape', '\u001b[31mAda'],
    ['DEL', 'Ada\u007f'],
    ['C1 next line', 'Ada\u0085Lovelace'],
    ['line separator', 'Ada\u2028Lovelace'],
    ['paragraph separator', 'Ada\u2029Lovelace'],
    ['right-to-left override', 'Ada\u202eecalevoL'],
    ['first strong isolate', 'Ada\u2068Lovelace'],
    ['a break only at the end, which trimming would hide', 'Ada Lovelace\r\n'],
  ])('refuses a one-line value with a %s', (_name, value) => {
    expect(errorsOf(oneLine, value)).toEqual([
      { field: '', message: 'Name must not contain line breaks or control characters' },
    ]);
  });

  it('keeps what people type: accents, other scripts, punctuation, non-breaking spaces', () => {
    for (const value of ['Zoë O’Brien-Smith', 'محمد', '李雷', 'Flat 2, 3 Elm Hill\u00a0(rear)']) {
      expect(errorsOf(oneLine, value)).toEqual([]);
    }
  });

  it('lets text of several lines keep line breaks and tabs, and nothing else', () => {
    expect(errorsOf(lines, 'Hello,\r\n\r\n\tSee you then.\n')).toEqual([]);
    for (const value of ['Hello\u0000', 'Hello\u2028there', 'Hello\u202e', 'Hello\u000b']) {
      expect(errorsOf(lines, value)).toEqual([
        { field: '', message: 'Message must not contain control characters' },
      ]);
    }
  });
});

const enquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '01632 960999',
  serviceType: 'Viewing Request',
  message: 'Hello',
  propertyId: '65a1b2c3d4e5f60718293a4b',
  propertyTitle: 'Flint cottage',
  preferredTimes: 'Saturday',
};
const property = { title: 'Cottage', address: '1 Lane', location: 'Holt' };
const development = { title: 'Mill' };
const article = { title: 'News', slug: 'news', content: '<p>Hi</p>' };
const seoPage = { pagePath: '/residential', pageTitle: 'Homes' };
const alert = { email: 'ada@example.com', category: 'residential', priceType: 'sale' };

describe('the free-text fields of every schema', () => {
  const single: Array<[string, Joi.Schema, object, string, string]> = [
    ['enquiry', enquiryInputSchema, enquiry, 'firstName', 'First name'],
    ['enquiry', enquiryInputSchema, enquiry, 'lastName', 'Last name'],
    ['enquiry', enquiryInputSchema, enquiry, 'email', 'Email address'],
    ['enquiry', enquiryInputSchema, enquiry, 'phone', 'Phone number'],
    ['enquiry', enquiryInputSchema, enquiry, 'propertyTitle', 'Property title'],
    ['enquiry', enquiryInputSchema, enquiry, 'preferredTimes', 'Preferred days or times'],
    ['alert', alertSignUpSchema, alert, 'email', 'Email address'],
    ['alert', alertSignUpSchema, alert, 'location', 'Location'],
    ['property', propertyInputSchema, property, 'title', 'Title'],
    ['property', propertyInputSchema, property, 'address', 'Address'],
    ['property', propertyInputSchema, property, 'location', 'Location'],
    ['property list', propertyListQuerySchema, {}, 'location', 'Location'],
    ['development', developmentInputSchema, development, 'title', 'Title'],
    ['development', developmentInputSchema, development, 'location', 'Location'],
    ['article', newsArticleInputSchema, article, 'title', 'Title'],
    ['article', newsArticleInputSchema, article, 'author', 'Author'],
    ['SEO page', seoPageInputSchema, seoPage, 'pageTitle', 'Page title'],
    ['SEO page', seoPageInputSchema, seoPage, 'metaKeywords', 'Meta keywords'],
    ['SEO page', seoPageInputSchema, seoPage, 'ogTitle', 'Social title'],
  ];

  it.each(single)(
    '%s %s: a line break is refused by name',
    (_kind, schema, valid, field, label) => {
      expect(errorsOf(schema, valid)).toEqual([]);
      // Letters and digits only, so no other rule of the field (the phone's digits) objects.
      const value =
        field === 'phone' ? '01632\n960999' : field === 'email' ? 'a@b.com\n' : 'ab\ncd';
      expect(errorsOf(schema, { ...valid, [field]: value })).toContainEqual({
        field,
        message: `${label} must not contain line breaks or control characters`,
      });
    },
  );

  const multi: Array<[string, Joi.Schema, object, string, string]> = [
    ['enquiry', enquiryInputSchema, enquiry, 'message', 'Message'],
    ['property', propertyInputSchema, property, 'description', 'Description'],
    ['development', developmentInputSchema, development, 'description', 'Description'],
    ['article', newsArticleInputSchema, article, 'excerpt', 'Excerpt'],
    ['article', newsArticleInputSchema, article, 'content', 'Content'],
    ['SEO page', seoPageInputSchema, seoPage, 'metaDescription', 'Meta description'],
    ['SEO page', seoPageInputSchema, seoPage, 'ogDescription', 'Social description'],
  ];

  it.each(multi)(
    '%s %s keeps its lines but not other controls',
    (_k, schema, valid, field, label) => {
      expect(errorsOf(schema, { ...valid, [field]: 'One\r\ntwo\n\tthree' })).toEqual([]);
      expect(errorsOf(schema, { ...valid, [field]: 'One\u0007two' })).toEqual([
        { field, message: `${label} must not contain control characters` },
      ]);
    },
  );

  it('checks each feature, tag and link', () => {
    expect(errorsOf(propertyInputSchema, { ...property, features: ['Garden\nBcc'] })).toEqual([
      {
        field: 'features.0',
        message: 'A feature must not contain line breaks or control characters',
      },
    ]);
    expect(errorsOf(newsArticleInputSchema, { ...article, tags: ['a\u2028b'] })).toEqual([
      { field: 'tags.0', message: 'A tag must not contain line breaks or control characters' },
    ]);
    expect(
      errorsOf(propertyInputSchema, { ...property, images: ['/api/files/a.jpg\r\nx'] }),
    ).toEqual([
      {
        field: 'images.0',
        message: 'An image URL must not contain line breaks or control characters',
      },
    ]);
    expect(
      errorsOf(propertyInputSchema, { ...property, brochureUrl: '/api/files/a\n.pdf' }),
    ).not.toEqual([]);
  });

  it('still drops the visitor’s property title after checking it', () => {
    const { value } = enquiryInputSchema.validate(enquiry, VALIDATION_OPTIONS);
    expect(value).not.toHaveProperty('propertyTitle');
  });
});

import Joi from 'joi';
import {
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  type AdminUser,
  DIVISIONS,
  type OutboxMessage,
  type PriceChange,
  STAFF_ROLES,
} from '@reedmere/contracts';
import {
  alertSignUpSchema,
  auditEventInputSchema,
  developmentInputSchema,
  enquiryInputSchema,
  newsArticleInputSchema,
  propertyInputSchema,
  seoPageInputSchema,
} from '@reedmere/contracts/schemas';
import { named } from './json-schema';

// The records as the API answers them: each is the input schema the BFF validates writes with,
// every field present, plus the fields the server sets. A field the input does not have is
// described here once.

const dateTime = Joi.string().isoDate();
const id = Joi.string().description('The record id (24 hexadecimal characters)');
const serverFields = {
  id: id.required(),
  createdAt: dateTime.required(),
  updatedAt: dateTime.required(),
};

/** The schema's keys, each required (a stored record always has them). */
function keysOf(schema: Joi.ObjectSchema): string[] {
  return Object.keys((schema.describe() as { keys?: object }).keys ?? {});
}

/** Only the named keys of an object schema, each required. */
function pick(schema: Joi.ObjectSchema, keys: readonly string[]): Joi.ObjectSchema {
  return Joi.object(Object.fromEntries(keys.map((key) => [key, schema.extract(key).required()])));
}

/** Every key of the input, required, plus the server's own fields. */
const stored = (input: Joi.ObjectSchema, extra: Joi.SchemaMap = {}) =>
  pick(
    input,
    keysOf(input).filter((key) => !(key in extra)),
  ).keys({ ...serverFields, ...extra });

const priceChange = Joi.object<PriceChange, true>({
  date: dateTime.required(),
  from: Joi.number().allow(null).required(),
  to: Joi.number().allow(null).required(),
});

export const propertyRecord = named(
  'Property',
  stored(propertyInputSchema, {
    listedAt: dateTime
      .allow(null)
      .required()
      .description('When the listing last became publicly visible; null if never shown'),
    priceHistory: Joi.array().items(priceChange).required().description('Oldest first'),
  }),
);

export const developmentRecord = named('Development', stored(developmentInputSchema));

export const newsArticleRecord = named('NewsArticle', stored(newsArticleInputSchema));

export const seoPageRecord = named('SeoPage', stored(seoPageInputSchema));

/** What a public page needs of its SEO record. */
export const publicSeoPage = named(
  'PublicSeoPage',
  pick(seoPageInputSchema, [
    'pagePath',
    'pageTitle',
    'metaDescription',
    'metaKeywords',
    'ogTitle',
    'ogDescription',
    'ogImage',
  ]),
);

const viewingFields = ['propertyId', 'propertyTitle', 'preferredTimes'];
export const enquiryRecord = named(
  'Enquiry',
  pick(
    enquiryInputSchema,
    keysOf(enquiryInputSchema).filter((key) => key !== 'website' && !viewingFields.includes(key)),
  ).keys({
    propertyId: id.description('The property a viewing request is about'),
    propertyTitle: Joi.string().description("The listing's title when the request was sent"),
    preferredTimes: enquiryInputSchema.extract('preferredTimes'),
    id: id.required(),
    isRead: Joi.boolean().required(),
    lastContactAt: dateTime.required().description('Enquiries are deleted 2 years after this'),
    createdAt: dateTime.required(),
  }),
);

export const outboxMessage = named(
  'OutboxMessage',
  Joi.object<OutboxMessage, true>({
    id: id.required(),
    kind: Joi.string()
      .valid(...OUTBOX_KINDS)
      .required(),
    enquiryId: id.allow(null).required(),
    alertId: id.allow(null).required(),
    to: Joi.string().required(),
    replyTo: Joi.string().allow(null).required(),
    subject: Joi.string().required(),
    text: Joi.string().allow('').required(),
    html: Joi.string().allow(null).required(),
    headers: Joi.object().unknown().allow(null).required().description('Header name -> value'),
    status: Joi.string()
      .valid(...OUTBOX_STATUSES)
      .required(),
    attempts: Joi.number().integer().min(0).required(),
    lastError: Joi.string().allow(null).required(),
    nextAttemptAt: dateTime.allow(null).required(),
    sentAt: dateTime.allow(null).required(),
    createdAt: dateTime.required(),
    updatedAt: dateTime.required(),
  }),
);

const alertSearchKeys = ['category', 'priceType', 'location', 'minPrice', 'maxPrice', 'bedrooms'];
export const alertSubscription = named(
  'AlertSubscription',
  Joi.object({
    id: id.required(),
    email: alertSignUpSchema.extract('email').required(),
    search: pick(alertSignUpSchema, alertSearchKeys).required(),
    description: Joi.string()
      .required()
      .description(
        "The search in words: 'Homes for sale in Norwich, £200,000–£350,000, 3+ bedrooms'",
      ),
    confirmed: Joi.boolean().required(),
    confirmedAt: dateTime.allow(null).required(),
    lastSentAt: dateTime.allow(null).required(),
    createdAt: dateTime.required(),
  }),
);

export const adminUser = named(
  'AdminUser',
  Joi.object<AdminUser, true>({
    id: id.required(),
    email: Joi.string().required(),
    name: Joi.string().required(),
    role: Joi.string()
      .valid(...STAFF_ROLES)
      .required()
      .description(
        'owner: everything; manager: all content, enquiries and alerts; editor: the content of its divisions; viewer: reads only',
      ),
    divisions: Joi.array()
      .items(Joi.string().valid(...DIVISIONS))
      .required()
      .description("An editor's divisions; empty for the other roles"),
  }),
);

export const staffMember = named(
  'StaffMember',
  (adminUser as Joi.ObjectSchema).keys({
    secondFactor: Joi.boolean().required().description('Whether they sign in with a second factor'),
    createdAt: dateTime.required(),
  }),
);

export const staffInvitation = named(
  'StaffInvitation',
  (adminUser as Joi.ObjectSchema).keys({
    invitedBy: Joi.object({ id: id.required(), name: Joi.string().required() })
      .allow(null)
      .required()
      .description('Who sent it; null once their account is gone'),
    createdAt: dateTime.required(),
    expiresAt: dateTime.required().description('72 hours after it was sent'),
  }),
);

export const staffSettings = named(
  'StaffSettings',
  Joi.object({
    requireSecondFactor: Joi.boolean()
      .required()
      .description('Everyone signs in with a second factor (set up at the next sign-in)'),
    requiredByOperator: Joi.boolean()
      .required()
      .description("The server's own setting requires it, so it cannot be turned off here"),
  }),
);

export const peopleList = named(
  'PeopleList',
  Joi.object({
    people: Joi.array()
      .items(staffMember)
      .required()
      .description('Everyone with an account, by name'),
    invitations: Joi.array()
      .items(staffInvitation)
      .required()
      .description('Invitations not yet used, withdrawn or expired, newest first'),
  }),
);

const sectionError = named(
  'SectionError',
  Joi.object({
    error: Joi.string().required().description("The visitor's message in place of the records"),
  }),
);
const section = (records: Joi.Schema) => Joi.alternatives().try(records, sectionError).required();

export const homeContent = named(
  'HomeContent',
  Joi.object({
    residentialSales: section(Joi.array().items(propertyRecord)),
    commercialSales: section(Joi.array().items(propertyRecord)),
    commercialLettings: section(Joi.array().items(propertyRecord)),
    underOffer: section(Joi.array().items(propertyRecord)),
    developments: section(Joi.array().items(developmentRecord)),
  }),
);

export const listingsUnavailable = named(
  'ListingsUnavailable',
  Joi.object({
    message: Joi.string().required(),
    suggestion: Joi.string(),
  }),
);

/** Every refusal and failure: a message to show, and for invalid input one entry per field. */
export const errorBody = named(
  'Error',
  Joi.object({
    message: Joi.string().required(),
    errors: Joi.array().items(
      Joi.object({
        field: Joi.string().allow('').required().description('The path of the field: `images.0`'),
        message: Joi.string().required(),
      }),
    ),
  }),
);

export const messageBody = named('Message', Joi.object({ message: Joi.string().required() }));

export const auditEventRecord = named(
  'AuditEvent',
  (auditEventInputSchema as Joi.ObjectSchema).keys({
    id: id.required(),
    at: dateTime.required().description('When the trail kept it'),
  }),
);

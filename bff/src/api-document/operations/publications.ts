import Joi from 'joi';
import {
  DEVELOPMENT_STATUSES,
  LIST_PAGE_SIZE,
  MAX_LIST_LIMIT,
  type DevelopmentSummary,
} from '@reedmere/contracts';
import {
  DEFAULT_LIST_LIMIT,
  developmentInputSchema,
  developmentUpdateSchema,
  newsArticleInputSchema,
  newsArticleUpdateSchema,
  seoPageInputSchema,
  seoPageUpdateSchema,
} from '@reedmere/contracts/schemas';
import { adminDelete, adminList, publicList } from '../common-operations';
import { named } from '../json-schema';
import type { ApiOperation } from '../operation';
import { developmentRecord, newsArticleRecord, publicSeoPage, seoPageRecord } from '../records';
import { CONFLICT, INVALID, NOT_FOUND, NOT_MODIFIED, SAVED_IN_BETWEEN } from '../responses';
import type { ApiTag } from '../tags';

/** How a public list is paged: never the whole list at once. */
const PAGED =
  `Without \`limit\`, the first ${DEFAULT_LIST_LIMIT} (\`page\` alone pages by ${LIST_PAGE_SIZE}); ` +
  `a \`limit\` above ${MAX_LIST_LIMIT} is refused with 400. \`X-Total-Count\` counts every one.`;

/** How an admin's list is answered: whole, for the screen that filters it. */
const WHOLE =
  `Without \`page\` and \`limit\`, every record; with them, that page (\`limit\` at most ` +
  `${MAX_LIST_LIMIT}, more is refused with 400). \`X-Total-Count\` counts every record.`;

const count = Joi.number().integer().min(0).required();

/** How many projects there are, in all and by status. */
const developmentSummary = named(
  'DevelopmentSummary',
  Joi.object<DevelopmentSummary, true>({
    total: count.description('Every project'),
    byStatus: Joi.object<DevelopmentSummary['byStatus'], true>(
      Object.fromEntries(DEVELOPMENT_STATUSES.map((status) => [status, count])) as Record<
        keyof DevelopmentSummary['byStatus'],
        typeof count
      >,
    )
      .required()
      .description('The projects of each status; every status is named, 0 when none has it'),
  }),
);

/** The list, the one record and the admin's writes of a collection the agency publishes. */
function collection(options: {
  tag: ApiTag;
  path: string;
  noun: string;
  record: Joi.Schema;
  input: Joi.Schema;
  update: Joi.Schema;
}): ApiOperation[] {
  const { tag, path, noun, record, input, update } = options;
  const byId = { id: `The ${noun} id` };
  return [
    {
      method: 'post',
      path,
      tag,
      admin: true,
      summary: `Add a ${noun}`,
      body: input,
      responses: { 201: { description: `The new ${noun}`, json: record }, ...CONFLICT },
    },
    {
      method: 'put',
      path: `${path}/:id`,
      tag,
      admin: true,
      summary: `Replace a ${noun}`,
      description:
        'Takes the input fields, or the record as it was read (its `id` must be the one in the path). ' +
        '`If-Match: "<updatedAt>"` makes it conditional on the record not having been saved since.',
      params: byId,
      body: update,
      responses: {
        200: { description: `The ${noun} as stored`, json: record },
        ...NOT_FOUND,
        ...CONFLICT,
        ...SAVED_IN_BETWEEN,
      },
    },
    adminDelete({ path: `${path}/:id`, tag, summary: `Delete a ${noun}`, params: byId }),
  ];
}

/**
 * The public `/news/:slug` and the admin's `/news/:id` are one path to OpenAPI: the document
 * names the parameter `article` for both, and each operation says which it takes.
 */
const ARTICLE = 'article';
const withArticleParam = (operation: ApiOperation): ApiOperation =>
  operation.path === '/news/:id'
    ? { ...operation, paramNamesInDocument: { id: ARTICLE } }
    : operation;

export const PUBLICATION_OPERATIONS: ApiOperation[] = [
  {
    ...publicList({
      path: '/developments',
      tag: 'Projects',
      summary: 'Development projects',
      items: 'The page of projects asked for, newest first',
      record: developmentRecord,
    }),
    description: `Projects, newest first. ${PAGED}`,
  },
  {
    ...adminList({
      path: '/admin/developments',
      tag: 'Projects',
      summary: 'Every project',
      items: 'Every project, newest first',
      record: developmentRecord,
    }),
    description: WHOLE,
  },
  {
    method: 'get',
    path: '/developments-summary',
    tag: 'Projects',
    summary: 'How many projects there are, by status',
    description:
      'Every project counted, in all and by status (the counters above the list of projects).',
    conditional: true,
    responses: {
      200: { description: 'The counts', json: developmentSummary },
      ...NOT_MODIFIED,
    },
  },
  {
    method: 'get',
    path: '/developments/:id',
    tag: 'Projects',
    summary: 'One project',
    params: { id: 'The project id' },
    conditional: true,
    responses: {
      200: { description: 'The project', json: developmentRecord },
      ...NOT_MODIFIED,
      ...INVALID,
      ...NOT_FOUND,
    },
  },
  ...collection({
    tag: 'Projects',
    path: '/developments',
    noun: 'project',
    record: developmentRecord,
    input: developmentInputSchema,
    update: developmentUpdateSchema,
  }),
  {
    ...publicList({
      path: '/news',
      tag: 'News',
      summary: 'Published articles',
      items: 'The page of published articles asked for, newest first',
      record: newsArticleRecord,
    }),
    description: `Published articles, newest publication first. ${PAGED}`,
  },
  {
    ...adminList({
      path: '/news/admin',
      tag: 'News',
      summary: 'Every article, drafts too',
      items: 'Every article, last changed first',
      record: newsArticleRecord,
    }),
    description: WHOLE,
  },
  {
    method: 'get',
    path: '/news/:slug',
    tag: 'News',
    summary: 'One published article',
    params: { slug: "The article's slug (lower-case words joined by hyphens)" },
    paramNamesInDocument: { slug: ARTICLE },
    conditional: true,
    responses: {
      200: { description: 'The article', json: newsArticleRecord },
      ...NOT_MODIFIED,
      ...NOT_FOUND,
    },
  },
  ...collection({
    tag: 'News',
    path: '/news',
    noun: 'article',
    record: newsArticleRecord,
    input: newsArticleInputSchema,
    update: newsArticleUpdateSchema,
  }).map(withArticleParam),
  {
    method: 'get',
    path: '/seo-pages/path/*key',
    tag: 'Page settings',
    summary: "A page's title and meta tags",
    params: { key: "The page's path without its leading slash (`residential`), or `home` for /" },
    conditional: true,
    responses: {
      200: {
        description: "The page's settings, or null for a page with none of its own",
        json: Joi.alternatives(publicSeoPage, Joi.valid(null)),
      },
      ...NOT_MODIFIED,
    },
  },
  {
    ...adminList({
      path: '/seo-pages',
      tag: 'Page settings',
      summary: "Every page's settings",
      items: 'Every record, by path',
      record: seoPageRecord,
    }),
    description: WHOLE,
  },
  ...collection({
    tag: 'Page settings',
    path: '/seo-pages',
    noun: 'page setting',
    record: seoPageRecord,
    input: seoPageInputSchema,
    update: seoPageUpdateSchema,
  }),
];

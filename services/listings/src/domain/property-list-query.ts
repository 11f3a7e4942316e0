import { RESIDENTIAL_DWELLING_TYPES } from '@reedmere/contracts';
import {
  listPageKeys,
  listPageOf,
  propertyListQuerySchema,
  type ListPage,
  type PropertyListQuery,
} from '@reedmere/contracts/schemas';
import Joi from 'joi';

/** The public list's query plus the admin list's switch (the BFF sends it for admins only). */
export const listQuerySchema = propertyListQuerySchema.keys({ includeHidden: Joi.boolean() });

export interface ListQuery extends PropertyListQuery {
  includeHidden?: boolean;
}

/** `GET /properties/:id` and `GET /properties/under-offer` take only these. */
export const detailQuerySchema = Joi.object({ includeHidden: Joi.boolean() });
export const underOfferQuerySchema = Joi.object(listPageKeys);

/**
 * True when a read's query may take hidden listings in: the staff's form of the read. Any
 * `includeHidden` but one meaning false counts, so a value the read then refuses (400) is
 * checked as the staff's too.
 */
export function asksForHidden(rawQuery: unknown): boolean {
  const value = (rawQuery as { includeHidden?: unknown } | null | undefined)?.includeHidden;
  return value !== undefined && Joi.boolean().validate(value).value !== false;
}

/** Stored `propertyType` values that count as residential (the contracts' `isResidential`). */
export const RESIDENTIAL_TYPE_VALUES: readonly string[] = [
  'residential',
  ...RESIDENTIAL_DWELLING_TYPES,
];

export type Page = ListPage;

/**
 * The page a list answers: `limit` alone means page 1; `page` alone uses the site's page size;
 * neither gives the first DEFAULT_LIST_LIMIT, so a list is never answered unbounded.
 */
export const pageOf = (query: Pick<ListQuery, 'page' | 'limit'>): Page => listPageOf(query);

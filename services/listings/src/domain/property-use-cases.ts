import type { PropertyInput } from '@reedmere/contracts';
import { propertyInputSchema } from '@reedmere/contracts/schemas';
import { isObjectId, notFound, validate } from '@reedmere/service-kit';
import Joi from 'joi';
import type { PropertyDocument, PropertyRecord } from '../data-access/property-model';
import type { PropertyRepository, ToggleField } from '../data-access/property-repository';
import { propertyFileNames } from './file-references';
import {
  buildListFilter,
  detailQuerySchema,
  listQuerySchema,
  pageOf,
  underOfferQuerySchema,
  type ListQuery,
} from './property-list-query';
import { copyOf, prepareForStorage } from './property-rules';

export const PROPERTY_NOT_FOUND = 'Property not found';

const removeImageSchema = Joi.object({
  imageUrl: Joi.string().trim().max(2000).required().messages({
    'any.required': 'imageUrl is required',
    'string.empty': 'imageUrl is required',
  }),
});

/** The stored record as input again (what a copy starts from). */
function inputOf(doc: PropertyDocument): PropertyInput {
  const {
    _id: _ignoredId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...input
  } = doc.toObject<PropertyRecord & { _id: unknown }>({ versionKey: false, transform: false });
  return input;
}

/** A malformed id can only be "not found" (checked before the body, which it makes moot). */
const requireObjectId = (id: string): void => {
  if (!isObjectId(id)) throw notFound(PROPERTY_NOT_FOUND);
};

const found = (doc: PropertyDocument | null): PropertyDocument => {
  if (!doc) throw notFound(PROPERTY_NOT_FOUND);
  return doc;
};

/**
 * What the routes can do with properties. Every input arrives as the client sent it and is
 * validated here into a fresh object before anything reaches the database.
 */
export function createPropertyUseCases(repository: PropertyRepository) {
  return {
    async list(rawQuery: unknown) {
      const query = validate<ListQuery>(listQuerySchema, rawQuery);
      return repository.list(buildListFilter(query), pageOf(query));
    },

    async listUnderOffer(rawQuery: unknown) {
      const { limit } = validate<{ limit?: number }>(underOfferQuerySchema, rawQuery);
      const filter = { ...buildListFilter({}), isUnderOffer: true };
      const { items } = await repository.list(filter, limit ? { skip: 0, limit } : undefined);
      return items;
    },

    async get(id: string, rawQuery: unknown) {
      const { includeHidden } = validate<{ includeHidden?: boolean }>(detailQuerySchema, rawQuery);
      return found(await repository.findById(id, { includeHidden: includeHidden === true }));
    },

    async create(body: unknown) {
      const input = validate<PropertyInput>(propertyInputSchema, body);
      return repository.create(prepareForStorage(input));
    },

    async update(id: string, body: unknown) {
      requireObjectId(id);
      const input = validate<PropertyInput>(propertyInputSchema, body);
      return found(await repository.replace(id, prepareForStorage(input)));
    },

    async delete(id: string) {
      if (!(await repository.delete(id))) throw notFound(PROPERTY_NOT_FOUND);
    },

    async copy(id: string) {
      const original = found(await repository.findById(id, { includeHidden: true }));
      return repository.create(copyOf(inputOf(original)));
    },

    async toggle(id: string, field: ToggleField) {
      return found(await repository.toggle(id, field));
    },

    async removeImage(id: string, body: unknown) {
      requireObjectId(id);
      const { imageUrl } = validate<{ imageUrl: string }>(removeImageSchema, body);
      return found(await repository.removeImage(id, imageUrl));
    },

    async fileReferences() {
      return propertyFileNames(await repository.fileLinks());
    },
  };
}

export type PropertyUseCases = ReturnType<typeof createPropertyUseCases>;

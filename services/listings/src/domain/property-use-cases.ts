import { divisionOfListing, type Division, type PropertyInput } from '@reedmere/contracts';
import { propertyInputSchema } from '@reedmere/contracts/schemas';
import {
  ConflictError,
  isObjectId,
  isVersion,
  notFound,
  validate,
  ValidationError,
  VersionChangedError,
} from '@reedmere/service-kit';
import Joi from 'joi';
import type { PropertyDocument, PropertyRecord } from '../data-access/property-model';
import type { PropertyRepository } from '../data-access/property-repository';
import { propertyFileNames } from './file-references';
import {
  historyOnCreate,
  historyOnToggleHidden,
  historyOnUpdate,
  listedAtOf,
  type HistoryChange,
  type ListingState,
} from './listing-history';
import { buildListFilter } from '../data-access/property-list-filter';
import {
  detailQuerySchema,
  listQuerySchema,
  pageOf,
  underOfferQuerySchema,
  type ListQuery,
} from './property-list-query';
import { copyOf, prepareForStorage } from './property-rules';

export const PROPERTY_NOT_FOUND = 'Property not found';
export const PROPERTY_CHANGED =
  'The property was changed elsewhere while this was being saved. Please try again.';

/** Reads of a record before a conditional write; more only when others keep changing it. */
const WRITE_ATTEMPTS = 5;

const removeImageSchema = Joi.object({
  imageUrl: Joi.string().trim().max(2000).required().messages({
    'any.required': 'imageUrl is required',
    'string.empty': 'imageUrl is required',
  }),
});

/** The stored record as input again (what a copy starts from): no id, dates or history. */
function inputOf(doc: PropertyDocument): PropertyInput {
  const {
    _id: _ignoredId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    listedAt: _listedAt,
    priceHistory: _priceHistory,
    ...input
  } = doc.toObject<PropertyRecord & { _id: unknown }>({ versionKey: false, transform: false });
  return input;
}

/** A record as the API answers it, its listing date read as `listedAtOf` says. */
function present(doc: PropertyDocument) {
  return { ...doc.toJSON(), listedAt: listedAtOf(doc) };
}

export type PropertyAnswer = ReturnType<typeof present>;

const stateOf = (doc: PropertyDocument): ListingState => ({
  price: doc.price ?? null,
  isHidden: doc.isHidden,
});

/** A malformed id can only be "not found" (checked before the body, which it makes moot). */
const requireObjectId = (id: string): void => {
  if (!isObjectId(id)) throw notFound(PROPERTY_NOT_FOUND);
};

/** A body as it would be stored (its defaults filled in), or null when it is not valid. */
function inputOrNull(body: unknown): PropertyInput | null {
  try {
    return validate<PropertyInput>(propertyInputSchema, body);
  } catch (error) {
    if (error instanceof ValidationError) return null;
    throw error;
  }
}

const found = (doc: PropertyDocument | null): PropertyDocument => {
  if (!doc) throw notFound(PROPERTY_NOT_FOUND);
  return doc;
};

/**
 * What the routes can do with properties. Every input arrives as the client sent it and is
 * validated here into a fresh object before anything reaches the database. The listing's history
 * (`listedAt`, `priceHistory`) is the service's own: worked out here from the record as it was,
 * never taken from a body (the schema drops it).
 */
export function createPropertyUseCases(
  repository: PropertyRepository,
  now: () => Date = () => new Date(),
) {
  /**
   * A write worked out from the record as read, made only while the record is still so: one made
   * meanwhile (another save, a Hide/Show) sends it round again, so no change is recorded from a
   * price or visibility that was no longer the record's. A write made from a named version
   * (`expected`) is refused instead once the record has moved on from it (VersionChangedError).
   */
  async function writeFromCurrent(
    id: string,
    plan: (before: ListingState) => { fields: Partial<PropertyInput>; change: HistoryChange },
    expected?: Date,
  ): Promise<PropertyAnswer> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const current = found(await repository.findById(id, { includeHidden: true }));
      if (!isVersion(current, expected))
        throw new VersionChangedError('property', current.updatedAt);
      const before = stateOf(current);
      const { fields, change } = plan(before);
      const written = await repository.writeIf(
        id,
        { ...before, updatedAt: expected },
        fields,
        change,
      );
      if (written) return present(written);
    }
    throw new ConflictError(PROPERTY_CHANGED);
  }

  return {
    /**
     * The divisions whose listings a write changes, for the staff check (contracts'
     * staff-access): the stored listing's, hidden or not, and, given a body (a new or replaced
     * listing), the body's as it would be stored, its defaults included (no `propertyType` is
     * residential). A listing that is not there adds none (the write answers 404), nor does a body
     * that is not valid (the write answers 400, changing nothing).
     */
    async divisionsOf(id: string | undefined, body?: unknown): Promise<Division[]> {
      const divisions = new Set<Division>();
      const stored =
        id === undefined ? null : await repository.findById(id, { includeHidden: true });
      if (stored) divisions.add(divisionOfListing(stored));
      const input = body === undefined ? null : inputOrNull(body);
      if (input) divisions.add(divisionOfListing(input));
      return [...divisions];
    },

    async list(rawQuery: unknown) {
      const query = validate<ListQuery>(listQuerySchema, rawQuery);
      const { items, total } = await repository.list(buildListFilter(query), pageOf(query));
      return { items: items.map(present), total };
    },

    async listUnderOffer(rawQuery: unknown) {
      const query = validate<Pick<ListQuery, 'page' | 'limit'>>(underOfferQuerySchema, rawQuery);
      const filter = { ...buildListFilter({}), isUnderOffer: true };
      const { items, total } = await repository.list(filter, pageOf(query));
      return { items: items.map(present), total };
    },

    async get(id: string, rawQuery: unknown) {
      const { includeHidden } = validate<{ includeHidden?: boolean }>(detailQuerySchema, rawQuery);
      return present(
        found(await repository.findById(id, { includeHidden: includeHidden === true })),
      );
    },

    async create(body: unknown) {
      const input = prepareForStorage(validate<PropertyInput>(propertyInputSchema, body));
      return present(await repository.create({ ...input, ...historyOnCreate(input, now()) }));
    },

    /** Given `expected`, the version the replacement was made from: see writeFromCurrent. */
    async update(id: string, body: unknown, expected?: Date) {
      requireObjectId(id);
      const input = prepareForStorage(validate<PropertyInput>(propertyInputSchema, body));
      return writeFromCurrent(
        id,
        (before) => ({ fields: input, change: historyOnUpdate(before, input, now()) }),
        expected,
      );
    },

    async delete(id: string) {
      if (!(await repository.delete(id))) throw notFound(PROPERTY_NOT_FOUND);
    },

    async copy(id: string) {
      const original = found(await repository.findById(id, { includeHidden: true }));
      const copy = copyOf(inputOf(original));
      return present(await repository.create({ ...copy, ...historyOnCreate(copy, now()) }));
    },

    async toggle(id: string, field: 'isHidden' | 'isUnderOffer') {
      if (field === 'isUnderOffer') return present(found(await repository.toggle(id, field)));
      requireObjectId(id);
      return writeFromCurrent(id, (before) => ({
        fields: { isHidden: !before.isHidden },
        change: historyOnToggleHidden(before, now()),
      }));
    },

    async removeImage(id: string, body: unknown) {
      requireObjectId(id);
      const { imageUrl } = validate<{ imageUrl: string }>(removeImageSchema, body);
      return present(found(await repository.removeImage(id, imageUrl)));
    },

    async fileReferences() {
      return propertyFileNames(await repository.fileLinks());
    },
  };
}

export type PropertyUseCases = ReturnType<typeof createPropertyUseCases>;

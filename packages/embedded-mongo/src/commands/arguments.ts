import type { Document } from 'bson';
import { commandError } from '../errors';
import { isDocument } from '../storage/bson-values';
import type { Collection } from '../storage/collection';
import type { CommandContext } from './context';

/** The collection name a command names in its first field. */
export function collectionName(command: Document): string {
  const [name, value] = Object.entries(command)[0]!;
  if (typeof value !== 'string' || value.length === 0) {
    throw commandError(
      'InvalidNamespace',
      `collection name has invalid type ${typeof value} for '${name}'`,
    );
  }
  if (value.includes('\0') || value.startsWith('.') || value.includes('$')) {
    throw commandError('InvalidNamespace', `Invalid collection name: ${value}`);
  }
  return value;
}

export function optionalDocument(command: Document, field: string): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isDocument(value)) {
    throw commandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type, expected type 'object'`,
    );
  }
  return value;
}

export function optionalNumber(command: Document, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const number =
    typeof value === 'object' && 'toNumber' in value
      ? (value as { toNumber(): number }).toNumber()
      : value;
  if (typeof number !== 'number' || Number.isNaN(number)) {
    throw commandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type, expected a number`,
    );
  }
  return number;
}

export function documentArray(command: Document, field: string): Document[] {
  const value = command[field];
  if (!Array.isArray(value) || !value.every(isDocument)) {
    throw commandError(
      'TypeMismatch',
      `BSON field '${field}' is missing or is not an array of objects`,
    );
  }
  return value;
}

/** Checks a `hint` names an existing index, as MongoDB does before running the command. */
export function checkHint(coll: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !coll) return;
  if (typeof hint !== 'string' && !isDocument(hint))
    throw commandError('BadValue', 'hint must be a string or an object');
  if (typeof hint === 'string' && hint === '$natural') return;
  if (isDocument(hint) && '$natural' in hint) return;
  if (!coll.findIndex(hint as string | Document)) {
    throw commandError('BadValue', 'hint provided does not correspond to an existing index');
  }
}

export const namespaceOf = (context: CommandContext, name: string): string =>
  `${context.db}.${name}`;

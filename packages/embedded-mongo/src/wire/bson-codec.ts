import { deserialize, type Document } from 'bson';

type Tagged = { _bsontype?: string; value?: number };

/**
 * Plain JS numbers where the type survives re-encoding (int32, and doubles with a fraction);
 * Long, Decimal128 and whole-number doubles stay wrapped so they are stored and returned as the
 * client sent them.
 */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = normalize(value[i]);
    return value;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const tag = (value as Tagged)._bsontype;
  if (tag === 'Int32') return (value as Tagged).value;
  if (tag === 'Double') {
    const number = (value as Tagged).value!;
    return Number.isInteger(number) ? value : number;
  }
  if (tag !== undefined) return value;
  const doc = value as Document;
  for (const key of Object.keys(doc)) doc[key] = normalize(doc[key]);
  return doc;
}

/** Decodes one BSON document keeping every value's BSON type (see `normalize`). */
export function decodeDocument(bytes: Uint8Array): Document {
  return normalize(deserialize(bytes, { promoteValues: false, promoteBuffers: false })) as Document;
}

import type { Request, Response } from 'express';
import Joi from 'joi';
import { validate } from './validate';
import { VersionChangedError } from './version-changed';

export const IF_MATCH_MESSAGE =
  "If-Match must be the record's updatedAt as answered (ISO 8601 to the millisecond, UTC) in double quotes, or *";

/**
 * `*`, or the record's `updatedAt` exactly as the API answers it, quoted (a real instant, so no
 * 30 February): any other tag could never match, and is more likely a mistake than a version.
 */
const ifMatchSchema = Joi.string()
  .custom((tag: string, helpers) => {
    if (tag === '*') return tag;
    const time = /^"(.*)"$/.exec(tag)?.[1] ?? '';
    const version = new Date(time);
    if (Number.isNaN(version.getTime()) || version.toISOString() !== time) {
      return helpers.error('any.invalid');
    }
    return version;
  })
  .messages({ '*': IF_MATCH_MESSAGE });

const headersSchema = Joi.object({ 'If-Match': ifMatchSchema });

/**
 * The version a replacement was made from, given its `If-Match` header, so the write is made
 * only while the record is still that version; absent or `*`, any version (the write is
 * unconditional). Any other tag is a ValidationError naming `If-Match`.
 */
export function expectedVersion(ifMatch: string | undefined): Date | undefined {
  const { 'If-Match': version } = validate<{ 'If-Match'?: Date | '*' }>(headersSchema, {
    'If-Match': ifMatch,
  });
  return version instanceof Date ? version : undefined;
}

/**
 * Answers a replacement made from the version `If-Match` names. Refused because the record has
 * moved on: 412, with the version stored now as the ETag, so the caller can say when it changed.
 */
export async function replaceIfMatch(
  req: Request,
  res: Response,
  replace: (expected: Date | undefined) => Promise<unknown>,
): Promise<void> {
  const expected = expectedVersion(req.get('if-match'));
  try {
    res.json(await replace(expected));
  } catch (error) {
    if (!(error instanceof VersionChangedError)) throw error;
    res
      .status(412)
      .set('etag', `"${error.current.toISOString()}"`)
      .json({ message: error.message });
  }
}

import { describe, expect, it } from '@jest/globals';
import { Types, type Connection } from 'mongoose';
import { NotFoundError } from '../domain-errors';
import { IF_MATCH_MESSAGE } from '../if-match';
import { VersionChangedError } from '../version-changed';
import { call } from './http-call';
import { useTestService } from './use-test-service';
import { validationFailure } from './validation-failure';

/** A record as a service answers it. */
type Answered = Record<string, unknown> & { id: string; updatedAt: string };

/** Well formed, but no record's; and one no record could have. */
const MISSING_IDS = ['0123456789abcdef01234567', 'not-an-id'];

/**
 * `If-Match` values every replacement refuses, each made from the record's `updatedAt` as
 * answered: none names a version exactly as the API answers it.
 */
export const MALFORMED_IF_MATCH: Array<[string, (updatedAt: string) => string]> = [
  ['no quotes', (at) => at],
  ['a weak tag', (at) => `W/"${at}"`],
  ['two tags', (at) => `"${at}", "${at}"`],
  ['no milliseconds', (at) => `"${at.replace(/\.\d{3}Z$/, 'Z')}"`],
  ['another time zone', (at) => `"${at.replace('Z', '+00:00')}"`],
  ['no such day', () => '"2026-02-30T10:00:00.000Z"'],
  ['not a time', () => '"yesterday"'],
  ['nothing', () => ''],
];

/** A running service, as startTestService answers it. */
export interface ReplaceTarget {
  url: string;
  connection: Connection;
  stop(): Promise<void>;
}

export interface ConditionalReplaceSpec<S extends ReplaceTarget> {
  /** Starts the service; the suite empties `collection` before each test. */
  start(): Promise<S>;
  /** POST here creates a record; PUT and DELETE `<path>/<id>` replace and remove one. */
  path: string;
  /** Where one record is read back whole, when not at `<path>/<id>`. */
  readPath?: (id: string) => string;
  /** The collection the records are stored in. */
  collection: string;
  /** What a record is called in messages ('SEO page'). */
  record: string;
  /** The 404 message for a record that is not there. */
  notFound: string;
  /** A whole record the service takes. */
  body: Record<string, unknown>;
  /** A text field of `body` the tests change, so that one save can be told from another. */
  field: string;
  /**
   * The service's replacement use case (id, body, the version it was made from) over its
   * repository, with `meanwhile` run just before the repository's write: see `interleaved`.
   */
  replaceMeanwhile(
    service: S,
    meanwhile: (id: string) => Promise<unknown>,
  ): (id: string, body: object, expected: Date) => Promise<unknown>;
}

/** A copy of `repository` whose method `write` first runs `meanwhile` for the id it writes. */
export function interleaved<R extends object>(
  repository: R,
  write: keyof R,
  meanwhile: (id: string) => Promise<unknown>,
): R {
  const original = repository[write] as (id: string, ...rest: unknown[]) => Promise<unknown>;
  return {
    ...repository,
    [write]: async (id: string, ...rest: unknown[]) => {
      await meanwhile(id);
      return original.call(repository, id, ...rest);
    },
  };
}

/**
 * What every replacement conditional on `If-Match` does the same way, tested the same way in
 * each service: made only while the record is still the version named (412 with the stored
 * version as ETag otherwise), unconditional without it or with `*`, a malformed tag refused, and
 * a save or delete landing just before the write never undone. Answers the running service, for
 * the service's own further tests in the same file.
 */
export function describeConditionalReplace<S extends ReplaceTarget>(
  spec: ConditionalReplaceSpec<S>,
): () => S {
  const service = useTestService(spec.start, {
    beforeEach: (s) => s.connection.collection(spec.collection).deleteMany({}),
  });
  const url = () => service().url;
  const edited = (mark: string) => ({ ...spec.body, [spec.field]: mark });
  const tag = (record: { updatedAt: string }) => `"${record.updatedAt}"`;
  const changed = `The ${spec.record} has been saved since the version this change was made from; nothing was changed.`;

  async function created(): Promise<Answered> {
    const answer = await call(url(), 'POST', spec.path, { body: spec.body });
    expect(answer.status).toBe(201);
    return answer.body as Answered;
  }
  const stored = async (id: string) =>
    (await call(url(), 'GET', spec.readPath?.(id) ?? `${spec.path}/${id}`)).body as Answered;
  const put = (id: string, body: object, ifMatch?: string) =>
    call(url(), 'PUT', `${spec.path}/${id}`, {
      body,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    });

  // A replacement names the version it was made from (If-Match: its updatedAt, quoted); the
  // write itself is conditional on it, so a save made in between is never silently undone.
  describe(`PUT ${spec.path}/:id with If-Match`, () => {
    it(`replaces the ${spec.record} while it is still the version named, and moves the version on`, async () => {
      const record = await created();
      const res = await put(record.id, edited('Mine'), tag(record));
      expect(res.status).toBe(200);
      const saved = res.body as Answered;
      expect(saved[spec.field]).toBe('Mine');
      expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(record.updatedAt));
      expect(await stored(record.id)).toEqual(saved);
    });

    it('refuses a version saved over with 412, naming the version stored, and changes nothing', async () => {
      const record = await created();
      const theirs = await put(record.id, edited('Theirs'), tag(record));
      expect(theirs.status).toBe(200);
      const late = await put(record.id, edited('Mine'), tag(record));
      expect(late.status).toBe(412);
      expect(late.body).toEqual({ message: changed });
      expect(late.headers.get('etag')).toBe(tag(theirs.body as Answered));
      expect(await stored(record.id)).toEqual(theirs.body);
    });

    it('writes unconditionally without If-Match, or with *', async () => {
      const record = await created();
      expect((await put(record.id, edited('No version'))).status).toBe(200);
      expect((await put(record.id, edited('Any version'), '*')).status).toBe(200);
      expect((await stored(record.id))[spec.field]).toBe('Any version');
    });

    it.each(MALFORMED_IF_MATCH)(
      'refuses a malformed tag (%s) with 400 and changes nothing',
      async (_case, tagOf) => {
        const record = await created();
        const res = await put(record.id, edited('Mine'), tagOf(record.updatedAt));
        expect(res.status).toBe(400);
        expect(res.body).toEqual(
          validationFailure([{ field: 'If-Match', message: IF_MATCH_MESSAGE }]),
        );
        expect(await stored(record.id)).toEqual(record);
      },
    );

    it.each(MISSING_IDS)(`answers 404 for %s, which names no ${spec.record}`, async (id) => {
      const res = await put(id, spec.body, '"2026-01-01T00:00:00.000Z"');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: spec.notFound });
    });

    it('lets exactly one of two saves made from the same version through', async () => {
      let current = await created();
      for (let round = 1; round <= 5; round++) {
        const answers = await Promise.all(
          ['A', 'B'].map((who) => put(current.id, edited(`${who}${round}`), tag(current))),
        );
        expect(answers.map((res) => res.status).sort()).toEqual([200, 412]);
        const saved = answers.find((res) => res.status === 200)!.body as Answered;
        expect(await stored(current.id)).toEqual(saved);
        current = saved;
      }
    });

    it('leaves a version later than the one it replaced, even when the clock is behind it', async () => {
      const record = await created();
      // Stored as if saved an hour from now (a clock stepped back since).
      const ahead = new Date(Date.now() + 3_600_000);
      await service()
        .connection.collection(spec.collection)
        .updateOne({ _id: new Types.ObjectId(record.id) }, { $set: { updatedAt: ahead } });
      const opened = `"${ahead.toISOString()}"`;
      const res = await put(record.id, edited('Mine'), opened);
      expect(res.status).toBe(200);
      expect(Date.parse((res.body as Answered).updatedAt)).toBeGreaterThan(ahead.getTime());
      expect((await put(record.id, edited('Late'), opened)).status).toBe(412);
    });
  });

  // What the HTTP race above may or may not hit: a save or a delete landing just before the
  // replacement's own write.
  describe(`a replacement whose ${spec.record} changes just before its write`, () => {
    it('is refused as made from an older version, naming the one saved', async () => {
      const record = await created();
      let theirs: Answered | undefined;
      const replace = spec.replaceMeanwhile(service(), async (id) => {
        theirs = (await put(id, edited('Theirs'))).body as Answered;
      });
      const mine = replace(record.id, spec.body, new Date(record.updatedAt));
      await expect(mine).rejects.toBeInstanceOf(VersionChangedError);
      await expect(mine).rejects.toMatchObject({ current: new Date(theirs!.updatedAt) });
      expect(await stored(record.id)).toEqual(theirs);
    });

    it(`is not found when the ${spec.record} was deleted`, async () => {
      const record = await created();
      const replace = spec.replaceMeanwhile(service(), (id) =>
        call(url(), 'DELETE', `${spec.path}/${id}`),
      );
      await expect(
        replace(record.id, spec.body, new Date(record.updatedAt)),
      ).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  return service;
}

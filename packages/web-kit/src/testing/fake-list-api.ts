import { LIST_PAGE_SIZE, MAX_LIST_LIMIT } from '@reedmere/contracts';

/** jsdom has no fetch Response; this is the part of one the site's readers use. */
export function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const named = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null },
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}

/** Whether a query value is a whole number from `min` to `max`. */
export const between =
  (min: number, max: number) =>
  (value: string): boolean => {
    const n = Number(value);
    return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
  };

/** A list's query parameters and the values each accepts, as the API validates them. */
export type ListParameters = Readonly<Record<string, (value: string) => boolean>>;

/** The paging every list takes. */
export const PAGING: ListParameters = {
  page: between(1, 100_000),
  limit: between(1, MAX_LIST_LIMIT),
};

/** Why the API refuses a list query (400), or null when it takes it. */
export function listQueryRefusal(
  query: URLSearchParams,
  parameters: ListParameters = PAGING,
): string | null {
  const seen = new Set<string>();
  for (const [name, value] of query) {
    if (seen.has(name)) return `"${name}" must be given once`;
    seen.add(name);
    if (!parameters[name]?.(value)) return `"${name}" is not allowed to be "${value}"`;
  }
  return null;
}

/**
 * The answer to a list read over `found` (already filtered and sorted): the page its `page` and
 * `limit` ask for (without `limit` the first MAX_LIST_LIMIT; `page` alone pages by LIST_PAGE_SIZE),
 * with every one counted in `X-Total-Count`.
 */
export function listAnswer(found: readonly unknown[], query: URLSearchParams): Response {
  const page = Number(query.get('page') ?? 1);
  const given = query.get('limit');
  const limit = given ? Number(given) : query.has('page') ? LIST_PAGE_SIZE : MAX_LIST_LIMIT;
  const items = found.slice((page - 1) * limit, page * limit);
  return answer(200, items, { 'X-Total-Count': String(found.length) });
}

/** Lets a fake hold its answers back while a test looks at the page waiting for them. */
export function answerGate() {
  let held: Promise<void> | null = null;
  return {
    /** Holds every answer from now until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
    /** Resolves at once, or once the answers held are released. */
    async passed(): Promise<void> {
      if (held) await held;
    },
  };
}

export type AnswerGate = ReturnType<typeof answerGate>;

/** What a fake list API keeps of the list reads made, and the failure it answers while set. */
export interface ListReads {
  /** The list reads made (path and query), in order. */
  reads: string[];
  /** While set, every list read answers this status and text. */
  failWith?: { status: number; text: string };
}

/**
 * A read of the list at `url` as the API answers it: kept in `fake.reads` and held while `gate`
 * holds; then `fake.failWith` while set, a 400 for a query outside the paging, else the page of
 * `found()` (the records the list holds, already filtered and sorted).
 */
export async function answerListRead(
  fake: ListReads,
  gate: AnswerGate,
  url: URL,
  found: () => readonly unknown[],
): Promise<Response> {
  fake.reads.push(url.pathname + url.search);
  await gate.passed();
  if (fake.failWith) return answer(fake.failWith.status, fake.failWith.text);
  const why = listQueryRefusal(url.searchParams);
  if (why) return answer(400, { message: why });
  return listAnswer(found(), url.searchParams);
}

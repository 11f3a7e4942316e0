import {
  DEVELOPMENT_STATUSES,
  LIST_PAGE_SIZE,
  MAX_LIST_LIMIT,
  type Development,
  type DevelopmentStatus,
  type DevelopmentSummary,
} from '@reedmere/contracts';

type FetchArgs = [RequestInfo | URL, RequestInit?];
export type FetchMock = jest.Mock<Promise<Response>, FetchArgs>;

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

/** A whole number from `min` to `max` in a query value, or undefined for anything else. */
function wholeNumber(value: string, min: number, max: number): number | undefined {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** The list's parameters and the values each takes, as the API validates them. */
const PARAMETERS: Readonly<Record<string, (value: string) => boolean>> = {
  page: (value) => wholeNumber(value, 1, 100_000) !== undefined,
  limit: (value) => wholeNumber(value, 1, MAX_LIST_LIMIT) !== undefined,
};

/** Why the API refuses a list query (400), or null when it takes it. */
function refusal(query: URLSearchParams): string | null {
  const seen = new Set<string>();
  for (const [name, value] of query) {
    if (seen.has(name)) return `"${name}" must be given once`;
    seen.add(name);
    if (!PARAMETERS[name]?.(value)) return `"${name}" is not allowed to be "${value}"`;
  }
  return null;
}

const newestFirst = (a: Development, b: Development) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export interface DevelopmentsApi {
  /** The fake, installed as `global.fetch`. */
  fetch: FetchMock;
  /** The list reads made (path and query), in order. */
  reads: string[];
  /** The projects it holds; change them to change what it answers next. */
  projects: Development[];
  /** While set, every list read answers this status and text. */
  failWith?: { status: number; text: string };
  /** The summary reads made. */
  summaryReads: number;
  /** While set, the summary answers this status (404: an API without one). */
  summaryFailWith?: number;
  /** Holds every answer (list and summary) from now until the returned function is called. */
  hold(): () => void;
}

/** `GET /api/developments-summary` over `projects`: every one, and each status, counted. */
export function summaryOf(projects: readonly Development[]): DevelopmentSummary {
  const byStatus = Object.fromEntries(DEVELOPMENT_STATUSES.map((status) => [status, 0])) as Record<
    DevelopmentStatus,
    number
  >;
  for (const project of projects) byStatus[project.status] += 1;
  return { total: projects.length, byStatus };
}

/**
 * `GET /api/developments` as the API answers it, over `projects`, installed as `global.fetch`:
 * newest first, `page` and `limit` (without `limit` the first MAX_LIST_LIMIT;
 * `page` alone pages by LIST_PAGE_SIZE; a larger `limit` or any other parameter is a 400) and
 * every one counted in `X-Total-Count`; and `GET /api/developments-summary`. Any other request
 * is a 404.
 */
export function serveDevelopments(projects: Development[]): DevelopmentsApi {
  let held: Promise<void> | null = null;
  const api: DevelopmentsApi = {
    fetch: jest.fn<Promise<Response>, FetchArgs>(),
    reads: [],
    summaryReads: 0,
    projects,
    hold() {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
  };
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname === '/api/developments-summary' && (init?.method ?? 'GET') === 'GET') {
      api.summaryReads += 1;
      if (held) await held;
      if (api.summaryFailWith) return answer(api.summaryFailWith, { message: 'Not Found' });
      return answer(200, summaryOf(api.projects));
    }
    if (url.pathname !== '/api/developments' || (init?.method ?? 'GET') !== 'GET') {
      return answer(404, 'Not Found');
    }
    api.reads.push(url.pathname + url.search);
    if (held) await held;
    if (api.failWith) return answer(api.failWith.status, api.failWith.text);
    const why = refusal(url.searchParams);
    if (why) return answer(400, { message: why });
    const found = [...api.projects].sort(newestFirst);
    const page = Number(url.searchParams.get('page') ?? 1);
    const given = url.searchParams.get('limit');
    const limit = given
      ? Number(given)
      : url.searchParams.has('page')
        ? LIST_PAGE_SIZE
        : MAX_LIST_LIMIT;
    const items = found.slice((page - 1) * limit, page * limit);
    return answer(200, items, { 'X-Total-Count': String(found.length) });
  });
  global.fetch = api.fetch as unknown as typeof fetch;
  return api;
}

import {
  DEVELOPMENT_STATUSES,
  type Development,
  type DevelopmentStatus,
  type DevelopmentSummary,
} from '@reedmere/contracts';
import { answer, answerGate, answerListRead, type ListReads } from '@reedmere/web-kit/testing';

export { answer };

type FetchArgs = [RequestInfo | URL, RequestInit?];
export type FetchMock = jest.Mock<Promise<Response>, FetchArgs>;

const newestFirst = (a: Development, b: Development) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export interface DevelopmentsApi extends ListReads {
  /** The fake, installed as `global.fetch`. */
  fetch: FetchMock;
  /** The projects it holds; change them to change what it answers next. */
  projects: Development[];
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
  const gate = answerGate();
  const api: DevelopmentsApi = {
    fetch: jest.fn<Promise<Response>, FetchArgs>(),
    reads: [],
    summaryReads: 0,
    projects,
    hold: gate.hold,
  };
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname === '/api/developments-summary' && (init?.method ?? 'GET') === 'GET') {
      api.summaryReads += 1;
      await gate.passed();
      if (api.summaryFailWith) return answer(api.summaryFailWith, { message: 'Not Found' });
      return answer(200, summaryOf(api.projects));
    }
    if (url.pathname !== '/api/developments' || (init?.method ?? 'GET') !== 'GET') {
      return answer(404, 'Not Found');
    }
    return answerListRead(api, gate, url, () => [...api.projects].sort(newestFirst));
  });
  global.fetch = api.fetch as unknown as typeof fetch;
  return api;
}

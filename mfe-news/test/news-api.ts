import type { NewsArticle } from '@reedmere/contracts';
import { answer, answerGate, answerListRead, type ListReads } from '@reedmere/web-kit/testing';

export { answer };

type FetchArgs = [RequestInfo | URL, RequestInit?];
export type FetchMock = jest.Mock<Promise<Response>, FetchArgs>;

const newestFirst = (a: NewsArticle, b: NewsArticle) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id.localeCompare(a.id);

export interface NewsApi extends ListReads {
  /** The fake, installed as `global.fetch`. */
  fetch: FetchMock;
  /** The articles it holds, drafts too; change them to change what it answers next. */
  articles: NewsArticle[];
  /** Holds every list read's answer from now until the returned function is called. */
  hold(): () => void;
}

/**
 * `GET /api/news` as the API answers it, over `articles`, installed as `global.fetch`: published
 * articles only, newest first, `page` and `limit` (without `limit` the first MAX_LIST_LIMIT;
 * `page` alone pages by LIST_PAGE_SIZE; a larger `limit` or any other parameter is a 400) and
 * every one counted in `X-Total-Count`. Any other request is a 404.
 */
export function serveNews(articles: NewsArticle[]): NewsApi {
  const gate = answerGate();
  const api: NewsApi = {
    fetch: jest.fn<Promise<Response>, FetchArgs>(),
    reads: [],
    articles,
    hold: gate.hold,
  };
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname !== '/api/news' || (init?.method ?? 'GET') !== 'GET') {
      return answer(404, 'Not Found');
    }
    return answerListRead(api, gate, url, () =>
      api.articles.filter((a) => a.isPublished).sort(newestFirst),
    );
  });
  global.fetch = api.fetch as unknown as typeof fetch;
  return api;
}

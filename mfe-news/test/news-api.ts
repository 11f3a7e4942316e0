import type { NewsArticle } from '@reedmere/contracts';
import { answer, answerGate, listAnswer, listQueryRefusal } from '@reedmere/web-kit/testing';

export { answer };

type FetchArgs = [RequestInfo | URL, RequestInit?];
export type FetchMock = jest.Mock<Promise<Response>, FetchArgs>;

const newestFirst = (a: NewsArticle, b: NewsArticle) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id.localeCompare(a.id);

export interface NewsApi {
  /** The fake, installed as `global.fetch`. */
  fetch: FetchMock;
  /** The list reads made (path and query), in order. */
  reads: string[];
  /** The articles it holds, drafts too; change them to change what it answers next. */
  articles: NewsArticle[];
  /** While set, every list read answers this status and text. */
  failWith?: { status: number; text: string };
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
    api.reads.push(url.pathname + url.search);
    await gate.passed();
    if (api.failWith) return answer(api.failWith.status, api.failWith.text);
    const why = listQueryRefusal(url.searchParams);
    if (why) return answer(400, { message: why });
    const published = api.articles.filter((a) => a.isPublished).sort(newestFirst);
    return listAnswer(published, url.searchParams);
  });
  global.fetch = api.fetch as unknown as typeof fetch;
  return api;
}

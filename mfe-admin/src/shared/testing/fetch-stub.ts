import { notify } from '@reedmere/web-kit';

/** The part of a fetch Response the admin's API helpers read. */
export interface FetchAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
  json: () => Promise<unknown>;
}

export type FetchStub = jest.Mock<Promise<FetchAnswer>, [string, RequestInit]>;

/** A server answer with a text body; `json()` parses that same text. */
export const answer = (status: number, body = '', statusText = ''): FetchAnswer => ({
  ok: status < 400,
  status,
  statusText,
  text: async () => body,
  json: async () => JSON.parse(body) as unknown,
});

/** The JSON body a request sent. */
export const sentBody = (init: RequestInit | undefined): Record<string, unknown> =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;

/**
 * Checks that request `nth` (0 for the first) was `request`, e.g. 'PUT /api/news/a1', sent with the
 * session cookie, and returns the JSON body it carried.
 */
export function sentJson(fetchStub: FetchStub, request: string, nth = 0): Record<string, unknown> {
  const [url, init] = fetchStub.mock.calls[nth] ?? ['', {}];
  expect(`${init.method} ${url}`).toBe(request);
  expect(init.credentials).toBe('include');
  return sentBody(init);
}

const answerEmptyObject = async (_url: string, _init: RequestInit) => answer(200, '{}');

/**
 * For the tests of the enclosing describe: global.fetch is a stub answering with `answers`
 * (200 '{}' unless given) and the toasts are spies, so a test can assert what was sent and said.
 * Everything is put back after each test, fake timers included.
 */
export function installFetchStub(
  answers: (url: string, init: RequestInit) => Promise<FetchAnswer> = answerEmptyObject,
) {
  const originalFetch = global.fetch;
  // One mock for the whole describe, reset before each test, so callers can hold on to it.
  const fetchStub: FetchStub = jest.fn();

  beforeEach(() => {
    fetchStub.mockReset();
    fetchStub.mockImplementation(answers);
    global.fetch = fetchStub as unknown as typeof fetch;
    jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    jest.spyOn(notify, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = originalFetch;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  return {
    fetchStub,
    /** Each request so far as 'METHOD url', in order. */
    calls: () => fetchStub.mock.calls.map(([url, init]) => `${init.method} ${url}`),
  };
}

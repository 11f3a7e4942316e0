import { beforeEach, jest } from '@jest/globals';

export type FetchMock = jest.Mock<
  (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
>;

/**
 * The page's fetch for every test of the file: a mock that answers nothing until a test says what,
 * reset and put in the browser's place before each test so no answer or call carries over.
 */
export function mockFetchForEachTest(): FetchMock {
  const fetchMock: FetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  return fetchMock;
}

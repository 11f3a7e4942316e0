import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import {
  forgetReadsAhead,
  handAnswerAhead,
  READ_AHEAD_FRESH_MS,
  startReadAhead,
  takeReadsAhead,
} from './read-ahead-answers';

/** A page's read of `key`, showing what it has; its mutate is kept for the test to call. */
let revalidate: (() => Promise<unknown>) | undefined;
function Reader({
  swrKey,
  fetcher,
  keepPreviousData = false,
}: {
  swrKey: string;
  fetcher: (key: string) => Promise<string>;
  keepPreviousData?: boolean;
}) {
  const { data, error, isLoading, mutate } = useSWR(swrKey, fetcher, { keepPreviousData });
  revalidate = () => mutate();
  // As the site's pages do: what it holds is drawn, even on a render SWR marks as loading.
  if (isLoading && data === undefined) return <p>loading</p>;
  return <p>{error ? `error ${(error as Error).message}` : `shows ${String(data)}`}</p>;
}

interface Setting {
  /** What the cache holds before the reader mounts, by key. */
  cached?: Record<string, unknown>;
  keepPreviousData?: boolean;
}

/** A reader with the site's middleware, in a cache of its own made once per render tree. */
const inDataLayer = (
  swrKey: string,
  fetcher: (key: string) => Promise<string>,
  { cached = {}, keepPreviousData }: Setting = {},
) => (
  <SWRConfig
    value={{
      provider: () => new Map(Object.entries(cached)) as never,
      use: [takeReadsAhead],
      dedupingInterval: 0,
    }}
  >
    <Reader swrKey={swrKey} fetcher={fetcher} keepPreviousData={keepPreviousData} />
  </SWRConfig>
);

const renderReader = (
  swrKey: string,
  fetcher: (key: string) => Promise<string>,
  setting?: Setting,
) => render(inDataLayer(swrKey, fetcher, setting));

/** A read whose answer the test gives when it likes. */
function pendingRead() {
  let answer: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { read: jest.fn(() => promise), answer, fail };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(forgetReadsAhead);

describe('a read started ahead of a page', () => {
  it('is drawn at once, without a loading state or a request of its own, once it has answered', async () => {
    startReadAhead('/api/properties/P1', async () => 'the property read ahead');
    await settle();
    const fetcher = jest.fn(async () => 'asked again');
    renderReader('/api/properties/P1', fetcher);
    expect(screen.getByText('shows the property read ahead')).toBeInTheDocument();
    await settle();
    expect(screen.getByText('shows the property read ahead')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('is waited for when it is still on its way, and not asked for twice', async () => {
    const { read, answer } = pendingRead();
    startReadAhead('/api/properties/P1', read);
    // An answer held, handed after it (a second press), does not take its place.
    handAnswerAhead('/api/properties/P1', 'the property as the list showed it');
    const fetcher = jest.fn(async () => 'asked again');
    renderReader('/api/properties/P1', fetcher);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer('the property read ahead'));
    await waitFor(() =>
      expect(screen.getByText('shows the property read ahead')).toBeInTheDocument(),
    );
    expect(fetcher).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('is handed to one request only: asking again later reads afresh', async () => {
    const { read, answer } = pendingRead();
    startReadAhead('/api/properties/P1', read);
    const fetcher = jest.fn(async () => 'read afresh');
    renderReader('/api/properties/P1', fetcher);
    await act(async () => answer('the property read ahead'));
    await waitFor(() =>
      expect(screen.getByText('shows the property read ahead')).toBeInTheDocument(),
    );
    await act(async () => {
      await revalidate?.();
    });
    expect(screen.getByText('shows read afresh')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('is not used once it is older than it may be', async () => {
    startReadAhead('/api/properties/P1', async () => 'old', Date.now() - READ_AHEAD_FRESH_MS);
    await settle();
    const fetcher = jest.fn(async () => 'read now');
    renderReader('/api/properties/P1', fetcher);
    await waitFor(() => expect(screen.getByText('shows read now')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('is forgotten when it fails: the page asks itself and shows its own answer', async () => {
    const { read, fail } = pendingRead();
    startReadAhead('/api/properties/P1', read);
    await act(async () => fail(new Error('dropped connection')));
    const fetcher = jest.fn(async () => 'read by the page');
    renderReader('/api/properties/P1', fetcher);
    await waitFor(() => expect(screen.getByText('shows read by the page')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('is started once while a fresh one for the same key is on its way', () => {
    const { read } = pendingRead();
    startReadAhead('/api/properties/P1', read);
    startReadAhead('/api/properties/P1', read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('serves a hook that stays mounted and turns to its key (the head of the next page)', async () => {
    startReadAhead('/api/properties/P2', async () => 'the next property');
    await settle();
    const fetcher = jest.fn(async (key: string) => `asked for ${key}`);
    const { rerender } = renderReader('/api/properties/P1', fetcher);
    await waitFor(() =>
      expect(screen.getByText('shows asked for /api/properties/P1')).toBeInTheDocument(),
    );
    rerender(inDataLayer('/api/properties/P2', fetcher));
    expect(screen.getByText('shows the next property')).toBeInTheDocument();
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('replaces an answer the page kept from before, without a request of its own', async () => {
    startReadAhead('/api/properties/P1', async () => 'the new price');
    await settle();
    const fetcher = jest.fn(async () => 'asked again');
    renderReader('/api/properties/P1', fetcher, {
      cached: { '/api/properties/P1': { data: 'the old price' } },
    });
    await waitFor(() => expect(screen.getByText('shows the new price')).toBeInTheDocument());
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('replaces an error the page kept from before', async () => {
    startReadAhead('/api/properties/P1', async () => 'the property read ahead');
    await settle();
    const fetcher = jest.fn(async () => 'asked again');
    renderReader('/api/properties/P1', fetcher, {
      cached: { '/api/properties/P1': { error: new Error('Service Unavailable') } },
    });
    await waitFor(() =>
      expect(screen.getByText('shows the property read ahead')).toBeInTheDocument(),
    );
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("shows the next page's answer where a list keeps its last page on screen while it reads", async () => {
    const fetcher = jest.fn(async (key: string) => `read ${key}`);
    const { rerender } = renderReader('/api/news?page=1', fetcher, { keepPreviousData: true });
    await waitFor(() =>
      expect(screen.getByText('shows read /api/news?page=1')).toBeInTheDocument(),
    );
    startReadAhead('/api/news?page=2', async () => 'page 2 read ahead');
    await settle();
    rerender(inDataLayer('/api/news?page=2', fetcher, { keepPreviousData: true }));
    await waitFor(() => expect(screen.getByText('shows page 2 read ahead')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('is an answer the page held: drawn at once, then read afresh', async () => {
    handAnswerAhead('/api/properties/P1', 'the property as the list showed it');
    const { read, answer } = pendingRead();
    renderReader('/api/properties/P1', read);
    expect(screen.getByText('shows the property as the list showed it')).toBeInTheDocument();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await act(async () => answer('the property read afresh'));
    await waitFor(() =>
      expect(screen.getByText('shows the property read afresh')).toBeInTheDocument(),
    );
  });

  it('is an answer the page held: still there, beside the error, when the read afresh fails', async () => {
    handAnswerAhead('/api/properties/P1', 'the property as the list showed it');
    const { read, fail } = pendingRead();
    function Holder() {
      const { data, error } = useSWR('/api/properties/P1', read);
      return <p>{`holds ${String(data)}; ${error ? (error as Error).message : 'no error'}`}</p>;
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), use: [takeReadsAhead], dedupingInterval: 0 }}>
        <Holder />
      </SWRConfig>,
    );
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await act(async () => fail(new Error('Service Unavailable')));
    expect(
      screen.getByText('holds the property as the list showed it; Service Unavailable'),
    ).toBeInTheDocument();
  });

  it("is drawn at once with the served page's section where it marks that section failed", async () => {
    startReadAhead('/api/home', async () => ({ listings: { error: 'down' }, projects: ['new'] }));
    await settle();
    function Holder() {
      const { data } = useSWR('/api/home', async () => 'asked again');
      return <p>{`holds ${JSON.stringify(data)}`}</p>;
    }
    const served = { '/api/home': { listings: ['served'], projects: ['old'] } };
    render(
      <SWRConfig value={{ provider: () => new Map(), use: [takeReadsAhead], fallback: served }}>
        <Holder />
      </SWRConfig>,
    );
    expect(
      screen.getByText('holds {"listings":["served"],"projects":["new"]}'),
    ).toBeInTheDocument();
  });

  it('leaves every other key to the page', async () => {
    startReadAhead('/api/properties/P1', async () => 'the property read ahead');
    await settle();
    const fetcher = jest.fn(async () => 'the news');
    renderReader('/api/news', fetcher);
    await waitFor(() => expect(screen.getByText('shows the news')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

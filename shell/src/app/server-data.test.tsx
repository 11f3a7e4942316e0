import { render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { serverDataConfig } from './server-data';

/** A hook reading `key` as a page does, counting the requests it makes. */
function Reader({
  swrKey,
  fetcher,
}: {
  swrKey: string;
  fetcher: (key: string) => Promise<string>;
}) {
  const { data, error } = useSWR(swrKey, fetcher);
  return <p>{error ? `error ${(error as Error).message}` : (data ?? 'loading')}</p>;
}

describe('serverDataConfig', () => {
  it('renders the answers and failures the server used, without asking again', async () => {
    const fetcher = jest.fn(async (key: string) => `fresh ${key}`);
    const served = serverDataConfig({
      data: { '/api/news': 'served news' },
      errors: { '/api/home': { status: 503, message: 'Service Unavailable' } },
    });
    render(
      <SWRConfig value={served.config}>
        <Reader swrKey="/api/news" fetcher={fetcher} />
        <Reader swrKey="/api/home" fetcher={fetcher} />
      </SWRConfig>,
    );
    expect(screen.getByText('served news')).toBeInTheDocument();
    expect(screen.getByText('error 503: Service Unavailable')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reads as usual once the visitor has left the first page', async () => {
    const fetcher = jest.fn(async (key: string) => `fresh ${key}`);
    const served = serverDataConfig({ data: { '/api/news': 'served news' }, errors: {} });
    served.forget();
    render(
      <SWRConfig value={served.config}>
        <Reader swrKey="/api/news" fetcher={fetcher} />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByText('fresh /api/news')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

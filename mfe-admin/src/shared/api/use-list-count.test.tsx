import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { renderRoute } from '@reedmere/web-kit/testing';
import { useAdminList } from './use-admin-list';
import { useListCount } from './use-list-count';

interface Item {
  id: string;
  open: boolean;
}

const ITEMS_URL = '/api/items';
const isOpen = (item: Item) => item.open;

function List() {
  const { data } = useAdminList<Item>(ITEMS_URL);
  return <p>{data ? `${data.length} items` : 'Reading'}</p>;
}

function Count() {
  const open = useListCount<Item>(ITEMS_URL, isOpen);
  return <p>{open === undefined ? 'Count unknown' : `${open} open`}</p>;
}

function Screen({ withList }: { withList: boolean }) {
  const [counting, setCounting] = useState(!withList);
  const { mutate } = useSWRConfig();
  return (
    <>
      {withList ? <List /> : null}
      {counting ? <Count /> : null}
      <button onClick={() => setCounting(true)}>Count</button>
      <button onClick={() => void mutate(ITEMS_URL)}>Reload</button>
    </>
  );
}

describe('useListCount', () => {
  let items: Item[];
  const fetcher = jest.fn(async () => items);

  beforeEach(() => {
    fetcher.mockClear();
    items = [
      { id: '1', open: true },
      { id: '2', open: false },
    ];
  });

  it('asks nothing more when the list is already loaded', async () => {
    renderRoute(<Screen withList />, { path: '/admin', fetcher });
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(screen.getByText('1 open')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reads the list itself while nothing has, and follows a reload of it', async () => {
    renderRoute(<Screen withList={false} />, { path: '/admin', fetcher });
    expect(screen.getByText('Count unknown')).toBeInTheDocument();
    expect(await screen.findByText('1 open')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);

    items = items.map((item) => ({ ...item, open: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('2 open')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('stays unknown when the read fails', async () => {
    fetcher.mockRejectedValueOnce(new Error('down'));
    renderRoute(<Screen withList={false} />, { path: '/admin', fetcher });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Count unknown')).toBeInTheDocument();
  });
});

import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, useParams } from '@reedmere/router';
import useSWR from 'swr';
import { answerByKey, renderRoute } from './render-route';

function Item() {
  const { id = '' } = useParams();
  const { data, error } = useSWR<{ name: string }>(`/api/items/${id}`);
  if (error) return <p>{(error as Error).message}</p>;
  return (
    <>
      <h1>{data?.name ?? 'Loading'}</h1>
      <Link to="/items?sort=name">All items</Link>
    </>
  );
}

describe('renderRoute', () => {
  it('renders at the path with the fetcher and shows where links go', async () => {
    renderRoute(<Item />, {
      path: '/items/1',
      pattern: '/items/:id',
      fetcher: answerByKey({ '/api/items/1': { name: 'Barn' } }),
      routes: <Route path="/items" element={<p>Item list</p>} />,
    });
    expect(await screen.findByRole('heading', { name: 'Barn' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/items/1');
    fireEvent.click(screen.getByRole('link', { name: 'All items' }));
    expect(screen.getByText('Item list')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/items?sort=name');
  });

  it('fails an unknown key like a 404, and throws Error answers', async () => {
    const fetcher = answerByKey({ '/api/items/2': new Error('500: down') });
    await expect(fetcher('/api/items/3')).rejects.toMatchObject({ status: 404 });
    await expect(fetcher('/api/items/2')).rejects.toThrow('500: down');
  });

  it('starts each render with an empty cache', async () => {
    const first = renderRoute(<Item />, {
      path: '/items/1',
      pattern: '/items/:id',
      fetcher: answerByKey({ '/api/items/1': { name: 'Barn' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Barn' })).toBeInTheDocument();
    first.unmount();
    renderRoute(<Item />, {
      path: '/items/1',
      pattern: '/items/:id',
      fetcher: answerByKey({ '/api/items/1': { name: 'Mill' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Mill' })).toBeInTheDocument();
  });
});

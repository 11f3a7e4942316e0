import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Property } from '@reedmere/contracts';
import ListingsRoutes from './routes';

const property = (id: string, title: string, price: number | null): Property =>
  ({ id, title, price, priceType: 'sale', priceQualifier: null, location: 'Norwich' }) as Property;

function renderAt(path: string, fetcher: (key: string) => Promise<unknown>) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<ListingsRoutes />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('listings routes: /properties', () => {
  it('lists property titles with formatted prices', async () => {
    const fetcher = jest.fn(async () => [
      property('1', 'Riverside Cottage', 325000),
      property('2', 'Market Street Shop', null),
    ]);
    renderAt('/properties', fetcher);
    expect(screen.getByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading properties')).toBeInTheDocument();
    expect(await screen.findByText('Riverside Cottage')).toBeInTheDocument();
    expect(screen.getByText('£325,000')).toBeInTheDocument();
    expect(screen.getByText('Price on Request')).toBeInTheDocument();
    expect(screen.getByText('2 Properties Found')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/properties');
  });

  it('shows the error state', async () => {
    renderAt('/properties', async () => {
      throw new Error('503: down');
    });
    expect(await screen.findByText('Error Loading Properties')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Development } from '@reedmere/contracts';
import DevelopmentsRoutes from './routes';

function renderAt(path: string, fetcher: (key: string) => Promise<unknown>) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<DevelopmentsRoutes />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('developments routes: /developments', () => {
  it('shows the hero and the project titles', async () => {
    const fetcher = jest.fn(
      async () =>
        [
          { id: 'a', title: 'The Old Maltings', status: 'in_progress', location: 'Diss' },
        ] as Development[],
    );
    renderAt('/developments', fetcher);
    expect(screen.getByRole('heading', { name: 'Development Projects' })).toBeInTheDocument();
    expect(await screen.findByText('The Old Maltings')).toBeInTheDocument();
    expect(screen.getByText('IN PROGRESS')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/developments');
  });

  it('says when there are no projects', async () => {
    renderAt('/developments', async () => []);
    expect(await screen.findByText('No Projects Available')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NOT_FOUND } from '@reedmere/contracts';
import { RemoteLoaderProvider } from '../remotes/remote-section';
import type { RemoteLoader } from '../remotes/registry';
import { AppRoutes } from './app-routes';
import { AppProviders } from './app';

function renderAt(path: string, loader: RemoteLoader = jest.fn()) {
  return render(
    <AppProviders>
      <RemoteLoaderProvider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </RemoteLoaderProvider>
    </AppProviders>,
  );
}

describe('AppRoutes', () => {
  it('shows the 404 page for an unknown path, inside the layout', () => {
    const loader = jest.fn();
    renderAt('/no-such-page', loader);
    expect(screen.getByRole('heading', { name: NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(document.title).toContain('404 Page Not Found');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('© 2025 Reedmere Estates Ltd')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('hands a remote-owned path to that remote', async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({
      default: () => <p>Calculators remote</p>,
    }));
    renderAt('/mortgage-calculator', loader);
    expect(await screen.findByText('Calculators remote')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('calculators', 'routes');
  });

  it('renders shell pages itself, loading their code on first visit', async () => {
    renderAt('/epc');
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Non-Domestic EPCs' }),
    ).toBeInTheDocument();
  });
});

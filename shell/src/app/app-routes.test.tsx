import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { NOT_FOUND } from '@reedmere/contracts';
import { RemoteLoaderProvider } from '../remotes/remote-section';
import type { RemoteLoader } from '../remotes/registry';
import { AppRoutes, readsDataAtStart } from './app-routes';
import { serverDataConfig } from './server-data';
import type { ServedPage } from './site-providers';
import { AppProviders } from './app-providers';
import { goToServerPage } from './go-to-server-page';
import { jsonResponse } from '../../test/json-response';

jest.mock('./go-to-server-page', () => ({ goToServerPage: jest.fn() }));

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
  it('shows the 404 page for an unknown path, inside the layout', async () => {
    const loader = jest.fn();
    renderAt('/no-such-page', loader);
    // Its code loads on first visit.
    expect(await screen.findByRole('heading', { name: NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(document.title).toContain('404 Page Not Found');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code loads on its first render in the browser.
    expect(await screen.findByText('© 2025 Reedmere Estates Ltd')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
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

  describe('a page of the other site', () => {
    const leave = goToServerPage as jest.Mock;
    beforeEach(() => leave.mockClear());
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('is left to the server from a public page: the admin panel is never drawn there', () => {
      const loader = jest.fn();
      renderAt('/admin?tab=people', loader);
      expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
      expect(leave).toHaveBeenCalledWith('/admin?tab=people');
      expect(loader).not.toHaveBeenCalled();
    });

    it("is left to the server from the admin's document: no division's code loads there", () => {
      window.history.replaceState(null, '', '/admin');
      const loader = jest.fn();
      renderAt('/residential#map', loader);
      expect(leave).toHaveBeenCalledWith('/residential#map');
      expect(loader).not.toHaveBeenCalled();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    });
  });

  describe('the admin remote', () => {
    const originalFetch = global.fetch;
    const assign = goToServerPage as jest.Mock;
    beforeEach(() => {
      assign.mockClear();
      // The admin's document: the admin site serves it at /admin.
      window.history.replaceState(null, '', '/admin');
    });
    afterEach(() => {
      global.fetch = originalFetch;
      jest.useRealTimers();
      window.history.replaceState(null, '', '/');
    });

    it('is not loaded for a visitor, who is told to sign in and sent to the login page', async () => {
      jest.useFakeTimers();
      let answer: (response: Response) => void = () => undefined;
      global.fetch = jest.fn(
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ) as unknown as typeof fetch;
      const loader = jest.fn();
      renderAt('/admin', loader);
      expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
      expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
      answer(jsonResponse(401, { message: 'Unauthorized' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You must be logged in to access the admin panel. Redirecting to login...',
      );
      expect(global.fetch).toHaveBeenCalledWith('/api/auth/user', expect.anything());
      act(() => {
        jest.advanceTimersByTime(1500);
      });
      expect(assign).toHaveBeenCalledWith('/api/login');
      expect(loader).not.toHaveBeenCalled();
    });

    it('is loaded once the current-user call confirms the admin', async () => {
      global.fetch = jest.fn(async () =>
        jsonResponse(200, { id: 'u1', email: 'admin@reedmere.example', name: 'Alex' }),
      ) as unknown as typeof fetch;
      const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({
        default: () => <p>Admin remote</p>,
      }));
      renderAt('/admin/seo', loader);
      expect(await screen.findByText('Admin remote')).toBeInTheDocument();
      expect(loader).toHaveBeenCalledWith('admin', 'routes');
      expect(assign).not.toHaveBeenCalled();
    });
  });
});

describe('readsDataAtStart', () => {
  const served = (liveModules: string[]): ServedPage => ({
    swr: serverDataConfig({ data: {}, errors: {} }),
    modules: new Map(liveModules.map((id) => [id, { default: () => null }])),
    staticModules: new Set(['listings/home-sections']),
  });

  it('is false for a served page of the shell that reads nothing and has no live remote section', () => {
    expect(readsDataAtStart(served([]), '/')).toBe(false);
    expect(readsDataAtStart(served([]), '/privacy-policy')).toBe(false);
  });

  it('is true for a page drawn in the browser, a live remote section, or a shell page that reads', () => {
    expect(readsDataAtStart(undefined, '/')).toBe(true);
    expect(readsDataAtStart(served(['listings/routes']), '/')).toBe(true);
    expect(readsDataAtStart(served([]), '/contact')).toBe(true);
    expect(readsDataAtStart(served([]), '/no-such-page')).toBe(true);
  });
});

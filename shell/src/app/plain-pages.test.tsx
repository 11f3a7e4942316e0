import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { NOT_FOUND } from '@reedmere/contracts';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

// Records each time the styling library's module is evaluated; the module itself is the real one.
const mockStylingEvaluated = jest.fn();
jest.mock('./styling', () => {
  mockStylingEvaluated();
  return jest.requireActual<typeof import('./styling')>('./styling');
});

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

// The shell's own pages and its footer are plain markup styled by the site's stylesheet: reaching
// them in the app loads their code alone, never the styling library (MUI, emotion, the theme).
describe("the shell's pages", () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    global.fetch = originalFetch;
  });

  it.each([
    ['/contact', 'Contact Us'],
    ['/epc', 'Non-Domestic EPCs'],
    ['/property-finder', 'Norfolk Property Finder Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/terms-conditions', 'Terms & Conditions'],
    ['/no-such-page', NOT_FOUND.title],
  ])('%s is drawn without the styling library, footer and all', async (path, heading) => {
    const { unmount } = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2025 Reedmere Estates Ltd');
    expect(mockStylingEvaluated).not.toHaveBeenCalled();
    unmount();
  });

  it('the admin panel, drawn with MUI, still brings it', async () => {
    // Who is signed in is still being asked: the panel shows its check, in the theme.
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    // The admin's document: the admin site serves it at /admin.
    window.history.replaceState(null, '', '/admin');
    renderAt('/admin');
    expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
    expect(mockStylingEvaluated).toHaveBeenCalledTimes(1);
  });
});

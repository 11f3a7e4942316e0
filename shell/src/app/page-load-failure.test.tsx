import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { SECTION_UNAVAILABLE } from './section-boundary';
import { AppRoutes } from './app-routes';
import { AppProviders } from './app-providers';

// The EPC page's code cannot be fetched (a dropped connection, or files replaced by a release).
jest.mock('../pages/services/epc-page', () => {
  throw new Error('Loading chunk 42 failed');
});

describe('a shell page whose code fails to load', () => {
  it('shows the notice with Retry in its place, header and footer intact', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/epc']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText(SECTION_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { NOT_FOUND } from '@reedmere/contracts';
import { NotFoundPage } from './not-found-page';

it('keeps the standard title and text and offers ways on', () => {
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND.title })).toBeInTheDocument();
  expect(screen.getByText(NOT_FOUND.text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  const waysOn = screen.getByRole('navigation', { name: 'Or try one of these' });
  expect(
    within(waysOn)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Properties For Sale', '/residential'],
    ['Commercial Sales', '/commercial-sales'],
    ['Commercial Lettings', '/commercial-lettings'],
    ['Contact Us', '/contact'],
  ]);
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { NOT_FOUND } from '@reedmere/contracts';
import { ScreenRoutes } from './screen-routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScreenRoutes
        owner="mfe-news"
        screens={{ news: <p>The list</p>, 'news-article': <p>An article</p> }}
      />
    </MemoryRouter>,
  );
}

describe("a remote's routes, made from the route table", () => {
  it('show each screen at the path the table gives it', () => {
    renderAt('/news');
    expect(screen.getByText('The list')).toBeTruthy();
  });

  it('take the parameters the table names', () => {
    renderAt('/news/market-update');
    expect(screen.getByText('An article')).toBeTruthy();
  });

  it('show the 404 page for any other path', () => {
    renderAt('/developments');
    expect(screen.getByRole('heading', { name: NOT_FOUND.title })).toBeTruthy();
  });
});

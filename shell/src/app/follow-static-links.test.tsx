import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@reedmere/router';
import { followedFrom } from '@reedmere/contracts';
import { FollowStaticLinks } from './follow-static-links';

/** Where the app is, and the page its entry says it was followed from. */
function Where() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname + search + hash}</p>
      <p data-testid="from">{followedFrom(state) ?? 'nowhere'}</p>
    </>
  );
}

const LINKS = `
  <a href="/property/P1">A property</a>
  <a href="/residential?page=3">The next page</a>
  <a href="#top">To the top</a>
  <a href="/property/P1" target="_blank">A property in a new tab</a>
  <a href="/brochure.pdf">The brochure</a>
  <a href="/property/P1" download>A download</a>
  <a href="https://elsewhere.example/news">Another site</a>
  <a href="/api/properties">The API</a>
  <a href="/remotes/listings/remoteEntry.js">A remote's file</a>
  <a href="/no/such/page/here">Nowhere</a>
`;

/** Whether the browser would have followed the last click: its default was not prevented. */
let browserFollows: boolean | undefined;
const recordDefault = (event: MouseEvent) => {
  browserFollows = !event.defaultPrevented;
  // jsdom cannot load another document: stop it trying.
  event.preventDefault();
};
beforeEach(() => {
  browserFollows = undefined;
  window.addEventListener('click', recordDefault);
});
afterEach(() => window.removeEventListener('click', recordDefault));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FollowStaticLinks />
      <div data-static-part="" dangerouslySetInnerHTML={{ __html: LINKS }} />
      <nav>
        <a href="/news">A link React drew</a>
      </nav>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('a link in a static part, once the app is live', () => {
  it("is followed by the app to one of the site's pages, naming the page it was on", () => {
    renderAt('/residential?page=2');
    fireEvent.click(screen.getByText('A property'));
    expect(browserFollows).toBe(false);
    expect(where()).toBe('/property/P1');
    expect(screen.getByTestId('from')).toHaveTextContent('/residential?page=2');
  });

  it('is followed to another address of the same page', () => {
    renderAt('/residential?page=2');
    fireEvent.click(screen.getByText('The next page'));
    expect(browserFollows).toBe(false);
    expect(where()).toBe('/residential?page=3');
  });

  it.each([
    'To the top',
    'A property in a new tab',
    'The brochure',
    'A download',
    'Another site',
    'The API',
    "A remote's file",
    'Nowhere',
  ])('is left to the browser: %s', (text) => {
    renderAt('/residential?page=2');
    fireEvent.click(screen.getByText(text));
    expect(browserFollows).toBe(true);
    expect(where()).toBe('/residential?page=2');
  });

  it('is left to the browser when a key asks for another tab or window, or not the main button', () => {
    renderAt('/');
    const link = screen.getByText('A property');
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(link, click);
      expect(browserFollows).toBe(true);
    }
    expect(where()).toBe('/');
  });

  it('is left alone once a handler of its own has dealt with the click', () => {
    renderAt('/');
    const link = screen.getByText('A property');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(where()).toBe('/');
  });
});

it('leaves links outside static parts to whatever drew them', () => {
  renderAt('/');
  fireEvent.click(screen.getByText('A link React drew'));
  expect(browserFollows).toBe(true);
  expect(where()).toBe('/');
});

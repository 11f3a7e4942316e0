import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './index';

function Where() {
  const { pathname, search, hash, state, key } = useLocation();
  return (
    <output data-testid="where" data-key={key} data-state={JSON.stringify(state)}>
      {pathname + search + hash}
    </output>
  );
}

const where = () => screen.getByTestId('where');

function ParamsProbe({ name }: { name: string }) {
  return <p data-testid="params">{`${name} ${JSON.stringify(useParams())}`}</p>;
}

const params = () => screen.getByTestId('params').textContent;

describe('Routes', () => {
  it('routes and links through one router context', () => {
    function Property() {
      const { id } = useParams();
      const { search } = useLocation();
      return <h1>{`Property ${id ?? ''}${search}`}</h1>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Link to="/property/42?from=list">View Details</Link>} />
          <Route path="/property/:id" element={<Property />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'View Details' }));
    expect(screen.getByRole('heading').textContent).toBe('Property 42?from=list');
  });

  it.each([
    ['/property/new', 'new {}'],
    ['/property/7', 'one {"id":"7"}'],
    ['/property/7/photos', 'rest {"*":"property/7/photos"}'],
    ['/', 'home {}'],
    ['/PROPERTY/new/', 'new {}'],
  ])('renders the most specific route for %s, whatever the order', (path, shown) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<ParamsProbe name="rest" />} />
          <Route path="/property/:id" element={<ParamsProbe name="one" />} />
          <Route path="/property/new" element={<ParamsProbe name="new" />} />
          <Route index element={<ParamsProbe name="home" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(params()).toBe(shown);
  });

  it('renders nothing when no route matches', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <Routes>
          <Route path="/news" element={<p>News</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('draws a layout route around its matched child with <Outlet>', () => {
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <Routes>
          <>
            <Route
              element={
                <main>
                  <h1>Layout</h1>
                  <Outlet />
                </main>
              }
            >
              <Route path="/contact" element={<p>Contact</p>} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Route>
          </>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('main').textContent).toBe('LayoutContact');
  });

  it('matches nested routes against what the enclosing `*` route left, with both params', () => {
    function Remote() {
      return (
        <Routes>
          <Route path="property/:id" element={<ParamsProbe name="property" />} />
          <Route path="*" element={<ParamsProbe name="remote rest" />} />
        </Routes>
      );
    }
    const site = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:area/*" element={<Remote />} />
          </Routes>
        </MemoryRouter>,
      );
    site('/sales/property/9');
    expect(params()).toBe('property {"area":"sales","*":"property/9","id":"9"}');
  });

  it('refuses a child that is not a <Route>, and a <Route> rendered on its own', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <MemoryRouter>
          <Routes>
            <p>Not a route</p>
          </Routes>
        </MemoryRouter>,
      ),
    ).toThrow('Only <Route> and fragments');
    expect(() => render(<Route path="/" />)).toThrow('only ever used as a child of <Routes>');
  });
});

describe('Link', () => {
  function site(path: string, controls: React.ReactNode) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        {controls}
        <Where />
      </MemoryRouter>,
    );
  }

  it('writes its address as the href, resolving fragments, queries and relative paths', () => {
    function Relative() {
      return (
        <>
          <Link to="#fees">Fees</Link>
          <Link to="?page=2">Next</Link>
          <Link to="photos">Photos</Link>
          <Link to="../list">List</Link>
          <Link to={{ hash: 'terms' }}>Terms</Link>
          <Link to={{ pathname: '/news', search: 'page=2' }}>News</Link>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/terms/page?x=1']}>
        <Routes>
          <Route path="/terms/:part" element={<Relative />} />
        </Routes>
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Fees')).toBe('/terms/page#fees');
    expect(href('Next')).toBe('/terms/page?page=2');
    expect(href('Photos')).toBe('/terms/page/photos');
    expect(href('List')).toBe('/terms/list');
    expect(href('Terms')).toBe('/terms/page#terms');
    expect(href('News')).toBe('/news?page=2');
  });

  it('opens a new entry with its state on a plain click, and calls its own onClick first', () => {
    const onClick = jest.fn();
    site(
      '/',
      <Link to="/news" state={{ from: '/' }} onClick={onClick}>
        News
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where().textContent).toBe('/news');
    expect(where().dataset.state).toBe('{"from":"/"}');
    expect(where().dataset.key).not.toBe('default');
  });

  it('leaves a click with a modifier, another target, or a prevented default to the browser', () => {
    site(
      '/',
      <>
        <Link to="/news">News</Link>
        <Link to="/news" target="_blank">
          News in a new tab
        </Link>
        <Link to="/news" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'News' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'News' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'News in a new tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(where().textContent).toBe('/');
  });

  it('replaces the entry when it leads to the address already shown', () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    site(
      '/',
      <>
        <Link to="/news">News</Link>
        <Back />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where().textContent).toBe('/');
  });

  it('passes a ref and other attributes to its anchor', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    site(
      '/',
      <Link to="/news" ref={ref} className="nav" aria-current="page">
        News
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'News' });
    expect(ref.current).toBe(link);
    expect(link.className).toBe('nav');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});

describe('hooks', () => {
  it('navigate opens, replaces and moves through entries', () => {
    function Controls() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/a', { state: 1 })}>
            A
          </button>
          <button type="button" onClick={() => navigate('/b', { replace: true })}>
            B instead
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            Back
          </button>
          <button type="button" onClick={() => navigate(1)}>
            Forward
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Controls />
        <Where />
      </MemoryRouter>,
    );
    const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    press('A');
    expect(where().textContent).toBe('/a');
    expect(where().dataset.state).toBe('1');
    press('B instead');
    press('Back');
    expect(where().textContent).toBe('/start');
    expect(where().dataset.key).toBe('default');
    press('Forward');
    expect(where().textContent).toBe('/b');
    press('Forward');
    expect(where().textContent).toBe('/b');
  });

  it('useSearchParams reads the query and opens the same page with another', () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p data-testid="type">{params.get('type') ?? 'any'}</p>
          <button type="button" onClick={() => setParams({ type: 'flat', beds: ['2', '3'] })}>
            Flats
          </button>
          <button
            type="button"
            onClick={() =>
              setParams((current) => {
                current.set('page', '2');
                return current;
              })
            }
          >
            Page 2
          </button>
          <button type="button" onClick={() => setParams('')}>
            Clear
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/residential?type=house#list']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('type').textContent).toBe('house');
    fireEvent.click(screen.getByRole('button', { name: 'Flats' }));
    expect(where().textContent).toBe('/residential?type=flat&beds=2&beds=3');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(where().textContent).toBe('/residential?type=flat&beds=2&beds=3&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(where().textContent).toBe('/residential');
    expect(screen.getByTestId('type').textContent).toBe('any');
  });

  it('says clearly when a hook is used outside a router', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow('useLocation() may be used only inside a router');
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows the browser history, keeping each entry`s state and key in history.state', () => {
    window.history.replaceState(null, '', '/residential?page=2');
    render(
      <BrowserRouter>
        <Link to="/property/1" state={{ from: 'list' }}>
          Property
        </Link>
        <Where />
      </BrowserRouter>,
    );
    expect(where().textContent).toBe('/residential?page=2');
    expect(where().dataset.key).toBe('default');
    expect(window.history.state).toEqual({ idx: 0 });

    fireEvent.click(screen.getByRole('link', { name: 'Property' }));
    expect(window.location.pathname).toBe('/property/1');
    expect(window.history.state).toMatchObject({ usr: { from: 'list' }, idx: 1 });
    expect(where().textContent).toBe('/property/1');
    expect(where().dataset.key).toBe(window.history.state.key);

    // Back, as the browser reports it.
    act(() => {
      window.history.replaceState({ idx: 0 }, '', '/residential?page=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where().textContent).toBe('/residential?page=2');
    expect(where().dataset.state).toBe('null');
  });
});

describe('BrowserRouter with whenReady', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** A page that is not ready: it suspends until `release` is called. */
  function suspendingPage() {
    let release = () => {};
    let done = false;
    const ready = new Promise<void>((resolve) => {
      release = () => {
        done = true;
        resolve();
      };
    });
    function Page() {
      if (!done) throw ready;
      return <h1>Property page</h1>;
    }
    return { Page, release: () => act(async () => release()) };
  }

  function renderWith(whenReady: (to: { pathname: string }) => PromiseLike<boolean> | undefined) {
    const { Page, release } = suspendingPage();
    window.history.replaceState(null, '', '/residential');
    render(
      <BrowserRouter whenReady={whenReady}>
        <Link to="/property/1">Property 1</Link>
        <Link to="/property/2">Property 2</Link>
        <Where />
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/residential" element={<h1>List</h1>} />
            <Route path="/property/:id" element={<Page />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    return { release };
  }

  function deferred() {
    let settle: (value: boolean) => void = () => {};
    const promise = new Promise<boolean>((resolve) => (settle = resolve));
    // Settles, then lets a frame and the task after it go by.
    const settleAndWait = (value: boolean) =>
      act(async () => {
        settle(value);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      });
    return { promise, settle: settleAndWait };
  }

  it('keeps the page on screen while the next is made ready, then draws it urgently', async () => {
    const ready = deferred();
    const asked: string[] = [];
    const { release } = renderWith((to) => {
      asked.push(to.pathname);
      return ready.promise;
    });
    fireEvent.click(screen.getByRole('link', { name: 'Property 1' }));
    expect(asked).toEqual(['/property/1']);
    expect(window.location.pathname).toBe('/property/1');
    expect(where().textContent).toBe('/residential');
    expect(screen.getByRole('heading').textContent).toBe('List');

    await ready.settle(true);
    // Urgent, after the next frame: a page that still suspends shows its fallback, as no
    // transition would.
    expect(where().textContent).toBe('/property/1');
    expect(screen.getByText('Loading')).toBeTruthy();
    await release();
    expect(screen.getByRole('heading').textContent).toBe('Property page');
  });

  it('opens a page that cannot be made ready in a transition, the previous page staying', async () => {
    const ready = deferred();
    const { release } = renderWith(() => ready.promise);
    fireEvent.click(screen.getByRole('link', { name: 'Property 1' }));
    await ready.settle(false);
    expect(screen.getByRole('heading').textContent).toBe('List');
    expect(screen.queryByText('Loading')).toBeNull();
    await release();
    expect(where().textContent).toBe('/property/1');
    expect(screen.getByRole('heading').textContent).toBe('Property page');
  });

  it('shows nothing for a page made ready after the visitor opened another', async () => {
    const first = deferred();
    const { release } = renderWith((to) =>
      to.pathname === '/property/1' ? first.promise : undefined,
    );
    await release();
    fireEvent.click(screen.getByRole('link', { name: 'Property 1' }));
    fireEvent.click(screen.getByRole('link', { name: 'Property 2' }));
    await act(async () => {});
    expect(where().textContent).toBe('/property/2');
    await first.settle(true);
    expect(where().textContent).toBe('/property/2');
    expect(window.location.pathname).toBe('/property/2');
  });
});

describe('StaticRouter', () => {
  it('renders the page at its address on the server, and refuses to navigate', () => {
    function Go() {
      const navigate = useNavigate();
      navigate('/elsewhere');
      return null;
    }
    const html = renderToString(
      <StaticRouter location="/news/first-homes?page=1">
        <Routes>
          <Route path="/news/:slug" element={<ParamsProbe name="article" />} />
        </Routes>
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('article {&quot;slug&quot;:&quot;first-homes&quot;}');
    expect(html).toContain('/news/first-homes?page=1');
    expect(() =>
      renderToString(
        <StaticRouter location="/">
          <Go />
        </StaticRouter>,
      ),
    ).toThrow('cannot navigate');
  });
});

describe('matchPath', () => {
  it('gives the params, the matched part and where nested routes start', () => {
    expect(matchPath('/property/:id', '/property/a%20b')).toMatchObject({
      params: { id: 'a b' },
      pathname: '/property/a%20b',
      pathnameBase: '/property/a%20b',
    });
    expect(matchPath('/news/*', '/news/2026/first')).toMatchObject({
      params: { '*': '2026/first' },
      pathnameBase: '/news',
    });
    expect(matchPath({ path: '/news', end: false }, '/news/first')?.pathname).toBe('/news');
    expect(matchPath({ path: '/news', end: false }, '/newsletter')).toBeNull();
    expect(matchPath({ path: '/News', caseSensitive: true }, '/news')).toBeNull();
    expect(matchPath('/property/:id', '/property/%E0%A4%A')?.params.id).toBe('%E0%A4%A');
  });
});

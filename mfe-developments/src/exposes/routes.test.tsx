import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  hydrateAsServed,
  renderReadTwice,
  renderRoute,
  unmountHydrated,
  type Fetcher,
} from '@reedmere/web-kit/testing';
import { ApiError } from '@reedmere/web-kit';
import { countedAnswer, type Development } from '@reedmere/contracts';
import { serveDevelopments, summaryOf } from '../../test/developments-api';
import { development, fetcherFor, makeDevelopments, pendingFetcher } from '../../test/fixtures';
import DevelopmentsRoutes, { loader, plainMarkup } from './routes';

const renderAt = (path: string, fetcher: Fetcher) =>
  renderRoute(<DevelopmentsRoutes />, { path, fetcher });

/** A walk through five pages reads and draws each in turn: room for a busy machine. */
const WALK_MS = 30_000;

describe('developments routes: their look', () => {
  const sheets = () =>
    [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('link their own stylesheet, in the head, and draw the list with nothing of MUI', async () => {
    serveDevelopments([development()]);
    renderAt('/developments', fetcherFor({}));
    await screen.findByRole('heading', { name: 'Maltings Yard' });
    expect(sheets()).toEqual(['/remotes/developments/developments.css']);
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
    expect(plainMarkup).toBe(true);
  });

  it('draw a project and its gallery with nothing of MUI', async () => {
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': development() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open Before photo 1 of 1' }));
    await screen.findByRole('dialog', { name: 'Maltings Yard: Before' });
    expect(sheets()).toEqual(['/remotes/developments/developments.css']);
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
  });
});

describe('/developments', () => {
  const location = () => screen.getByTestId('location').textContent;
  /** The three counters' values, once they show. */
  const counterValues = async () => {
    const value = async (label: string) =>
      (await screen.findByText(label)).parentElement!.querySelector('dd')!.textContent;
    return {
      inProgress: await value('Projects In Progress'),
      scheduled: await value('Projects Scheduled'),
      completed: await value('Completed Projects'),
    };
  };
  const pager = () => screen.getByRole('navigation', { name: 'Pages' });
  /** The titles of the project cards shown, in order (the cards are the page's one list). */
  const titles = () => [...document.querySelectorAll('ul > li h3')].map((h) => h.textContent);

  it('shows a spinner while the projects load', () => {
    serveDevelopments([development()]).hold();
    renderAt('/developments', fetcherFor({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Development Projects' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
  });

  it('shows the project cards, the counters, services and the call to action', async () => {
    const api = serveDevelopments([
      development({ id: 'a', title: 'Glebe Barns', status: 'in_progress', endDate: null }),
      development({ id: 'b', title: 'Mere View', status: 'planning', location: null }),
      development({
        id: 'c',
        title: 'Wherry Wharf',
        status: 'planning',
        startDate: null,
        endDate: null,
      }),
      development({ id: 'd', title: 'Maltings Yard', status: 'completed' }),
    ]);
    renderAt('/developments', fetcherFor({}));
    expect(await screen.findByRole('heading', { name: 'Glebe Barns' })).toBeInTheDocument();
    expect(api.reads).toEqual(['/api/developments?page=1&limit=12']);

    // The counters count every project by status, from the API's summary.
    expect(await counterValues()).toEqual({ inProgress: '1', scheduled: '2', completed: '1' });
    expect(api.summaryReads).toBe(1);

    const link = screen.getByRole('link', { name: 'Glebe Barns' });
    expect(link).toHaveAttribute('href', '/developments/a');
    const card = link.closest('li')!;
    expect(within(card).getByText('IN PROGRESS')).toBeInTheDocument();
    expect(within(card).getByText('1 March 2023 - TBC')).toBeInTheDocument();
    expect(
      within(card).getByText('Eight homes around a courtyard. Heat pumps throughout.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Mere View' }).closest('li')!).getByText(
        'Location TBC',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Wherry Wharf' }).closest('li')!).getByText(
        'Timeline TBC',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('PLANNING')).toHaveLength(2);

    expect(screen.getByRole('heading', { name: 'Our Development Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText('No Projects Available')).not.toBeInTheDocument();
    // One page in all: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('loads the first row of pictures at once and the rest lazily, with width variants', async () => {
    serveDevelopments(makeDevelopments(4));
    const { container } = renderAt('/developments', fetcherFor({}));
    await screen.findByRole('heading', { name: 'Project 4' });
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute(
      'srcset',
      '/api/files/img-after1-w400.jpg 400w, /api/files/img-after1-w800.jpg 800w, /api/files/img-after1.jpg 1200w',
    );
    expect(images[0]).toHaveAttribute('sizes');
  });

  it('opens a project from its card', async () => {
    serveDevelopments([development({ id: 'a b' })]);
    const fetcher = fetcherFor({ '/api/developments/a%20b': development({ id: 'a b' }) });
    renderAt('/developments', fetcher);
    await userEvent.click(await screen.findByRole('link', { name: 'Maltings Yard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maltings Yard' }),
    ).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/developments/a%20b');
  });

  it('says when there are no projects, with the counters at zero', async () => {
    serveDevelopments([]);
    renderAt('/developments', fetcherFor({}));
    expect(
      await screen.findByRole('heading', { name: 'No Projects Available' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByText('Completed Projects').parentElement!).getByText('0'),
    ).toBeInTheDocument();
  });

  it('shows the error and tries again on request', async () => {
    const api = serveDevelopments([development()]);
    api.failWith = { status: 500, text: 'Internal Server Error' };
    renderAt('/developments', fetcherFor({}));
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Developments' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Unable to load development projects\. Please try again later\./),
    ).toBeInTheDocument();
    delete api.failWith;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Maltings Yard' })).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Developments')).not.toBeInTheDocument();
  });

  it(
    'reaches every one of 60 projects, a page of 12 at a time, the page in the URL',
    async () => {
      // 27 in progress, 21 planned and 12 completed, newest first.
      const projects = makeDevelopments(60).map((project, index) => ({
        ...project,
        status: index < 27 ? 'in_progress' : index < 48 ? 'planning' : 'completed',
      })) as Development[];
      const api = serveDevelopments(projects);
      renderAt('/developments', fetcherFor({}));
      expect(await screen.findByRole('heading', { name: 'Project 1' })).toBeInTheDocument();
      const seen = [...titles()];
      expect(seen).toHaveLength(12);
      // The page holds 12 of the projects; the counters count all 60, from the summary.
      const counts = { inProgress: '27', scheduled: '21', completed: '12' };
      expect(await counterValues()).toEqual(counts);
      expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
      for (let page = 2; page <= 5; page += 1) {
        await userEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
        const first = (page - 1) * 12 + 1;
        expect(await screen.findByText(`Project ${first}`)).toBeInTheDocument();
        expect(location()).toBe(`/developments?page=${page}`);
        expect(within(pager()).getByText(`Page ${page}`)).toHaveAttribute('aria-current', 'page');
        seen.push(...titles());
      }
      expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `Project ${i + 1}`));
      expect(await counterValues()).toEqual(counts);
      expect(api.summaryReads).toBe(1);
      expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(within(pager()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
        'href',
        '/developments?page=4',
      );
      expect(api.reads).toEqual([1, 2, 3, 4, 5].map((p) => `/api/developments?page=${p}&limit=12`));
    },
    WALK_MS,
  );

  it('keeps the page shown while the next loads, with the focus on the list heading', async () => {
    const api = serveDevelopments(makeDevelopments(15));
    renderAt('/developments', fetcherFor({}));
    await screen.findByRole('heading', { name: 'Project 1' });
    const release = api.hold();
    await userEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Our Projects' });
    expect(heading).toHaveFocus();
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(heading);
    expect(screen.getByText('Page 2', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project 1' }).closest('[aria-busy]')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading projects' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Project 13' })).toBeInTheDocument();
    expect(titles()).toEqual(['Project 13', 'Project 14', 'Project 15']);
    expect(screen.getByRole('heading', { name: 'Project 13' }).closest('[aria-busy]')).toBeNull();
    expect(heading).toHaveFocus();
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers the first page at an address past the last page', async () => {
    serveDevelopments(makeDevelopments(3));
    renderAt('/developments?page=3', fetcherFor({}));
    expect(await screen.findByRole('heading', { name: 'No More Projects' })).toBeInTheDocument();
    expect(screen.queryByText('No Projects Available')).not.toBeInTheDocument();
    expect(await counterValues()).toEqual({ inProgress: '1', scheduled: '1', completed: '1' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to page 1' }));
    expect(await screen.findByRole('heading', { name: 'Project 1' })).toBeInTheDocument();
    expect(location()).toBe('/developments');
  });

  it('counts the page’s projects when the API has no summary and the page holds them all', async () => {
    const api = serveDevelopments(makeDevelopments(4));
    api.summaryFailWith = 404;
    renderAt('/developments', fetcherFor({}));
    expect(await screen.findByRole('heading', { name: 'Project 4' })).toBeInTheDocument();
    expect(await counterValues()).toEqual({ inProgress: '2', scheduled: '1', completed: '1' });
  });

  it('leaves the counters out when the API has no summary and there is more than a page', async () => {
    const api = serveDevelopments(makeDevelopments(13));
    api.summaryFailWith = 404;
    renderAt('/developments', fetcherFor({}));
    expect(await screen.findByRole('heading', { name: 'Project 12' })).toBeInTheDocument();
    await waitFor(() => expect(api.summaryReads).toBe(1));
    expect(screen.queryByText('Projects In Progress')).not.toBeInTheDocument();
    expect(screen.queryByText('Error Loading Developments')).not.toBeInTheDocument();
  });
});

// The server reads what the page's hooks read, under the same keys, or the page is read twice.
describe('the developments loader', () => {
  it('reads the page of /developments its address names, 12 a page, counted, and the summary', () => {
    const summary = { key: '/api/developments-summary' };
    expect(loader({ pathname: '/developments', search: '' })).toEqual([
      { key: '/api/developments?page=1&limit=12', counted: true },
      summary,
    ]);
    expect(loader({ pathname: '/developments', search: '?page=2' })).toEqual([
      { key: '/api/developments?page=2&limit=12', counted: true },
      summary,
    ]);
    expect(loader({ pathname: '/developments', search: '?page=0' })).toEqual([
      { key: '/api/developments?page=1&limit=12', counted: true },
      summary,
    ]);
  });

  it('reads the project of a project page, and nothing elsewhere', () => {
    expect(loader({ pathname: '/developments/a b', search: '' })).toEqual([
      { key: '/api/developments/a%20b', subject: true },
    ]);
    expect(loader({ pathname: '/nowhere', search: '?page=2' })).toEqual([]);
  });

  it('names the key the page reads at /developments?page=2', async () => {
    const api = serveDevelopments(makeDevelopments(30));
    renderAt('/developments?page=2', fetcherFor({}));
    expect(await screen.findByRole('heading', { name: 'Project 13' })).toBeInTheDocument();
    await waitFor(() => expect(api.summaryReads).toBe(1));
    expect([...api.reads, '/api/developments-summary']).toEqual(
      loader({ pathname: '/developments', search: '?page=2' }).map((r) => r.key),
    );
  });
});

describe('/developments rendered on the server', () => {
  afterEach(unmountHydrated);

  /**
   * The page at `path` rendered from the answers its loader names, kept as the renderer keeps
   * them (`total` given: a counted read with its X-Total-Count; else the body alone, as a renderer
   * that keeps bodies only does), then hydrated with no fetcher of its own.
   */
  async function serveAndHydrate(path: string, projects: Development[], total?: number) {
    const api = serveDevelopments(projects);
    const [pathname = '', query = ''] = path.split('?');
    const search = query ? `?${query}` : '';
    const page = Number(new URLSearchParams(search).get('page') ?? 1);
    const pageOf = [...projects].slice((page - 1) * 12, page * 12);
    const fallback = Object.fromEntries(
      loader({ pathname, search }).map(({ key, counted }) => [
        key,
        key === '/api/developments-summary'
          ? summaryOf(projects)
          : counted && total !== undefined
            ? countedAnswer(pageOf, String(total))
            : pageOf,
      ]),
    );
    const { html, container, recovered, errors } = await hydrateAsServed(
      path,
      <DevelopmentsRoutes />,
      fallback,
    );
    expect(recovered).toEqual([]);
    expect(errors).toEqual([]);
    return { html, container, api };
  }

  /** The counters' values in the server's HTML, in order. */
  const countersIn = (html: string) =>
    [...html.matchAll(/<dd[^>]*>(\d+)<\/dd>/g)].map((match) => match[1]);

  it('shows the counters of all 60 projects and a counted page from the first paint', async () => {
    const projects = makeDevelopments(60).map((project, index) => ({
      ...project,
      status: index < 27 ? 'in_progress' : index < 48 ? 'planning' : 'completed',
    })) as Development[];
    const { html, container, api } = await serveAndHydrate('/developments?page=4', projects, 60);
    expect(html).toContain('Project 37');
    expect(countersIn(html)).toEqual(['27', '21', '12']);
    expect(html).toContain('href="/developments?page=5"');
    expect(container).toHaveTextContent('Project 48');
    expect(api.reads).toEqual([]);
    expect(api.summaryReads).toBe(0);
  });

  it('turns Next off on a full last page, known from the total', async () => {
    const { html, container, api } = await serveAndHydrate(
      '/developments?page=2',
      makeDevelopments(24),
      24,
    );
    expect(html).toContain('Project 24');
    expect(html).not.toContain('href="/developments?page=3"');
    const next = [...container.querySelectorAll('nav[aria-label="Pages"] button')].find(
      (button) => button.textContent === 'Next',
    );
    expect(next).toBeDisabled();
    expect(api.reads).toEqual([]);
  });

  it('hydrates the bare list of a renderer that keeps bodies only, with no read of its own', async () => {
    // Page 2 of 15, the last: three projects.
    const { html, container, api } = await serveAndHydrate(
      '/developments?page=2',
      makeDevelopments(15),
    );
    expect(html).toContain('Project 13');
    expect(html).toContain('href="/developments"');
    expect(countersIn(html)).toEqual(['5', '5', '5']);
    expect(container).toHaveTextContent('Project 15');
    expect(api.reads).toEqual([]);
    expect(api.summaryReads).toBe(0);
  });
});

describe('/developments/:id', () => {
  it('shows the loading text while the record loads', () => {
    renderAt('/developments/d1', pendingFetcher);
    expect(screen.getByRole('status', { name: 'Loading development details' })).toHaveTextContent(
      'Loading development details...',
    );
  });

  it('reads the record with the key the shell shares', async () => {
    const fetcher = fetcherFor({ '/api/developments/d1': development() });
    renderAt('/developments/d1', fetcher);
    await screen.findByRole('heading', { level: 1, name: 'Maltings Yard' });
    expect(fetcher.mock.calls.map(([key]) => key)).toEqual(['/api/developments/d1']);
  });

  it('shows the title, badge, location, dates, description and details', async () => {
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': development() }));
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Maltings Yard' })).closest(
      'section',
    )!;
    expect(within(hero).getByText('COMPLETED').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'green',
    );
    expect(within(hero).getByText('Aylsham')).toBeInTheDocument();
    expect(within(hero).getByText('1 March 2023 - 30 September 2024')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Project Description' })).toBeInTheDocument();
    expect(screen.getByText('Eight homes around a courtyard.')).toBeInTheDocument();
    expect(screen.getByText('Heat pumps throughout.')).toBeInTheDocument();

    const details = screen.getByRole('heading', { name: 'Project Details' }).closest('section')!;
    const value = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(value('Location')).toHaveTextContent('Aylsham');
    expect(value('Start Date')).toHaveTextContent('1 March 2023');
    expect(value('Completion Date')).toHaveTextContent('30 September 2024');
    expect(value('Status')).toHaveTextContent('COMPLETED');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('falls back when dates, location and description are missing', async () => {
    const record = development({
      status: 'planning',
      startDate: null,
      endDate: null,
      location: null,
      description: '',
    });
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': record }));
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    expect(within(hero).getByText('Timeline TBC')).toBeInTheDocument();
    expect(within(hero).getByText('PLANNING').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'yellow',
    );
    expect(
      screen.getByText(
        'Full details of this project will be published soon. Contact us to find out more.',
      ),
    ).toBeInTheDocument();
    const details = screen.getByRole('heading', { name: 'Project Details' }).closest('section')!;
    expect(within(details).getByText('Start Date').nextElementSibling).toHaveTextContent('TBC');
    expect(within(details).getByText('Completion Date').nextElementSibling).toHaveTextContent(
      'TBC',
    );
    expect(within(details).getByText('Location').nextElementSibling).toHaveTextContent(
      'Location TBC',
    );
  });

  it('never puts markup from the description on the page', async () => {
    const record = development({
      description: '<p>Fine</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    const { container } = renderAt(
      '/developments/d1',
      fetcherFor({ '/api/developments/d1': record }),
    );
    await screen.findByText('Fine');
    // The one script is the structured data, a data block that carries the description as text.
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    const jsonLd = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'Place',
      description: 'Fine',
    });
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('has Before / During / After tabs with their counts, wired to their panels', async () => {
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': development() }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Before (1)', 'During (2)', 'After (3)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', tabs[0]!.getAttribute('aria-controls'));
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(within(panel).getAllByRole('button', { name: /Open Before photo/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'After (3)' }));
    const after = screen.getByRole('tabpanel');
    expect(after).toHaveAttribute('aria-labelledby', 'gallery-tab-after');
    expect(within(after).getAllByRole('button', { name: /Open After photo/ })).toHaveLength(3);
    expect(after.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': development() }));
    const before = await screen.findByRole('tab', { name: 'Before (1)' });
    act(() => before.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'During (2)' })).toHaveFocus();
  });

  it.each([
    [
      'in_progress',
      ['No "Before" images yet', 'No "During" images yet', 'In Progress', 'Project in progress'],
    ],
    [
      'completed',
      ['No "Before" images yet', 'No "During" images yet', 'Coming Soon', 'Photos coming soon'],
    ],
    [
      'planning',
      ['No "Before" images yet', 'No "During" images yet', 'Coming Soon', 'Photos coming soon'],
    ],
  ])('shows the placeholders of empty tabs for a %s project', async (status, texts) => {
    const record = development({
      status,
      beforeImages: [],
      duringImages: [],
      afterImages: [],
    } as never);
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': record }));
    const [before, during, after] = await screen.findAllByRole('tab');
    expect(before).toHaveTextContent('Before (0)');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(texts[0]!);
    await userEvent.click(during!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(texts[1]!);
    await userEvent.click(after!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(texts[2]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(texts[3]!);
  });

  it('opens the full-screen gallery at the chosen photo and wraps both ways', async () => {
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': development() }));
    await userEvent.click(await screen.findByRole('tab', { name: 'After (3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open After photo 2 of 3' }));

    const dialog = await screen.findByRole('dialog', { name: 'Maltings Yard: After' });
    const counter = within(dialog).getByTestId('gallery-counter');
    const photo = () => within(dialog).getByRole('img');
    expect(counter).toHaveTextContent('2 / 3');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(photo()).toHaveAttribute('src', '/api/files/img-after2.jpg');
    expect(photo()).toHaveAttribute('alt', 'Maltings Yard: After, photo 2 of 3');
    expect(photo()).toHaveAttribute('sizes', '100vw');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(counter).toHaveTextContent('3 / 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(counter).toHaveTextContent('1 / 3');
    expect(photo()).toHaveAttribute('src', '/api/files/img-after1.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(counter).toHaveTextContent('3 / 3');
  });

  it('moves with the arrow keys and closes with Escape, giving focus back', async () => {
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': development() }));
    await userEvent.click(await screen.findByRole('tab', { name: 'During (2)' }));
    const opener = screen.getByRole('button', { name: 'Open During photo 1 of 2' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    const counter = within(dialog).getByTestId('gallery-counter');
    await userEvent.keyboard('{ArrowLeft}');
    expect(counter).toHaveTextContent('2 / 2');
    await userEvent.keyboard('{ArrowRight}');
    expect(counter).toHaveTextContent('1 / 2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows a single photo without Previous or Next, and closes with the close button', async () => {
    renderAt('/developments/d1', fetcherFor({ '/api/developments/d1': development() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open Before photo 1 of 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('1 / 1');
    // One photo: nothing to step to.
    expect(
      within(dialog).queryByRole('button', { name: 'Previous image' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close gallery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says Development Not Found for an unknown id, with a way back', async () => {
    renderAt('/developments/nope', fetcherFor({}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Development Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The development you're looking for doesn't exist."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Developments' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/developments$/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Development Projects' }),
    ).toBeInTheDocument();
  });

  it('offers Try Again when the read failed for another reason', async () => {
    let fail = true;
    const fetcher = jest.fn(async () => {
      if (fail) throw new ApiError(502, 'Bad Gateway');
      return development();
    });
    renderAt('/developments/d1', fetcher);
    expect(
      await screen.findByRole('heading', { name: 'Development Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We could not load this development just now. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maltings Yard' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['fails', 'stays', new ApiError(502, 'Bad Gateway'), 'Maltings Yard'],
    ['answers 404', 'says it is gone', new ApiError(404, 'Not found'), 'Development Not Found'],
  ])(
    'when reading the project on screen again %s, it %s',
    async (_failure, _outcome, later, heading) => {
      const page = renderReadTwice(<DevelopmentsRoutes />, {
        path: '/developments/d1',
        readKey: '/api/developments/d1',
        answers: [development(), later],
      });
      await screen.findByRole('heading', { level: 1, name: 'Maltings Yard' });
      await page.readAgain();
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer as answerWithHeaders, answerByKey, renderRoute } from '@reedmere/web-kit/testing';
import { Link } from '@reedmere/router';
import type { AdminUser } from '@reedmere/contracts';
import { makeAlertSearch } from '@reedmere/contracts/testing';
import * as webKit from '@reedmere/web-kit';
import { ApiError } from '@reedmere/web-kit';
import { answer, installFetchStub } from '../shared/testing/fetch-stub';
import { leavingIsQuestioned } from '../shared/testing/unsaved-changes';
import { testEnquiry } from '../features/enquiries/lib/test-enquiry';
import { testProperty } from '../features/properties/lib/test-property';
import { NEWS_CANARY, OVERVIEW } from '../features/deployments/lib/test-deployments';
import AdminRoutes from './routes';

const USER: AdminUser = {
  id: 'u1',
  email: 'admin@reedmere.example',
  name: 'Alex Admin',
  role: 'owner',
  divisions: [],
};
const UNAUTHORIZED = new ApiError(401, '{"message":"Unauthorized"}');

describe('admin routes: the authentication gate', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the checking state while the session is asked for', () => {
    const fetcher = jest.fn(() => new Promise<unknown>(() => undefined));
    renderRoute(<AdminRoutes redirect={jest.fn()} />, { path: '/admin', fetcher });
    expect(
      screen.getByText('Checking authentication...').closest('[role="status"]'),
    ).not.toBeNull();
    expect(fetcher).toHaveBeenCalledWith('/api/auth/user');
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('explains a 401 and goes to the login page after 1.5 s', async () => {
    jest.useFakeTimers();
    const redirect = jest.fn();
    renderRoute(<AdminRoutes redirect={redirect} />, {
      path: '/admin',
      fetcher: answerByKey({ '/api/auth/user': UNAUTHORIZED }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication Required');
    expect(alert).toHaveTextContent(
      'You must be logged in to access the admin panel. Redirecting to login...',
    );
    act(() => {
      jest.advanceTimersByTime(1499);
    });
    expect(redirect).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });

  it('offers Retry on other errors and shows the panel once the retry succeeds', async () => {
    let calls = 0;
    const fetcher = jest.fn(async (key: string) => {
      if (key !== '/api/auth/user') return [];
      calls += 1;
      if (calls === 1) throw new ApiError(503, 'Service unavailable');
      return USER;
    });
    const redirect = jest.fn();
    renderRoute(<AdminRoutes redirect={redirect} />, { path: '/admin', fetcher });
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('Authentication Required');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('gates /admin/seo too', async () => {
    renderRoute(<AdminRoutes redirect={jest.fn()} />, {
      path: '/admin/seo',
      fetcher: answerByKey({ '/api/auth/user': UNAUTHORIZED }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication Required');
    expect(screen.queryByRole('heading', { name: 'SEO Management' })).not.toBeInTheDocument();
  });
});

/** The owner's section tabs, in their order; the others see some of them. */
const OWNER_TABS = [
  'Properties',
  'Developments',
  'News',
  'SEO',
  'Enquiries',
  'Alerts',
  'Activity',
  'Deployments',
  'People',
];

/** The panel's section tabs, once shown, and the names they show. */
const findSectionTabs = async () => {
  const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
  const names = within(tablist)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
  return { tablist, names };
};

/** Chooses a section's tab, its list not read until then, and gives the tab's panel. */
const chooseTabReadOnChoice = async (name: string, fetcher: jest.Mock, listKey: string) => {
  const tab = await screen.findByRole('tab', { name });
  expect(fetcher).not.toHaveBeenCalledWith(listKey);
  fireEvent.click(tab);
  // Awaited: the read the choice starts answers after the click.
  return screen.findByRole('tabpanel', { name });
};

describe('admin routes: /admin', () => {
  const { fetchStub } = installFetchStub(async () => answer(200));

  const renderPanel = (redirect = jest.fn()) =>
    renderRoute(<AdminRoutes redirect={redirect} />, {
      path: '/admin',
      fetcher: answerByKey({
        '/api/auth/user': USER,
        '/api/admin/properties': [],
        '/api/admin/developments': [],
        '/api/news/admin': [],
      }),
    });

  it('shows the heading and who is signed in', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(
      screen.getByText('Signed in as Alex Admin (admin@reedmere.example)'),
    ).toBeInTheDocument();
  });

  it('loads the toast library as it opens, before any toast is needed', async () => {
    const loadAhead = jest.spyOn(webKit, 'loadToastsAhead');
    try {
      renderPanel();
      await screen.findByRole('heading', { name: 'Admin Panel' });
      expect(loadAhead).toHaveBeenCalledTimes(1);
    } finally {
      loadAhead.mockRestore();
    }
  });

  it("shows an editor only their divisions' tabs, and reads no enquiries or alerts", async () => {
    const seen: string[] = [];
    renderRoute(<AdminRoutes redirect={jest.fn()} />, {
      path: '/admin',
      fetcher: async (key: string) => {
        seen.push(key);
        return key === '/api/auth/user' ? { ...USER, role: 'editor', divisions: ['news'] } : [];
      },
    });
    expect((await findSectionTabs()).names).toEqual(['News', 'SEO']);
    expect(seen).not.toContain('/api/inquiries');
    expect(seen).not.toContain('/api/admin/alerts');
  });

  it("shows a manager the staff's activity, read when its tab is chosen", async () => {
    fetchStub.mockImplementation(async () => answerWithHeaders(200, [], { 'X-Total-Count': '0' }));
    renderRoute(<AdminRoutes redirect={jest.fn()} />, {
      path: '/admin',
      fetcher: async (key: string) =>
        key === '/api/auth/user' ? { ...USER, role: 'manager' } : [],
    });
    const { tablist, names } = await findSectionTabs();
    expect(names).toEqual(OWNER_TABS.filter((name) => name !== 'People'));
    expect(fetchStub).not.toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/admin\/activity/),
      expect.anything(),
    );
    fireEvent.click(within(tablist).getByRole('tab', { name: 'Activity' }));
    const panel = screen.getByRole('tabpanel', { name: 'Activity' });
    expect(await within(panel).findByText('No activity recorded yet')).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/admin/activity?page=1&limit=20',
      expect.anything(),
    );
  });

  it("shows a manager the site's deployments, read when their tab is chosen", async () => {
    const fetcher = jest.fn(async (key: string) => {
      if (key === '/api/auth/user') return { ...USER, role: 'manager' };
      return key === '/api/admin/deployments' ? OVERVIEW : [];
    });
    renderRoute(<AdminRoutes redirect={jest.fn()} />, { path: '/admin', fetcher });
    const panel = await chooseTabReadOnChoice('Deployments', fetcher, '/api/admin/deployments');
    const news = await within(panel).findByRole('listitem', { name: 'news' });
    expect(
      within(news).getByRole('button', { name: `Promote news canary ${NEWS_CANARY}` }),
    ).toBeVisible();
    expect(within(panel).getByRole('table', { name: 'Release history' })).toBeVisible();
    expect(fetcher).toHaveBeenCalledWith('/api/admin/deployments');
  });

  it('shows the owner the people, read when their tab is chosen, marking the owner as You', async () => {
    const fetcher = jest.fn(
      answerByKey({
        '/api/auth/user': USER,
        '/api/admin/properties': [],
        '/api/admin/people/settings': { requireSecondFactor: false, requiredByOperator: false },
        '/api/admin/people': {
          people: [
            { ...USER, secondFactor: true, createdAt: '2026-01-05T09:00:00.000Z' },
            {
              id: 'u2',
              email: 'sam@reedmere.example',
              name: 'Sam Smith',
              role: 'viewer',
              divisions: [],
              secondFactor: false,
              createdAt: '2026-02-01T09:00:00.000Z',
            },
          ],
          invitations: [],
        },
      }),
    );
    renderRoute(<AdminRoutes redirect={jest.fn()} />, { path: '/admin', fetcher });
    const panel = await chooseTabReadOnChoice('People', fetcher, '/api/admin/people');
    const you = await within(panel).findByRole('listitem', { name: 'Alex Admin (you)' });
    expect(within(you).queryAllByRole('button')).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'Remove Sam Smith' })).toBeVisible();
    expect(within(panel).getByText('No invitations waiting')).toBeVisible();
  });

  it('shows a viewer every list but no button that would change something', async () => {
    const property = testProperty({ id: 'p1', title: 'Mill House' });
    const lists: Record<string, unknown> = {
      '/api/auth/user': { ...USER, role: 'viewer' },
      '/api/admin/properties': [property],
      '/api/news/admin': [],
      '/api/inquiries': [testEnquiry({ id: 'e1' })],
    };
    renderRoute(<AdminRoutes redirect={jest.fn()} />, {
      path: '/admin',
      fetcher: async (key: string) => lists[key] ?? [],
    });
    const panel = async () => within(await screen.findByRole('tabpanel'));
    expect(await (await panel()).findByRole('heading', { name: 'Mill House' })).toBeVisible();
    // The staff's activity and the releases are the owner's and managers' alone, the people
    // the owner's.
    expect(screen.queryByRole('tab', { name: 'Activity' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Deployments' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'People' })).toBeNull();
    expect((await panel()).queryAllByRole('button')).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(await (await panel()).findByText('No articles yet')).toBeVisible();
    expect((await panel()).queryByRole('button', { name: 'New article' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /^Enquiries/ }));
    expect(await (await panel()).findByText(testEnquiry().message)).toBeVisible();
    expect((await panel()).queryByRole('button', { name: /Mark as|Delete/ })).toBeNull();
  });

  it("has the owner's nine section tabs, properties first", async () => {
    renderPanel();
    expect((await findSectionTabs()).names).toEqual(OWNER_TABS);
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await within(screen.getByRole('tabpanel')).findByText('No properties yet'),
    ).toBeVisible();
  });

  it('shows each section when its tab is chosen', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('tab', { name: 'Developments' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByText('No developments yet'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('No articles yet')).toBeVisible();
  });

  it('keeps a half-filled form when the admin looks at another tab and comes back', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Half typed' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('No articles yet')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half typed');
  });

  it('links to SEO management in a new tab from the SEO tab', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('tab', { name: 'SEO' }));
    expect(screen.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true');
    const link = within(screen.getByRole('tabpanel')).getByRole('link', {
      name: 'Open SEO management (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/admin/seo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('loads the enquiries when their tab is chosen', async () => {
    const fetcher = jest.fn(
      answerByKey({
        '/api/auth/user': USER,
        '/api/inquiries': [],
      }),
    );
    renderRoute(<AdminRoutes redirect={jest.fn()} />, { path: '/admin', fetcher });
    fireEvent.click(await screen.findByRole('tab', { name: /^Enquiries/ }));
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/inquiries');
  });

  it('logs out with a POST asking for JSON and goes home', async () => {
    const redirect = jest.fn();
    renderPanel(redirect);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await act(async () => undefined);
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      }),
    );
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });

  it('drops what the panel read on log out, so a page brought back by Back has none of it', async () => {
    const redirect = jest.fn();
    renderRoute(<AdminRoutes redirect={redirect} />, {
      path: '/admin',
      fetcher: answerByKey({
        '/api/auth/user': USER,
        '/api/admin/properties': [],
        '/api/inquiries': [testEnquiry()],
        '/api/inquiries/outbox': [],
      }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: /^Enquiries/ }));
    expect(await screen.findByRole('article', { name: 'Enquiry from Jane Doe' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/login'));
    expect(screen.queryByText(/Jane Doe|jane@example\.com|01603 123456/)).not.toBeInTheDocument();
  });

  it('asks before logging out while a form holds changes, and the browser does not ask again', async () => {
    const redirect = jest.fn();
    renderPanel(redirect);
    fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: 'Half typed' } });
    const logOut = () => fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const question = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Log out with unsaved changes?' });
      expect(dialog).toHaveAccessibleDescription(
        'A form in the panel has changes that have not been saved. Log out and discard them?',
      );
      return dialog;
    };

    logOut();
    fireEvent.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchStub).not.toHaveBeenCalledWith('/api/logout', expect.anything());
    expect(title).toHaveValue('Half typed');
    expect(leavingIsQuestioned()).toBe(true);

    logOut();
    fireEvent.click(within(await question()).getByRole('button', { name: 'Log out' }));
    await act(async () => undefined);
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(redirect).toHaveBeenCalledWith('/api/login');
    expect(leavingIsQuestioned()).toBe(false);
  });

  describe('a site link (the shell header or footer) while a form is open', () => {
    const renderWithSiteLink = () =>
      renderRoute(
        <>
          <Link to="/contact">Contact</Link>
          <AdminRoutes redirect={jest.fn()} />
        </>,
        {
          path: '/admin',
          fetcher: answerByKey({ '/api/auth/user': USER, '/api/admin/properties': [] }),
        },
      );
    const followContact = () => fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    const location = () => screen.getByTestId('location');
    const question = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
      expect(dialog).toHaveAccessibleDescription(
        'A form in the panel has changes that have not been saved. Leave the panel and discard them?',
      );
      return dialog;
    };

    it('is followed at once while the form is unchanged', async () => {
      renderWithSiteLink();
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
      followContact();
      expect(location()).toHaveTextContent('/contact');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('is held while the form holds changes: Keep editing stays, Leave follows it', async () => {
      renderWithSiteLink();
      fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
      const title = screen.getByRole('textbox', { name: /^Title/ });
      fireEvent.change(title, { target: { value: 'Half typed' } });

      followContact();
      fireEvent.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(location()).toHaveTextContent('/admin');
      expect(title).toHaveValue('Half typed');

      followContact();
      fireEvent.click(within(await question()).getByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(location()).toHaveTextContent('/contact'));
      expect(leavingIsQuestioned()).toBe(false);
    });
  });

  it('still leaves the panel when the logout call fails', async () => {
    fetchStub.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const redirect = jest.fn();
    renderPanel(redirect);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await act(async () => undefined);
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });
});

const enquiry = (id: string, isRead: boolean) => ({
  id,
  firstName: 'Jane',
  lastName: `Doe ${id}`,
  email: 'jane@example.com',
  phone: '01603 123456',
  serviceType: 'Residential Sales',
  message: 'Please call me.',
  isRead,
  lastContactAt: '2026-03-01T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
});

const subscription = (id: string, confirmed: boolean) => ({
  id,
  email: `${id}@example.com`,
  search: makeAlertSearch({ priceType: 'rent' }),
  description: 'Homes to let',
  confirmed,
  confirmedAt: confirmed ? '2026-03-02T09:00:00.000Z' : null,
  lastSentAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('admin routes: leads waiting, on the tab labels', () => {
  const { fetchStub } = installFetchStub(async () => answer(204));

  /** The panel over a server holding `lists`, which the admin's changes alter. */
  const renderPanel = (lists: { enquiries: unknown[]; alerts: unknown[] | Error }) => {
    const fetcher = jest.fn(async (key: string) => {
      if (key === '/api/auth/user') return USER;
      if (key === '/api/inquiries') return lists.enquiries;
      if (key === '/api/admin/alerts') {
        if (lists.alerts instanceof Error) throw lists.alerts;
        return lists.alerts;
      }
      if (key === '/api/admin/properties' || key === '/api/inquiries/outbox') return [];
      throw new ApiError(404, '{"message":"Not found"}');
    });
    renderRoute(<AdminRoutes redirect={jest.fn()} />, { path: '/admin', fetcher });
    return { reads: (key: string) => fetcher.mock.calls.filter(([read]) => read === key).length };
  };

  it('counts unread enquiries and confirmed alerts, with names that say what is counted', async () => {
    renderPanel({
      enquiries: [enquiry('e1', false), enquiry('e2', true), enquiry('e3', false)],
      alerts: [subscription('a1', true), subscription('a2', false)],
    });
    const enquiries = await screen.findByRole('tab', { name: 'Enquiries, 2 unread' });
    expect(enquiries).toHaveTextContent(/^Enquiries \(2\)$/);
    const alerts = await screen.findByRole('tab', { name: 'Alerts, 1 confirmed' });
    expect(alerts).toHaveTextContent(/^Alerts \(1\)$/);
    // The panel a tab controls is named by it, count and all.
    fireEvent.click(enquiries);
    const panel = screen.getByRole('tabpanel', { name: 'Enquiries, 2 unread' });
    expect(await within(panel).findByText('No notifications waiting')).toBeVisible();
  });

  it('shows no count when nothing waits or the read fails', async () => {
    const { reads } = renderPanel({
      enquiries: [enquiry('e1', true)],
      alerts: new ApiError(503, '{"message":"Property alerts are temporarily unavailable."}'),
    });
    await screen.findByText('No properties yet');
    await waitFor(() => expect(reads('/api/admin/alerts')).toBe(1));
    await waitFor(() => expect(reads('/api/inquiries')).toBe(1));
    expect(screen.getByRole('tab', { name: 'Enquiries' })).toHaveTextContent(/^Enquiries$/);
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveTextContent(/^Alerts$/);
  });

  it('shows no count for alerts awaiting confirmation', async () => {
    renderPanel({
      enquiries: [enquiry('e1', false)],
      alerts: [subscription('a1', false), subscription('a2', false)],
    });
    await screen.findByRole('tab', { name: 'Enquiries, 1 unread' });
    fireEvent.click(screen.getByRole('tab', { name: /^Alerts/ }));
    expect(await screen.findAllByText('Awaiting confirmation')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveTextContent(/^Alerts$/);
  });

  it('follows marking an enquiry read, with no read of its own once the list is loaded', async () => {
    const lists = { enquiries: [enquiry('e1', false), enquiry('e2', false)], alerts: [] };
    fetchStub.mockImplementation(async (url, init) => {
      const { isRead } = JSON.parse(String(init.body)) as { isRead: boolean };
      lists.enquiries = lists.enquiries.map((item) =>
        url === `/api/inquiries/${item.id}` ? { ...item, isRead } : item,
      );
      return answer(200, '{}');
    });
    const { reads } = renderPanel(lists);
    fireEvent.click(await screen.findByRole('tab', { name: 'Enquiries, 2 unread' }));
    const card = await screen.findByRole('article', { name: 'Enquiry from Jane Doe e1' });
    // The label's read, and the tab's own on opening, made once the tab shows the label's data
    // (a request under way when the reload starts would be joined by it).
    await waitFor(() => expect(reads('/api/inquiries')).toBe(2));
    fireEvent.click(within(card).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('tab', { name: 'Enquiries, 1 unread' })).toHaveTextContent(
      'Enquiries (1)',
    );
    // Then the one reload after the change, which both the label and the list show.
    expect(reads('/api/inquiries')).toBe(3);
  });

  it('follows deleting an alert', async () => {
    const lists = { enquiries: [], alerts: [subscription('a1', true), subscription('a2', true)] };
    fetchStub.mockImplementation(async (url) => {
      lists.alerts = lists.alerts.filter((item) => url !== `/api/admin/alerts/${item.id}`);
      return answer(204);
    });
    const { reads } = renderPanel(lists);
    fireEvent.click(await screen.findByRole('tab', { name: 'Alerts, 2 confirmed' }));
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Delete the alert for a1@example.com: Homes to let',
      }),
    );
    await waitFor(() => expect(reads('/api/admin/alerts')).toBe(2));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('tab', { name: 'Alerts, 1 confirmed' })).toHaveTextContent(
      'Alerts (1)',
    );
    // One reload after the change, which both the label and the list show.
    expect(reads('/api/admin/alerts')).toBe(3);
  });
});

describe('admin routes: /admin/seo', () => {
  it('shows the SEO management page to a signed-in admin', async () => {
    renderRoute(<AdminRoutes redirect={jest.fn()} />, {
      path: '/admin/seo',
      fetcher: answerByKey({ '/api/auth/user': USER }),
    });
    expect(await screen.findByRole('heading', { name: 'SEO Management' })).toBeInTheDocument();
  });
});

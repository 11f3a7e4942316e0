import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEPLOYMENTS_PATH,
  ROLLBACK_REASON_MAX,
  type DeploymentsOverview,
  type ReleaseEvent,
} from '@reedmere/contracts';
import { ApiError } from '@reedmere/web-kit';
import { renderRoute } from '@reedmere/web-kit/testing';
import { answer, installFetchStub, type FetchAnswer } from '../../../shared/testing/fetch-stub';
import { expectToast } from '../../../shared/testing/toasts';
import {
  AUTOMATIC_ROLLBACK,
  LISTINGS,
  NEWS,
  NEWS_CANARY,
  NEWS_STABLE,
  OVERVIEW,
} from '../lib/test-deployments';
import { DeploymentsTab } from './deployments-tab';

const PROMOTE_NEWS = `Promote news canary ${NEWS_CANARY}`;
const ROLL_BACK_NEWS = `Roll back news canary ${NEWS_CANARY}`;
const GONE = '"news" has no canary: every visitor already gets the same build.';

/** News once its canary is everyone's build, with the promotion on top of the history. */
const PROMOTED_EVENT: ReleaseEvent = {
  at: '2026-06-10T09:00:00.000Z',
  remote: 'news',
  action: 'promote',
  version: NEWS_CANARY,
  stable: NEWS_STABLE,
  by: 'Alex Admin',
};
const AFTER_PROMOTION: DeploymentsOverview = {
  ...OVERVIEW,
  remotes: OVERVIEW.remotes.map((remote) =>
    remote.remote === 'news'
      ? { remote: 'news', stable: { version: NEWS_CANARY, url: NEWS.canary!.url } }
      : remote,
  ),
  history: [PROMOTED_EVENT, ...OVERVIEW.history],
};

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The text of the detail a card's description list gives for `term`. */
const fact = (card: HTMLElement, term: string) =>
  within(card).queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;

/** Each row of a table as its cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('DeploymentsTab', () => {
  const { fetchStub } = installFetchStub();
  const redirect = jest.fn();

  /** A server holding `overview`, which a test may change; the fetcher, to count reads. */
  const serve = (first: DeploymentsOverview = OVERVIEW) => {
    const server = { overview: first };
    const fetcher = jest.fn(async (key: string) => {
      if (key === DEPLOYMENTS_PATH) return server.overview;
      throw new ApiError(404, '{"message":"Not found"}');
    });
    return { server, fetcher, reads: () => fetcher.mock.calls.length };
  };

  const renderTab = (fetcher: (key: string) => Promise<unknown>) =>
    renderRoute(<DeploymentsTab redirect={redirect} />, { path: '/admin', fetcher });

  const card = (remote: string) => screen.findByRole('listitem', { name: remote });

  describe('the overview', () => {
    it('says loading, then shows each remote with its canary, plan, check and figures', async () => {
      const held = deferred<DeploymentsOverview>();
      renderTab(() => held.promise);
      expect(screen.getByText('Loading deployments...').closest('[role="status"]')).not.toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'Deployments' })).toBeVisible();
      held.resolve(OVERVIEW);

      const news = await card('news');
      expect(within(news).getByRole('heading', { level: 4, name: 'news' })).toBeVisible();
      expect(within(news).getByText('Canary live')).toBeVisible();
      expect(fact(news, 'Stable build')).toBe(NEWS_STABLE);
      expect(fact(news, 'Canary build')).toBe(NEWS_CANARY);
      expect(fact(news, 'Share')).toBe('10 % of visitors');
      // UK time: British Summer Time is an hour ahead of the UTC the server sends.
      expect(fact(news, 'Since')).toBe('10 Jun 2026, 09:30');
      expect(fact(news, 'Share since')).toBe('10 Jun 2026, 09:35');
      expect(fact(news, 'Plan')).toBe('25 % → 50 % → 100 %, 5 min a step');
      expect(fact(news, 'Check')).toBe(
        "Rolled back if its errors per view pass the stable build's by more than 2 points, after 50 views",
      );
      const figures = within(news).getByRole('table', {
        name: 'Views and errors of the news canary and stable build',
      });
      expect(rowsOf(figures)).toEqual([
        ['Build', 'Views', 'Errors', 'Error rate'],
        ['Canary', '3', '1', '33.3 %'],
        ['Stable', '1,204', '0', '0.0 %'],
      ]);
      expect(within(news).getByRole('button', { name: PROMOTE_NEWS })).toBeEnabled();
      expect(within(news).getByRole('button', { name: ROLL_BACK_NEWS })).toBeEnabled();

      const developments = await card('developments');
      expect(fact(developments, 'Plan')).toBe('No plan: promote or roll back by hand');
      expect(fact(developments, 'Check')).toBe(
        "Rolled back if its errors per view pass the stable build's by more than 0.5 points, after 1 view",
      );
      expect(fact(developments, 'Share since')).toBeUndefined();
      expect(within(developments).getByText('No reports counted yet')).toBeVisible();
      expect(within(developments).queryByRole('table')).toBeNull();

      const listings = await card('listings');
      expect(within(listings).getByText('Stable only')).toBeVisible();
      expect(fact(listings, 'Stable build')).toBe('built-in');
      expect(within(listings).getByText('Every visitor gets the stable build.')).toBeVisible();
      expect(within(listings).queryAllByRole('button')).toEqual([]);
    });

    it('lists the release history newest first, the health check’s rollbacks marked', async () => {
      const { fetcher } = serve();
      renderTab(fetcher);
      const history = await screen.findByRole('table', { name: 'Release history' });
      const rows = rowsOf(history);
      expect(rows[0]).toEqual([
        'Time',
        'Remote',
        'Action',
        'Version',
        'Stable',
        'Share',
        'By',
        'Reason',
      ]);
      expect(rows.slice(1)).toEqual([
        [
          '10 Jun 2026, 09:30',
          'news',
          'Canary started',
          NEWS_CANARY,
          NEWS_STABLE,
          '10 %',
          'command line',
          '',
        ],
        [
          '9 Jun 2026, 11:00',
          'news',
          'Automatic rollback',
          AUTOMATIC_ROLLBACK.version,
          NEWS_STABLE,
          '',
          'health check',
          AUTOMATIC_ROLLBACK.reason,
        ],
        [
          '8 Jun 2026, 17:00',
          'developments',
          'Rolled back',
          '20260608T150000Z-01234567',
          'built-in',
          '',
          'Alex Admin',
          'The gallery does not open on phones',
        ],
      ]);
      // The scrolling box can be reached with the keyboard, and is named for what it holds.
      expect(screen.getByRole('region', { name: 'Release history' })).toHaveAttribute(
        'tabindex',
        '0',
      );
    });

    it('says when no release has been recorded yet', async () => {
      const { fetcher } = serve({ ...OVERVIEW, history: [] });
      renderTab(fetcher);
      expect(await screen.findByText('No releases recorded yet')).toBeVisible();
      expect(screen.queryByRole('table', { name: 'Release history' })).toBeNull();
    });

    it('shows what a fixed configuration serves, with nothing to release', async () => {
      const { fetcher } = serve({ managed: false, remotes: [LISTINGS, NEWS], history: [] });
      renderTab(fetcher);
      const news = await card('news');
      expect(fact(news, 'Canary build')).toBe(NEWS_CANARY);
      expect(
        screen.getByText(
          "The site's configuration fixes these builds: this is what is served, and nothing can be released from here.",
        ),
      ).toBeVisible();
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Refresh',
      ]);
    });

    it('reads the figures again on Refresh', async () => {
      const { server, fetcher, reads } = serve();
      renderTab(fetcher);
      const news = await card('news');
      expect(within(news).getByRole('row', { name: /^Canary/ })).toHaveTextContent('33.3 %');
      server.overview = {
        ...OVERVIEW,
        remotes: [
          {
            ...NEWS,
            canary: {
              ...NEWS.canary!,
              figures: { canary: { views: 8, errors: 2 }, stable: { views: 1300, errors: 1 } },
            },
          },
        ],
      };
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() =>
        expect(within(news).getByRole('row', { name: /^Canary/ })).toHaveTextContent('25.0 %'),
      );
      expect(reads()).toBe(2);
    });

    it("gives the server's reason when the person may not see the releases", async () => {
      const reason =
        "Only the owner or a manager can see and change the site's releases. You are a viewer.";
      renderTab(async () => {
        throw new ApiError(403, JSON.stringify({ message: reason }));
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    });

    it('shows a load error with Retry, and Retry reads again', async () => {
      let calls = 0;
      renderTab(async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(503, 'Unavailable');
        return OVERVIEW;
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load the deployments.');
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await card('news')).toBeVisible();
    });
  });

  describe('promote and roll back', () => {
    beforeEach(() => redirect.mockReset());

    /** The request `nth` sent: 'METHOD url' and its body, with the session cookie. */
    const sent = (nth = 0) => {
      const [url, init] = fetchStub.mock.calls[nth]!;
      expect(init.credentials).toBe('include');
      return {
        request: `${init.method} ${url}`,
        body: init.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
      };
    };

    it('promotes after asking, the buttons waiting meanwhile, then reads the overview again', async () => {
      const { server, fetcher, reads } = serve();
      const held = deferred<FetchAnswer>();
      fetchStub.mockImplementation(() => held.promise);
      renderTab(fetcher);
      const news = await card('news');
      fireEvent.click(within(news).getByRole('button', { name: PROMOTE_NEWS }));
      const dialog = await screen.findByRole('dialog', {
        name: `Promote the news canary ${NEWS_CANARY}?`,
      });
      expect(dialog).toHaveAccessibleDescription(
        `Every visitor of news will get build ${NEWS_CANARY}, which replaces the stable build ${NEWS_STABLE}.`,
      );
      expect(fetchStub).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));

      expect(sent()).toEqual({
        request: 'POST /api/admin/deployments/news/promote',
        body: { canaryUrl: NEWS.canary!.url },
      });
      // Behind the open question, so hidden from the accessibility tree until it closes.
      const hidden = { hidden: true };
      expect(within(news).getByRole('button', { name: PROMOTE_NEWS, ...hidden })).toBeDisabled();
      expect(within(news).getByRole('button', { name: ROLL_BACK_NEWS, ...hidden })).toBeDisabled();
      // Another canary waits too: one release at a time.
      const developments = screen.getByRole('listitem', { name: 'developments', ...hidden });
      expect(
        within(developments).getByRole('button', { name: /^Promote/, ...hidden }),
      ).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Promote' })).toBeDisabled();

      server.overview = AFTER_PROMOTION;
      held.resolve(answer(200, JSON.stringify({ event: PROMOTED_EVENT })));
      await expectToast('success', {
        title: `The news canary ${NEWS_CANARY} is promoted`,
        description: `Every visitor of news now gets build ${NEWS_CANARY}.`,
      });
      await waitFor(() => expect(within(news).getByText('Stable only')).toBeVisible());
      expect(fact(news, 'Stable build')).toBe(NEWS_CANARY);
      expect(within(news).queryByRole('button')).toBeNull();
      expect(reads()).toBe(2);
      expect(fetchStub).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The buttons have gone: the focus is on the remote they were on.
      await waitFor(() =>
        expect(within(news).getByRole('heading', { name: 'news' })).toHaveFocus(),
      );
      expect(
        within(await card('developments')).getByRole('button', { name: /^Promote/ }),
      ).toBeEnabled();
    });

    it('rolls back with the reason given, trimmed', async () => {
      const { server, fetcher, reads } = serve();
      fetchStub.mockImplementation(async () => {
        server.overview = { ...OVERVIEW, remotes: [LISTINGS, { ...NEWS, canary: undefined }] };
        return answer(200, JSON.stringify({ event: PROMOTED_EVENT }));
      });
      renderTab(fetcher);
      fireEvent.click(within(await card('news')).getByRole('button', { name: ROLL_BACK_NEWS }));
      const dialog = await screen.findByRole('dialog', {
        name: `Roll back the news canary ${NEWS_CANARY}?`,
      });
      expect(dialog).toHaveAccessibleDescription(
        `Every visitor of news will get the stable build ${NEWS_STABLE} again, and the canary ends.`,
      );
      const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
      expect(reason).toHaveFocus();
      expect(reason).toHaveAttribute('maxlength', String(ROLLBACK_REASON_MAX));
      fireEvent.change(reason, { target: { value: '  Search results come back empty  ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));

      await expectToast('success', {
        title: `The news canary ${NEWS_CANARY} is rolled back`,
        description: `Every visitor of news gets the stable build ${NEWS_STABLE} again.`,
      });
      expect(sent()).toEqual({
        request: 'POST /api/admin/deployments/news/rollback',
        body: { canaryUrl: NEWS.canary!.url, reason: 'Search results come back empty' },
      });
      await waitFor(() => expect(reads()).toBe(2));
      expect(await within(await card('news')).findByText('Stable only')).toBeVisible();
    });

    it('rolls back with no reason, and asks afresh each time', async () => {
      const { fetcher, reads } = serve();
      renderTab(fetcher);
      const rollBack = async () => {
        fireEvent.click(within(await card('news')).getByRole('button', { name: ROLL_BACK_NEWS }));
        return screen.findByRole('dialog');
      };

      // Cancelled: nothing is sent, and the reason typed is not kept.
      let dialog = await rollBack();
      fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Not sure' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fetchStub).not.toHaveBeenCalled();

      dialog = await rollBack();
      expect(within(dialog).getByRole('textbox')).toHaveValue('');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
      await waitFor(() => expect(reads()).toBe(2));
      expect(sent()).toEqual({
        request: 'POST /api/admin/deployments/news/rollback',
        body: { canaryUrl: NEWS.canary!.url },
      });
    });

    it("shows the server's message when the canary changed meanwhile, and reads again", async () => {
      const { server, fetcher, reads } = serve();
      fetchStub.mockImplementation(async () => {
        // The health check rolled it back a moment before.
        server.overview = {
          ...OVERVIEW,
          remotes: [LISTINGS, { ...NEWS, canary: undefined }],
          history: [{ ...AUTOMATIC_ROLLBACK, version: NEWS_CANARY }, ...OVERVIEW.history],
        };
        return answer(409, JSON.stringify({ message: GONE }));
      });
      renderTab(fetcher);
      fireEvent.click(within(await card('news')).getByRole('button', { name: PROMOTE_NEWS }));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }),
      );
      await expectToast('error', { title: 'Error', description: GONE });
      await waitFor(() => expect(reads()).toBe(2));
      const news = await card('news');
      await waitFor(() => expect(within(news).getByText('Stable only')).toBeVisible());
      expect(screen.getAllByText('Automatic rollback')).toHaveLength(2);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("shows the server's reason for another refusal, leaving the overview as it was", async () => {
      const { fetcher, reads } = serve();
      const reason =
        "Only the owner or a manager can see and change the site's releases. You are an editor of no division.";
      fetchStub.mockImplementation(async () => answer(403, JSON.stringify({ message: reason })));
      renderTab(fetcher);
      const news = await card('news');
      fireEvent.click(within(news).getByRole('button', { name: ROLL_BACK_NEWS }));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Roll back' }),
      );
      await expectToast('error', { title: 'Error', description: reason });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(news).getByRole('button', { name: ROLL_BACK_NEWS })).toBeEnabled();
      expect(reads()).toBe(1);
    });

    it('says the session has gone and opens the login page', async () => {
      const { fetcher } = serve();
      fetchStub.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}'));
      renderTab(fetcher);
      fireEvent.click(within(await card('news')).getByRole('button', { name: PROMOTE_NEWS }));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }),
      );
      await expectToast('error', {
        title: 'Authentication Required',
        description: 'Please login to release builds. Redirecting to login...',
      });
      await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/login'));
    });
  });
});

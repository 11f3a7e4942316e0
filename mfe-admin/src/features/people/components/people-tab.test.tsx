import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvitationInput, PeopleList, StaffInvitation } from '@reedmere/contracts';
import { ApiError, notify } from '@reedmere/web-kit';
import { renderRoute } from '@reedmere/web-kit/testing';
import { cancelQuestion } from '../../../shared/testing/delete-question';
import {
  answer,
  installFetchStub,
  sentJson,
  type FetchAnswer,
} from '../../../shared/testing/fetch-stub';
import { retryAfterLoadError } from '../../../shared/testing/load-error';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { expectToast } from '../../../shared/testing/toasts';
import type { StaffSettings } from '@reedmere/contracts';
import { testInvitation, testStaffMember } from '../lib/test-people';
import { PeopleTab } from './people-tab';

const ALEX = testStaffMember();
const SAM = testStaffMember({
  id: 'u2',
  email: 'sam@reedmere.example',
  name: 'Sam Smith',
  role: 'editor',
  divisions: ['commercial-sales', 'news'],
  secondFactor: false,
});
const JO = testStaffMember({
  id: 'u3',
  email: 'jo@reedmere.example',
  name: 'Jo Jones',
  role: 'manager',
  secondFactor: true,
});
const ROBIN = testInvitation();
const KIM = testInvitation({
  id: 'i2',
  email: 'kim@reedmere.example',
  name: 'Kim King',
  role: 'editor',
  divisions: ['developments'],
  invitedBy: null,
  expiresAt: '2026-06-01T23:30:00.000Z',
});

const NOT_REQUIRED: StaffSettings = { requireSecondFactor: false, requiredByOperator: false };

const json = (status: number, body: unknown) => answer(status, JSON.stringify(body));
const refusal = (status: number, message: string) => json(status, { message });

describe('PeopleTab', () => {
  const { fetchStub, calls } = installFetchStub();
  /** The settings' reads of the last tab rendered. */
  let readSettings: jest.Mock<Promise<StaffSettings>, []>;
  const redirect = jest.fn();
  beforeEach(() => redirect.mockReset());

  /**
   * The tab over a server holding `list`: the list is read through the page's fetcher, and the
   * changes `answers` lets through (the default: all of them) alter it as the BFF would.
   */
  const renderTab = (
    list: PeopleList | Error = { people: [ALEX, SAM, JO], invitations: [ROBIN, KIM] },
    answers?: (url: string, init: RequestInit) => FetchAnswer | undefined,
    settings: StaffSettings | Error = list instanceof Error ? list : NOT_REQUIRED,
  ) => {
    let held = list;
    let heldSettings = settings;
    const copy = <T,>(value: T | Error): T => {
      if (value instanceof Error) throw value;
      return JSON.parse(JSON.stringify(value)) as T;
    };
    // The list's reads, returned; the settings are read beside it.
    const fetcher = jest.fn(async () => copy(held));
    readSettings = jest.fn(async () => copy(heldSettings));
    const pageFetcher = async (key: string) => {
      if (key === '/api/admin/people') return fetcher();
      if (key === '/api/admin/people/settings') return readSettings();
      throw new ApiError(404, '{"message":"Not found"}');
    };
    fetchStub.mockImplementation(async (url, init) => {
      const given = answers?.(url, init);
      if (given) return given;
      if (held instanceof Error) return answer(500);
      const { people, invitations } = held;
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (init.method === 'PUT' && url === '/api/admin/people/settings') {
        if (heldSettings instanceof Error) return answer(500);
        heldSettings = { ...heldSettings, requireSecondFactor: body.requireSecondFactor === true };
        return json(200, heldSettings);
      }
      if (init.method === 'POST' && url === '/api/admin/people/invitations') {
        const input = body as unknown as InvitationInput;
        const sent: StaffInvitation = {
          ...testInvitation({ ...input, id: `i-${invitations.length + 1}` }),
          expiresAt: '2026-12-03T10:00:00.000Z',
        };
        held = {
          people,
          invitations: [sent, ...invitations.filter((item) => item.email !== input.email)],
        };
        return json(201, sent);
      }
      const id = decodeURIComponent(url.split('/').pop() ?? '');
      if (init.method === 'DELETE' && url.startsWith('/api/admin/people/invitations/')) {
        held = { people, invitations: invitations.filter((item) => item.id !== id) };
        return answer(204);
      }
      if (init.method === 'PUT') {
        const person = people.find((item) => item.id === id);
        if (!person) return refusal(404, 'Not found');
        const updated = { ...person, ...body };
        held = { invitations, people: people.map((item) => (item.id === id ? updated : item)) };
        return json(200, updated);
      }
      if (init.method === 'DELETE') {
        held = { invitations, people: people.filter((item) => item.id !== id) };
        return answer(204);
      }
      return answer(500);
    });
    renderRoute(<PeopleTab redirect={redirect} signedInId="u1" />, {
      path: '/admin',
      fetcher: pageFetcher,
    });
    return fetcher;
  };

  /** The cards of a section of the tab ('Staff (3)'), checked for their names in order. */
  const cardsIn = async (section: string | RegExp, names: readonly string[]) => {
    const region = await screen.findByRole('region', { name: section });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(names);
    return items;
  };
  const cards = () => cardsIn(/^Staff/, ['Alex Admin (you)', 'Sam Smith', 'Jo Jones']);

  /** Presses a button as a person would: the focus moves to it first. */
  const press = (button: HTMLElement) => {
    act(() => button.focus());
    fireEvent.click(button);
  };

  describe('the list', () => {
    it('shows each person: name, e-mail, rights in words, second factor, and You', async () => {
      renderTab();
      const [alex, sam, jo] = (await cards()) as [HTMLElement, HTMLElement, HTMLElement];

      expect(within(alex).getByRole('heading', { name: 'Alex Admin' })).toBeVisible();
      expect(within(alex).getByText('You')).toBeVisible();
      expect(alex).toHaveTextContent('alex@reedmere.example');
      expect(alex).toHaveTextContent('The owner');
      expect(alex).toHaveTextContent('Second factor on');
      // No actions on yourself.
      expect(within(alex).queryAllByRole('button')).toEqual([]);

      expect(sam).toHaveTextContent('An editor for commercial sales and news and SEO');
      expect(sam).toHaveTextContent('Second factor off');
      expect(within(sam).queryByText('You')).toBeNull();
      expect(within(sam).getByRole('button', { name: 'Change role of Sam Smith' })).toBeEnabled();
      expect(within(sam).getByRole('button', { name: 'Remove Sam Smith' })).toBeEnabled();
      expect(jo).toHaveTextContent('A manager');

      expect(screen.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 3, name: 'Staff (3)' })).toBeVisible();
    });

    it('shows each invitation waiting: who, rights, when it expires and who sent it', async () => {
      renderTab();
      expect(
        await screen.findByRole('heading', { level: 3, name: 'Invitations waiting (2)' }),
      ).toBeVisible();
      await cardsIn(/^Invitations waiting/, ['Invitation to Robin Reed', 'Invitation to Kim King']);
      const robin = screen.getByRole('listitem', { name: 'Invitation to Robin Reed' });
      expect(within(robin).getByRole('heading', { name: 'Robin Reed' })).toBeVisible();
      expect(robin).toHaveTextContent('robin@reedmere.example');
      expect(robin).toHaveTextContent('A viewer');
      expect(robin).toHaveTextContent('Expires 30 Nov 2026, 14:05 · Invited by Alex Admin');
      expect(within(robin).getByRole('button', { name: 'Send again to Robin Reed' })).toBeEnabled();
      expect(
        within(robin).getByRole('button', { name: 'Withdraw the invitation to Robin Reed' }),
      ).toBeEnabled();

      const kim = screen.getByRole('listitem', { name: 'Invitation to Kim King' });
      expect(kim).toHaveTextContent('An editor for developments');
      // The London clock: 23:30 UTC on 1 June is 00:30 on 2 June in summer time.
      expect(kim).toHaveTextContent(
        'Expires 2 Jun 2026, 00:30 · Invited by someone no longer on the staff',
      );
    });

    it('says when no invitations are waiting', async () => {
      renderTab({ people: [ALEX], invitations: [] });
      expect(await screen.findByText('No invitations waiting')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Invitations waiting (0)' })).toBeVisible();
    });

    it('says loading while the list is read', () => {
      const fetcher = jest.fn(() => new Promise<never>(() => undefined));
      renderRoute(<PeopleTab redirect={redirect} signedInId="u1" />, { path: '/admin', fetcher });
      expect(screen.getByText('Loading people...').closest('[role="status"]')).not.toBeNull();
    });

    it("shows the server's reason when someone but the owner asks", async () => {
      const message = 'Only the owner can manage people. You are a manager.';
      renderTab(new ApiError(403, JSON.stringify({ message })));
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent(message);
      expect(within(warning).queryByRole('button', { name: 'Retry' })).toBeNull();
    });

    it('shows Admin Access Required on a 401', async () => {
      renderTab(new ApiError(401, '{"message":"Unauthorized"}'));
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent('Admin Access Required');
      expect(warning).toHaveTextContent('Please log in again to manage people.');
    });

    it('shows a load error with Retry otherwise, and retries', async () => {
      const fetcher = renderTab(new ApiError(503, 'Unavailable'));
      await retryAfterLoadError('Failed to load people.', fetcher);
    });
  });

  describe('the second factor for everyone', () => {
    const DESCRIPTION =
      'When on, anyone without a second factor is asked to set one up (an authenticator app) at ' +
      'their next sign-in; people already signed in stay signed in.';
    const findSwitch = async () =>
      within(await screen.findByRole('region', { name: 'Sign-in' })).findByRole('switch', {
        name: 'Everyone signs in with a second factor',
      });
    const REQUIRED: StaffSettings = { requireSecondFactor: true, requiredByOperator: false };
    const PAT = testStaffMember({
      id: 'u4',
      name: 'Pat Price',
      role: 'viewer',
      secondFactor: false,
    });

    it('shows the setting off, described, above the staff, with no count', async () => {
      renderTab();
      const toggle = await findSwitch();
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeEnabled();
      expect(toggle).toHaveAccessibleDescription(DESCRIPTION);
      expect(screen.getByRole('heading', { level: 3, name: 'Sign-in' })).toBeVisible();
      expect(screen.queryByText(/set one up yet/)).toBeNull();
      expect(screen.queryByText("Required by the server's settings.")).toBeNull();
      // Read once, beside the list, and shown before the staff.
      const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(headings).toEqual(['Sign-in', 'Staff (3)', 'Invitations waiting (2)']);
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('shows the setting on, with how many people have no second factor yet', async () => {
      renderTab({ people: [ALEX, SAM, JO, PAT], invitations: [] }, undefined, REQUIRED);
      const toggle = await findSwitch();
      expect(toggle).toBeChecked();
      expect(toggle).toBeEnabled();
      expect(screen.getByText('2 people have not set one up yet.')).toBeVisible();
      expect(toggle).toHaveAccessibleDescription(
        `${DESCRIPTION} 2 people have not set one up yet.`,
      );
    });

    it('turns it on: sends it, says so with the count, and keeps the focus', async () => {
      // The answer is held until released, so the switch can be seen while it is saved.
      let release = () => undefined as void;
      const saved = new Promise<void>((resolve) => {
        release = resolve;
      });
      renderTab();
      const toggle = await findSwitch();
      const server = fetchStub.getMockImplementation();
      fetchStub.mockImplementationOnce(async (url, init) => {
        await saved;
        return (await server?.(url, init)) ?? answer(500);
      });
      press(toggle);
      await waitFor(() => expect(toggle).toBeDisabled());
      expect(toggle).toBeChecked();
      expect(sentJson(fetchStub, 'PUT /api/admin/people/settings')).toEqual({
        requireSecondFactor: true,
      });
      act(() => release());
      await expectToast('success', {
        title: 'A second factor is now required for everyone',
        description: '1 person has not set one up yet.',
      });
      await waitFor(() => expect(toggle).toBeEnabled());
      expect(toggle).toBeChecked();
      expect(toggle).toHaveFocus();
      expect(screen.getByText('1 person has not set one up yet.')).toBeVisible();
      expect(calls()).toEqual(['PUT /api/admin/people/settings']);
    });

    it('turns it off and says so', async () => {
      renderTab(undefined, undefined, REQUIRED);
      const toggle = await findSwitch();
      press(toggle);
      await expectToast('success', { title: 'A second factor is no longer required' });
      expect(sentJson(fetchStub, 'PUT /api/admin/people/settings')).toEqual({
        requireSecondFactor: false,
      });
      await waitFor(() => expect(toggle).not.toBeChecked());
      expect(toggle).toBeEnabled();
      expect(screen.queryByText(/set one up yet/)).toBeNull();
    });

    it("shows the server's 409 reason and puts the switch back", async () => {
      const message = "The server's own setting requires a second factor for everyone.";
      renderTab(undefined, () => refusal(409, message), REQUIRED);
      const toggle = await findSwitch();
      press(toggle);
      await expectToast('error', { title: 'Error', description: message });
      await waitFor(() => expect(toggle).toBeEnabled());
      expect(toggle).toBeChecked();
      expect(toggle).toHaveFocus();
      expect(notify.success).not.toHaveBeenCalled();
    });

    it("shows a 400's field message, and the switch stays off", async () => {
      renderTab(undefined, () =>
        json(400, {
          message: 'Validation failed',
          errors: [{ field: 'requireSecondFactor', message: 'requireSecondFactor is required' }],
        }),
      );
      const toggle = await findSwitch();
      press(toggle);
      await expectToast('error', {
        title: 'Error',
        description: 'requireSecondFactor is required',
      });
      await waitFor(() => expect(toggle).toBeEnabled());
      expect(toggle).not.toBeChecked();
    });

    it('asks a signed-out owner to log in and redirects after 2 s', async () => {
      renderTab(undefined, () => refusal(401, 'Unauthorized'));
      const toggle = await findSwitch();
      await onFakeClock(() => press(toggle));
      await expectSentToLogin(
        redirect,
        {
          title: 'Authentication Required',
          description: 'Please login to manage people. Redirecting to login...',
        },
        2000,
      );
      expect(toggle).not.toBeChecked();
    });

    it("is on and cannot be changed when the server's settings require it", async () => {
      renderTab(undefined, undefined, { requireSecondFactor: false, requiredByOperator: true });
      const toggle = await findSwitch();
      expect(toggle).toBeChecked();
      expect(toggle).toBeDisabled();
      expect(screen.getByText("Required by the server's settings.")).toBeVisible();
      expect(toggle).toHaveAccessibleDescription(
        `${DESCRIPTION} Required by the server's settings. 1 person has not set one up yet.`,
      );
      fireEvent.click(toggle);
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('counts the signed-in owner among those without one', async () => {
      const alexWithout = testStaffMember({ secondFactor: false });
      renderTab({ people: [alexWithout, SAM], invitations: [] }, undefined, REQUIRED);
      expect(
        await screen.findByText('2 people have not set one up yet, you among them.'),
      ).toBeVisible();
    });

    it('says when the setting cannot be read, and Retry reads it again', async () => {
      const failure = new ApiError(503, 'Unavailable');
      renderTab(undefined, undefined, failure);
      const region = await screen.findByRole('region', { name: 'Sign-in' });
      const alert = await within(region).findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load the sign-in setting.');
      // The staff is shown all the same.
      await cards();
      expect(within(region).queryByRole('switch')).toBeNull();
      readSettings.mockResolvedValueOnce(REQUIRED);
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await findSwitch()).toBeChecked();
      expect(within(region).queryByRole('alert')).toBeNull();
      expect(readSettings).toHaveBeenCalledTimes(2);
    });

    it('says loading while the setting is read', async () => {
      const list: PeopleList = { people: [ALEX], invitations: [] };
      const fetcher = jest.fn(async (key: string) =>
        key === '/api/admin/people' ? list : new Promise<never>(() => undefined),
      );
      renderRoute(<PeopleTab redirect={redirect} signedInId="u1" />, { path: '/admin', fetcher });
      const region = await screen.findByRole('region', { name: 'Sign-in' });
      expect(
        within(region).getByText('Loading the sign-in setting...').closest('[role="status"]'),
      ).not.toBeNull();
    });
  });

  describe('inviting', () => {
    const openInvite = async () => {
      press(await screen.findByRole('button', { name: 'Invite someone' }));
      return screen.findByRole('dialog', { name: 'Invite someone' });
    };
    const fill = (dialog: HTMLElement, name: string, email: string) => {
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
        target: { value: name },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail/ }), {
        target: { value: email },
      });
    };
    const send = (dialog: HTMLElement) =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    it('sends an editor with their divisions, says so, and lists the invitation', async () => {
      const fetcher = renderTab();
      await cards();
      const dialog = await openInvite();
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
      fill(dialog, 'Pat Price', 'pat@reedmere.example');
      expect(within(dialog).queryByRole('group', { name: 'Divisions' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Editor' }));
      const divisions = within(dialog).getByRole('group', { name: 'Divisions' });
      expect(
        within(divisions)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual([
        'Residential sales and lettings',
        'Commercial sales',
        'Commercial lettings',
        'Developments',
        'News and SEO',
      ]);
      fireEvent.click(within(divisions).getByRole('checkbox', { name: 'News and SEO' }));
      fireEvent.click(within(divisions).getByRole('checkbox', { name: 'Developments' }));
      send(dialog);

      await expectToast('success', {
        title: 'Invitation sent to pat@reedmere.example',
        description: 'It can be used for 72 hours.',
      });
      expect(sentJson(fetchStub, 'POST /api/admin/people/invitations')).toEqual({
        name: 'Pat Price',
        email: 'pat@reedmere.example',
        role: 'editor',
        divisions: ['developments', 'news'],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(
        await screen.findByRole('listitem', { name: 'Invitation to Pat Price' }),
      ).toHaveTextContent('An editor for developments and news and SEO');
      expect(fetcher).toHaveBeenCalledTimes(2);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Invite someone' })).toHaveFocus(),
      );
    });

    it('sends no divisions for another role, even when some were ticked as an editor', async () => {
      renderTab();
      const dialog = await openInvite();
      fill(dialog, 'Pat Price', 'pat@reedmere.example');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Editor' }));
      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'News and SEO' }));
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Viewer' }));
      expect(within(dialog).queryByRole('group', { name: 'Divisions' })).toBeNull();
      send(dialog);
      await waitFor(() => expect(fetchStub).toHaveBeenCalled());
      expect(sentJson(fetchStub, 'POST /api/admin/people/invitations')).toMatchObject({
        role: 'viewer',
        divisions: [],
      });
    });

    it('checks the form before sending, and puts the focus on the first problem', async () => {
      renderTab();
      const dialog = await openInvite();
      send(dialog);
      const name = within(dialog).getByRole('textbox', { name: /^Name/ });
      await waitFor(() => expect(name).toHaveFocus());
      expect(name).toHaveAccessibleDescription('Name is required');
      expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
        'Email address is required',
      );
      expect(within(dialog).getByText('Choose a role')).toBeVisible();

      fill(dialog, 'Pat Price', 'pat@reedmere.example');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Editor' }));
      send(dialog);
      expect(
        await within(dialog).findByText('Choose at least one division for an editor'),
      ).toBeVisible();
      await waitFor(() =>
        expect(
          within(dialog).getByRole('checkbox', { name: 'Residential sales and lettings' }),
        ).toHaveFocus(),
      );
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it("shows the server's field messages under their fields", async () => {
      renderTab(undefined, () =>
        json(400, {
          message: 'Validation failed',
          errors: [
            { field: 'email', message: 'Enter a valid email address' },
            { field: 'name', message: 'Name must be plain text' },
          ],
        }),
      );
      const dialog = await openInvite();
      fill(dialog, '<b>Pat</b>', 'pat@reedmere');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Manager' }));
      send(dialog);
      const name = within(dialog).getByRole('textbox', { name: /^Name/ });
      await waitFor(() => expect(name).toHaveAccessibleDescription('Name must be plain text'));
      expect(name).toHaveFocus();
      expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
        'Enter a valid email address',
      );
      expect(screen.getByRole('dialog', { name: 'Invite someone' })).toBeVisible();
      expect(notify.success).not.toHaveBeenCalled();
    });

    it.each([
      [409, 'pat@reedmere.example already has an account.'],
      [503, 'The invitation e-mail could not be sent. Please try again in a few minutes.'],
    ])('shows a %i refusal in the form, which stays open', async (status, message) => {
      renderTab(undefined, () => refusal(status, message));
      const dialog = await openInvite();
      fill(dialog, 'Pat Price', 'pat@reedmere.example');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Viewer' }));
      send(dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeEnabled();
      expect(notify.success).not.toHaveBeenCalled();
    });

    it('starts afresh each time, and Cancel sends nothing', async () => {
      renderTab();
      let dialog = await openInvite();
      fill(dialog, 'Half typed', '');
      await cancelQuestion(dialog, fetchStub);
      dialog = await openInvite();
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    });
  });

  describe('changing a role', () => {
    const openChange = async (name = 'Jo Jones') => {
      press(await screen.findByRole('button', { name: `Change role of ${name}` }));
      return screen.findByRole('dialog', { name: `Change the role of ${name}` });
    };
    const save = (dialog: HTMLElement) =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));

    it('opens on the present rights, with divisions only for an editor', async () => {
      renderTab();
      let dialog = await openChange('Sam Smith');
      expect(dialog).toHaveAccessibleDescription(
        'Sam Smith (sam@reedmere.example) is an editor for commercial sales and news and SEO now.',
      );
      expect(within(dialog).getByRole('radio', { name: 'Editor' })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Commercial sales' })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'News and SEO' })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Developments' })).not.toBeChecked();
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Viewer' }));
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Change role of Sam Smith' })).toHaveFocus();

      dialog = await openChange('Jo Jones');
      expect(within(dialog).getByRole('radio', { name: 'Manager' })).toBeChecked();
      expect(within(dialog).queryByRole('group', { name: 'Divisions' })).toBeNull();
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it('saves a new role, says so and shows it in the list', async () => {
      renderTab();
      const dialog = await openChange();
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Editor' }));
      fireEvent.click(
        within(dialog).getByRole('checkbox', { name: 'Residential sales and lettings' }),
      );
      save(dialog);
      await expectToast('success', {
        title: 'Jo Jones is now an editor for residential sales and lettings',
      });
      expect(sentJson(fetchStub, 'PUT /api/admin/people/u3')).toEqual({
        role: 'editor',
        divisions: ['residential'],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('listitem', { name: 'Jo Jones' })).toHaveTextContent(
        'An editor for residential sales and lettings',
      );
    });

    it('sends no divisions for a role other than editor', async () => {
      renderTab();
      const dialog = await openChange('Sam Smith');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Owner' }));
      save(dialog);
      await expectToast('success', { title: 'Sam Smith is now the owner' });
      expect(sentJson(fetchStub, 'PUT /api/admin/people/u2')).toEqual({
        role: 'owner',
        divisions: [],
      });
    });

    it('asks for a division before sending an editor', async () => {
      renderTab();
      const dialog = await openChange();
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Editor' }));
      save(dialog);
      expect(
        await within(dialog).findByText('Choose at least one division for an editor'),
      ).toBeVisible();
      expect(fetchStub).not.toHaveBeenCalled();
    });

    it.each([
      [409, 'The agency must keep an owner: make someone else the owner first.'],
      [400, 'Only an editor has divisions'],
    ])("shows the server's %i message in the dialog, which stays open", async (status, message) => {
      renderTab(undefined, () => refusal(status, message));
      const dialog = await openChange();
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Viewer' }));
      save(dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('dialog', { name: 'Change the role of Jo Jones' })).toBeVisible();
      expect(notify.success).not.toHaveBeenCalled();
    });
  });

  describe('removing a person', () => {
    const askToRemove = async () => {
      press(await screen.findByRole('button', { name: 'Remove Sam Smith' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Smith?' });
      expect(dialog).toHaveAccessibleDescription(
        'Sam Smith (sam@reedmere.example) will lose access to the admin panel and be signed out everywhere at once.',
      );
      return dialog;
    };

    it('sends nothing when the question is cancelled', async () => {
      renderTab();
      await cancelQuestion(await askToRemove(), fetchStub);
      expect(screen.getByRole('button', { name: 'Remove Sam Smith' })).toHaveFocus();
    });

    it('removes after the question, reloads the list and puts the focus on the heading', async () => {
      const fetcher = renderTab();
      fireEvent.click(within(await askToRemove()).getByRole('button', { name: 'Remove' }));
      await expectToast('success', {
        title: 'Sam Smith removed',
        description: 'They have been signed out everywhere.',
      });
      expect(calls()).toEqual(['DELETE /api/admin/people/u2']);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('listitem', { name: 'Sam Smith' })).toBeNull();
      expect(fetcher).toHaveBeenCalledTimes(2);
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 2, name: 'People' })).toHaveFocus(),
      );
    });

    it("shows the server's 409 reason and keeps the person", async () => {
      const message = 'The agency must keep an owner: make someone else the owner first.';
      renderTab(undefined, () => refusal(409, message));
      fireEvent.click(within(await askToRemove()).getByRole('button', { name: 'Remove' }));
      await expectToast('error', { title: 'Error', description: message });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('listitem', { name: 'Sam Smith' })).toBeInTheDocument();
      expect(notify.success).not.toHaveBeenCalled();
    });

    it('asks a signed-out owner to log in and redirects after 2 s', async () => {
      renderTab(undefined, () => refusal(401, 'Unauthorized'));
      const dialog = await askToRemove();
      await onFakeClock(() =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })),
      );
      await expectSentToLogin(
        redirect,
        {
          title: 'Authentication Required',
          description: 'Please login to manage people. Redirecting to login...',
        },
        2000,
      );
    });
  });

  describe('invitations', () => {
    it('withdraws one after the question, and the list no longer shows it', async () => {
      renderTab();
      fireEvent.click(
        await screen.findByRole('button', { name: 'Withdraw the invitation to Robin Reed' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Withdraw the invitation to Robin Reed?',
      });
      expect(dialog).toHaveAccessibleDescription(
        'The link sent to robin@reedmere.example will stop working. You can invite them again later.',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      await expectToast('success', { title: 'Invitation to robin@reedmere.example withdrawn' });
      expect(calls()).toEqual(['DELETE /api/admin/people/invitations/i1']);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('listitem', { name: 'Invitation to Robin Reed' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Invitations waiting (1)' })).toBeVisible();
    });

    it('reports an invitation gone meanwhile and reads the list again', async () => {
      const fetcher = renderTab(undefined, () =>
        refusal(404, 'That invitation is no longer open.'),
      );
      fireEvent.click(
        await screen.findByRole('button', { name: 'Withdraw the invitation to Robin Reed' }),
      );
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
      );
      await expectToast('error', {
        title: 'Error',
        description: 'That invitation is no longer open.',
      });
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    });

    it('sends one again with the same name, address and rights', async () => {
      renderTab();
      press(await screen.findByRole('button', { name: 'Send again to Kim King' }));
      await expectToast('success', {
        title: 'Invitation sent again to kim@reedmere.example',
        description: 'It can be used for 72 hours.',
      });
      expect(sentJson(fetchStub, 'POST /api/admin/people/invitations')).toEqual({
        email: 'kim@reedmere.example',
        name: 'Kim King',
        role: 'editor',
        divisions: ['developments'],
      });
      // The new invitation replaces the old one; its card and the focus stay.
      await waitFor(() =>
        expect(screen.getByRole('listitem', { name: 'Invitation to Kim King' })).toHaveTextContent(
          'Expires 3 Dec 2026, 10:00',
        ),
      );
      expect(screen.getByRole('button', { name: 'Send again to Kim King' })).toHaveFocus();
    });

    it('says why an invitation could not be sent again, and reads the list again', async () => {
      const message =
        'The invitation could not be sent, so no link to this address works now. Please try again shortly.';
      const fetcher = renderTab(undefined, () => refusal(503, message));
      fireEvent.click(await screen.findByRole('button', { name: 'Send again to Robin Reed' }));
      await expectToast('error', { title: 'Error', description: message });
      expect(notify.success).not.toHaveBeenCalled();
      // The earlier link was replaced before the mail failed: the list shows what is left.
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    });
  });
});

import type {
  AuditEvent,
  PeopleList,
  StaffInvitation,
  StaffMember,
  StaffSettings,
} from '@reedmere/contracts';
import { INVITATION_NOT_SENT } from '../src/people/people-routes';
import { INVITATION_EXPIRED_TITLE } from '../src/site/invitation-pages';
import { signedIn, type Caller } from './support/client';
import { browser, type Browser } from './support/cookie-jar';
import { expectPasswordFormRefusals } from './support/password-link';
import { ADMIN } from './support/stack';
import { startStackWithMail, type StackWithMail } from './support/stack-with-mail';
import { addStaff } from './support/staff-accounts';
import { codeFor } from './support/totp';
import { bodyOf, linkIn } from './support/mail';

const SAM = { email: 'sam.lee@example.com', name: 'Sam Lee', role: 'editor', divisions: ['news'] };
const SAMS_PASSWORD = 'heron marsh lantern quay';

describe('people: invitations by e-mail, roles and removal, for the owner', () => {
  let stack: StackWithMail;
  let owner: Caller;
  let samsLink: string;
  let sam: StaffMember;
  /** Sam's browser, signed in with the password and a second factor. */
  let samsBrowser: Browser;

  beforeAll(async () => {
    stack = await startStackWithMail();
    owner = await signedIn(stack.adminUrl, ADMIN);
  });
  afterAll(() => stack?.stop());

  const people = async () => (await (await owner.fetch('/api/admin/people')).json()) as PeopleList;

  it('invites by e-mail: the link reaches the person, and nobody else can read it', async () => {
    const sent = await owner.fetch('/api/admin/people/invitations', { method: 'POST', json: SAM });
    expect(sent.status).toBe(201);
    const invitation = (await sent.json()) as StaffInvitation;
    expect(invitation).toMatchObject({ ...SAM, invitedBy: { name: ADMIN.name } });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(72 * 3600_000);
    expect((await people()).invitations).toEqual([invitation]);

    await stack.smtp.received(1);
    const [mail] = stack.smtp.messages;
    expect(mail!.to).toEqual([`<${SAM.email}>`]);
    expect(bodyOf(mail!)).toContain('as an editor for news and SEO');
    samsLink = linkIn(mail!, stack.adminUrl, '/invitation');
    // The outbox the office reads keeps the mail without the link's secret.
    const outbox = await (await owner.fetch('/api/inquiries/outbox')).text();
    expect(outbox).toContain('staff-invitation');
    expect(outbox).not.toContain(samsLink.split('token=')[1]);
  });

  it('opens the link on a page that names the person and asks for a password twice', async () => {
    const page = await fetch(`${stack.adminUrl}${samsLink}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('Choose your password');
    expect(html).toContain('Sam Lee, you are invited to the admin as an editor for news and SEO.');
    expect(html).toContain(`value="${SAM.email}"`);
  });

  it('refuses two different passwords, and a weak one, with the form again', async () => {
    await expectPasswordFormRefusals(stack.adminUrl, samsLink, SAMS_PASSWORD);
    expect((await people()).people.map((p) => p.email)).not.toContain(SAM.email);
  });

  it('makes the account with the invited rights, once: the link then no longer works', async () => {
    const visitor = browser(stack.adminUrl);
    const made = await visitor.fetch(samsLink, {
      method: 'POST',
      form: { password: SAMS_PASSWORD, confirm: SAMS_PASSWORD },
    });
    expect(made.status).toBe(201);
    expect(await made.text()).toContain('Your account is ready');
    const again = await fetch(`${stack.adminUrl}${samsLink}`);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(INVITATION_EXPIRED_TITLE);

    const list = await people();
    expect(list.invitations).toEqual([]);
    sam = list.people.find((p) => p.email === SAM.email)!;
    expect(sam).toMatchObject({ ...SAM, secondFactor: false });
  });

  it('lets the new person sign in, and later with a second factor whose codes the test computes', async () => {
    const jar = browser(stack.adminUrl);
    const first = await jar.fetch('/api/login', {
      method: 'POST',
      json: { email: SAM.email, password: SAMS_PASSWORD },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ role: 'editor', divisions: ['news'] });
    const setup = await jar.fetch('/api/auth/second-factor/setup', {
      method: 'POST',
      json: { password: SAMS_PASSWORD },
    });
    const { secret } = (await setup.json()) as { secret: string };
    const confirmed = await jar.fetch('/api/auth/second-factor/confirm', {
      method: 'POST',
      json: { code: codeFor(secret) },
    });
    expect(confirmed.status).toBe(200);

    const later = browser(stack.adminUrl);
    const password = await later.fetch('/api/login', {
      method: 'POST',
      json: { email: SAM.email, password: SAMS_PASSWORD },
    });
    expect(await password.json()).toEqual({ step: 'second-factor' });
    // The code of the next period: the current one was used up by the set-up.
    const code = await later.fetch('/api/login/second-factor', {
      method: 'POST',
      json: { code: codeFor(secret, 1) },
    });
    expect(code.status).toBe(200);
    samsBrowser = later;
    expect((await later.fetch('/api/news/admin')).status).toBe(200);
    expect((await people()).people.find((p) => p.id === sam.id)!.secondFactor).toBe(true);
  });

  it('withdraws an invitation: its link stops working', async () => {
    const sent = await owner.fetch('/api/admin/people/invitations', {
      method: 'POST',
      json: { email: 'kit@example.com', name: 'Kit Moss', role: 'viewer', divisions: [] },
    });
    const invitation = (await sent.json()) as StaffInvitation;
    await stack.smtp.received(2);
    const link = linkIn(stack.smtp.messages[1]!, stack.adminUrl, '/invitation');
    const withdrawn = await owner.fetch(`/api/admin/people/invitations/${invitation.id}`, {
      method: 'DELETE',
    });
    expect(withdrawn.status).toBe(204);
    expect((await fetch(`${stack.adminUrl}${link}`)).status).toBe(404);
    expect((await people()).invitations).toEqual([]);
    const twice = await owner.fetch(`/api/admin/people/invitations/${invitation.id}`, {
      method: 'DELETE',
    });
    expect(twice.status).toBe(404);
  });

  it('refuses a bad invitation, and one for an address that has an account, sending nothing', async () => {
    const bad = await owner.fetch('/api/admin/people/invitations', {
      method: 'POST',
      json: { email: 'nope', name: '', role: 'editor', divisions: [] },
    });
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field),
    ).toEqual(['email', 'name', 'divisions']);
    const taken = await owner.fetch('/api/admin/people/invitations', {
      method: 'POST',
      json: { ...SAM, name: 'Sam Again' },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: `${SAM.email} already has an account.` });
    expect(stack.smtp.messages).toHaveLength(2);
  });

  it("changes a person's rights, judged at their next request", async () => {
    const changed = await owner.fetch(`/api/admin/people/${sam.id}`, {
      method: 'PUT',
      json: { role: 'editor', divisions: ['residential'] },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: sam.id, divisions: ['residential'] });
    expect((await samsBrowser.fetch('/api/news/admin')).status).toBe(403);
    expect((await samsBrowser.fetch('/api/admin/properties')).status).toBe(200);
    const bad = await owner.fetch(`/api/admin/people/${sam.id}`, {
      method: 'PUT',
      json: { role: 'manager', divisions: ['news'] },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps an owner: the last one cannot step down or remove themselves', async () => {
    const { id } = (await people()).people.find((p) => p.email === ADMIN.email)!;
    const down = await owner.fetch(`/api/admin/people/${id}`, {
      method: 'PUT',
      json: { role: 'viewer', divisions: [] },
    });
    expect(down.status).toBe(409);
    const gone = await owner.fetch(`/api/admin/people/${id}`, { method: 'DELETE' });
    expect(gone.status).toBe(409);
    expect((await owner.fetch('/api/admin/people')).status).toBe(200);
  });

  it('removes a person and ends their sessions at once', async () => {
    expect((await samsBrowser.fetch('/api/auth/user')).status).toBe(200);
    const removed = await owner.fetch(`/api/admin/people/${sam.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await people()).people.map((p) => p.id)).not.toContain(sam.id);
    expect((await samsBrowser.fetch('/api/auth/user')).status).toBe(401);
    const again = await owner.fetch(`/api/admin/people/${sam.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('keeps every change to the staff in the trail, with who did it', async () => {
    const events = (await (
      await owner.fetch('/api/admin/activity?kind=account')
    ).json()) as AuditEvent[];
    // Sign-ins are kept against the account too; the changes are what is looked at here.
    const seen = events
      .filter((e) => !e.action.startsWith('sign-in'))
      .map((e) => `${e.actor.email} ${e.action} ${e.entity.label}`)
      .reverse();
    expect(seen).toEqual([
      `${ADMIN.email} create Invitation: Sam Lee (${SAM.email})`,
      `${SAM.email} create Sam Lee (${SAM.email})`,
      `${ADMIN.email} create Invitation: Kit Moss (kit@example.com)`,
      `${ADMIN.email} delete Invitation: Kit Moss (kit@example.com)`,
      `${ADMIN.email} update Sam Lee (${SAM.email})`,
      `${ADMIN.email} delete Sam Lee (${SAM.email})`,
    ]);
    const update = events.find((e) => e.action === 'update')!;
    expect(update.changes).toEqual([{ field: 'divisions', before: 'news', after: 'residential' }]);
  });

  it('sends to sign-in, with the link unused, an address that got an account meanwhile', async () => {
    const lee = { email: 'lee@example.com', name: 'Lee Fen' };
    const sent = await owner.fetch('/api/admin/people/invitations', {
      method: 'POST',
      json: { ...lee, role: 'viewer', divisions: [] },
    });
    const invitation = (await sent.json()) as StaffInvitation;
    await stack.smtp.received(3);
    const link = linkIn(stack.smtp.messages[2]!, stack.adminUrl, '/invitation');
    await addStaff(stack, {
      ...lee,
      password: 'broad water alder carr',
      rights: { role: 'viewer', divisions: [] },
    });
    const page = await browser(stack.adminUrl).fetch(link, {
      method: 'POST',
      form: { password: SAMS_PASSWORD, confirm: SAMS_PASSWORD },
    });
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain('You already have an account');
    expect(html).toContain(`${lee.email} already has an account.`);
    expect(html).toContain('href="/api/login"');
    await owner.fetch(`/api/admin/people/invitations/${invitation.id}`, { method: 'DELETE' });
  });

  it('requires a second factor of everyone when the owner says so, from their next sign-in', async () => {
    const viewer = {
      email: 'vic@example.com',
      password: 'fen dyke pumping mill',
      name: 'Vic Dale',
    };
    await addStaff(stack, { ...viewer, rights: { role: 'viewer', divisions: [] } });
    const settings = async () =>
      (await (await owner.fetch('/api/admin/people/settings')).json()) as StaffSettings;
    expect(await settings()).toEqual({ requireSecondFactor: false, requiredByOperator: false });
    const bad = await owner.fetch('/api/admin/people/settings', {
      method: 'PUT',
      json: { requireSecondFactor: 'yes' },
    });
    expect(bad.status).toBe(400);

    const on = await owner.fetch('/api/admin/people/settings', {
      method: 'PUT',
      json: { requireSecondFactor: true },
    });
    expect(await on.json()).toEqual({ requireSecondFactor: true, requiredByOperator: false });
    const signIn = () =>
      browser(stack.adminUrl).fetch('/api/login', {
        method: 'POST',
        json: { email: viewer.email, password: viewer.password },
      });
    expect(await (await signIn()).json()).toEqual({ step: 'second-factor-setup' });
    // The owner, signed in before, stays signed in.
    expect((await owner.fetch('/api/admin/people')).status).toBe(200);

    await owner.fetch('/api/admin/people/settings', {
      method: 'PUT',
      json: { requireSecondFactor: false },
    });
    expect(await (await signIn()).json()).toMatchObject({ email: viewer.email, role: 'viewer' });
    const events = (await (
      await owner.fetch('/api/admin/activity?kind=account&action=update')
    ).json()) as AuditEvent[];
    expect(events.slice(0, 2).map((e) => [e.entity.label, e.changes])).toEqual([
      ['Sign-in settings', [{ field: 'requireSecondFactor', before: true, after: false }]],
      ['Sign-in settings', [{ field: 'requireSecondFactor', before: false, after: true }]],
    ]);
  });

  it('withdraws an invitation that could not be sent, and says so', async () => {
    await stack.stopService('content');
    const refused = await owner.fetch('/api/admin/people/invitations', {
      method: 'POST',
      json: { email: 'ola@example.com', name: 'Ola Reed', role: 'viewer', divisions: [] },
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: INVITATION_NOT_SENT });
    expect((await people()).invitations).toEqual([]);
  });
});

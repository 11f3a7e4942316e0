import type { AuditEvent, OutboxMessage } from '@reedmere/contracts';
import {
  PASSWORD_RESET_LIMIT,
  RESET_EMAIL_MESSAGE,
  RESET_LINK_GONE_TITLE,
  RESET_LIMITED_MESSAGE,
} from '../src/site/password-reset-pages';
import { signedIn } from './support/client';
import { browser } from './support/cookie-jar';
import { expectPasswordFormRefusals } from './support/password-link';
import { ADMIN } from './support/stack';
import { startStackWithMail, type StackWithMail } from './support/stack-with-mail';
import { addStaff } from './support/staff-accounts';
import { linkIn } from './support/mail';

const SAM = {
  email: 'sam.lee@example.com',
  name: 'Sam Lee',
  password: 'heron marsh lantern quay',
  rights: { role: 'editor' as const, divisions: ['news' as const] },
};
const NEW_PASSWORD = 'saltmarsh windmill pantile';

describe('a forgotten password, reset by e-mail on the admin site', () => {
  let stack: StackWithMail;
  let link: string;

  beforeAll(async () => {
    stack = await startStackWithMail();
    await addStaff(stack, SAM);
  });
  afterAll(() => stack?.stop());

  const ask = (email: string) =>
    browser(stack.adminUrl).fetch('/password-reset', { method: 'POST', form: { email } });
  const signInStatus = async (password: string) =>
    (
      await browser(stack.adminUrl).fetch('/api/login', {
        method: 'POST',
        json: { email: SAM.email, password },
      })
    ).status;
  const outbox = async () => {
    const owner = await signedIn(stack.adminUrl, ADMIN);
    return (await (await owner.fetch('/api/inquiries/outbox')).json()) as OutboxMessage[];
  };

  it('is offered on the sign-in page, and the public site sends its pages to the admin site', async () => {
    const login = await (await fetch(`${stack.adminUrl}/api/login`)).text();
    expect(login).toContain('<a href="/password-reset">Forgot your password?</a>');
    // Its own icon, so a browser does not ask for a /favicon.ico there is none of.
    expect(login).toContain('<link rel="icon" href="/favicon.svg">');
    const form = await fetch(`${stack.adminUrl}/password-reset`);
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('no-store');
    expect(await form.text()).toContain('<form method="post" action="/password-reset">');
    for (const page of ['/password-reset', '/password-reset/new?token=x']) {
      const moved = await fetch(`${stack.url}${page}`, { redirect: 'manual' });
      expect([page, moved.status, moved.headers.get('location')]).toEqual([
        page,
        303,
        `${stack.adminUrl}${page}`,
      ]);
    }
  });

  it('asks again for an address that is not one, and sends nothing', async () => {
    const refused = await ask('not an address');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(RESET_EMAIL_MESSAGE);
    expect((await outbox()).filter((message) => message.kind === 'password-reset')).toEqual([]);
  });

  it('answers an address with no account as it answers one with, and mails only the account', async () => {
    const stranger = await ask('nobody@example.com');
    const known = await ask(` ${SAM.email.toUpperCase()} `);
    expect([stranger.status, known.status]).toEqual([200, 200]);
    const strangerPage = await stranger.text();
    expect(strangerPage).toContain('Check your e-mail');
    expect((await known.text()).replace(SAM.email, 'nobody@example.com')).toBe(strangerPage);

    await stack.smtp.received(1);
    const [mail] = stack.smtp.messages;
    expect(mail!.to).toEqual([`<${SAM.email}>`]);
    link = linkIn(mail!, stack.adminUrl, '/password-reset/new');
    // The office's outbox keeps the mail without the link's secret, and nothing for the stranger.
    const kept = (await outbox()).filter((message) => message.kind === 'password-reset');
    expect(kept.map((message) => message.to)).toEqual([SAM.email]);
    expect(JSON.stringify(kept)).not.toContain(link.split('token=')[1]);
  });

  it('opens the link on a form for that person; two different or a weak password change nothing', async () => {
    const page = await fetch(`${stack.adminUrl}${link}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('Choose a new password');
    expect(html).toContain(`value="${SAM.email}"`);
    await expectPasswordFormRefusals(stack.adminUrl, link, NEW_PASSWORD);
    expect(await signInStatus(SAM.password)).toBe(200);
  });

  it('sets the new password once, signs the person out everywhere, and records it', async () => {
    const earlier = await signedIn(stack.adminUrl, SAM);
    expect((await earlier.fetch('/api/auth/user')).status).toBe(200);

    const changed = await browser(stack.adminUrl).fetch(link, {
      method: 'POST',
      form: { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password is changed');

    expect((await earlier.fetch('/api/auth/user')).status).toBe(401);
    expect(await signInStatus(SAM.password)).toBe(401);
    expect(await signInStatus(NEW_PASSWORD)).toBe(200);
    const again = await fetch(`${stack.adminUrl}${link}`);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(RESET_LINK_GONE_TITLE);

    const owner = await signedIn(stack.adminUrl, ADMIN);
    const trail = (await (
      await owner.fetch('/api/admin/activity?kind=account')
    ).json()) as AuditEvent[];
    expect(trail).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ email: SAM.email }),
        action: 'update',
        changes: [{ field: 'password reset by e-mail' }],
      }),
    );
  });

  it('shows one page for a link unknown or malformed', async () => {
    for (const page of ['/password-reset/new', '/password-reset/new?token=not-a-token']) {
      const answer = await fetch(`${stack.adminUrl}${page}`);
      expect([page, answer.status]).toEqual([page, 404]);
      expect(await answer.text()).toContain(RESET_LINK_GONE_TITLE);
    }
  });

  it('stops one address asking again and again', async () => {
    const asked = 3; // by the tests above, from this one address
    for (let i = asked; i < PASSWORD_RESET_LIMIT.limit; i += 1) {
      expect((await ask('nobody@example.com')).status).toBe(200);
    }
    const limited = await ask('nobody@example.com');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(RESET_LIMITED_MESSAGE);
  });
});

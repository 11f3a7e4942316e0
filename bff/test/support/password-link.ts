import { PASSWORDS_DIFFER_MESSAGE } from '../../src/site/password-link';
import { browser } from './cookie-jar';

/**
 * Checks that the password form behind an e-mail's `link` refuses two different passwords, then a
 * weak one: each answer is 400 with the form again and its message.
 */
export async function expectPasswordFormRefusals(
  adminUrl: string,
  link: string,
  password: string,
): Promise<void> {
  const visitor = browser(adminUrl);
  const differ = await visitor.fetch(link, {
    method: 'POST',
    form: { password, confirm: `${password} again` },
  });
  expect(differ.status).toBe(400);
  expect(await differ.text()).toContain(PASSWORDS_DIFFER_MESSAGE);
  const weak = await visitor.fetch(link, {
    method: 'POST',
    form: { password: 'password', confirm: 'password' },
  });
  expect(weak.status).toBe(400);
  expect(await weak.text()).toMatch(/id="password-error" class="error" role="alert">Password /);
}

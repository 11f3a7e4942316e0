import { openPageForAxe, seriousViolations } from '../src/accessibility';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { adminUrl } from '../src/site-url';

// The sign-in page as a person uses it: the browser's own form post, with whatever Origin and
// Sec-Fetch-Site headers Chromium really sends.
describe('the sign-in page in Chromium', () => {
  const browser = browserForTheseTests();

  async function signIn(password: string) {
    const page = await browser.newPage();
    await page.goto(`${adminUrl('demo')}/api/login`);
    await page.type('input[name=email]', 'admin@reedmere.example');
    await page.type('input[name=password]', password);
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.click('button[type=submit]'),
    ]);
    return { page, response };
  }

  it('shows an alert for a wrong password and keeps the visitor signed out', async () => {
    const { page } = await signIn('not-the-password');
    expect(await page.$eval('[role=alert]', (el) => el.textContent)).toContain(
      'Email or password is incorrect.',
    );
    // Focus goes back to the password, announced with the error: the browser moves it to the
    // autofocused field while drawing the page, which on a busy machine can come after its load.
    await page.waitForFunction(() => document.activeElement?.id === 'password', { timeout: 10000 });
    // The sign-in page's CSP allows no fetch from it: ask by navigating, as a visitor would.
    const me = await page.goto(`${adminUrl('demo')}/api/auth/user`);
    expect(me?.status()).toBe(401);
    await page.close();
  });

  it('signs the admin in with the form, sets an httpOnly cookie, and goes to /admin', async () => {
    const { page } = await signIn('reedmere-dev-admin');
    expect(new URL(page.url()).pathname).toBe('/admin');
    const user = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
    expect(user).toMatchObject({ email: 'admin@reedmere.example' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('reedmere_session');
    // Opening the sign-out address only asks; the session lasts until the form is sent.
    await page.goto(`${adminUrl('demo')}/api/logout`);
    expect((await page.goto(`${adminUrl('demo')}/api/auth/user`))?.status()).toBe(200);
    await page.goto(`${adminUrl('demo')}/api/logout`);
    await Promise.all([
      page.waitForNavigation(),
      page.locator('form[action="/api/logout"] button').click(),
    ]);
    // Signed out, the admin site shows its sign-in page again.
    expect(new URL(page.url()).pathname).toBe('/api/login');
    // The sign-in page's CSP allows no fetch: ask by navigating.
    expect((await page.goto(`${adminUrl('demo')}/api/auth/user`))?.status()).toBe(401);
    await page.close();
  });

  it('has no serious accessibility problem on its pages, the password reset among them', async () => {
    const page = await openPageForAxe(browser, { width: 390, height: 844, isMobile: true });
    const found: Record<string, unknown> = {};
    // Nothing a page asks for is missing (its icon among them); the dead link's page is a 404.
    const missing: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.status() === 404 && pathname !== '/password-reset/new') missing.push(pathname);
    });
    const check = async (name: string) => {
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[name] = violations;
    };
    for (const path of ['/api/login', '/password-reset', '/password-reset/new?token=gone']) {
      await page.goto(`${adminUrl('demo')}${path}`);
      await check(path);
    }
    // The reset form with its error, focus on the field it names.
    await page.goto(`${adminUrl('demo')}/password-reset`);
    await page.type('#email', 'not an address');
    await page.$eval('form', (form) => form.setAttribute('novalidate', ''));
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    expect(await page.$eval('[role=alert]', (el) => el.textContent)).toBe(
      'Enter the e-mail address you sign in with.',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    await check('/password-reset with an error');
    await page.close();
    expect(found).toEqual({});
    expect(missing).toEqual([]);
  });
});

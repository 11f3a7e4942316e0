import { DEV_ADMIN } from '@reedmere/launcher';
import type { Page } from 'puppeteer-core';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import type { MailCatcher } from '../src/mail-catcher';
import { DESKTOP, PHONE, withCookieChoiceMade } from '../src/page-helpers';
import { startStackWithMail, type StackWithMail } from '../src/stack-with-mail';

const NEWCOMER = { name: 'Nell Marsh', email: 'nell.marsh@example.com' };
const NEWCOMERS_PASSWORD = 'wherry sail reed bunting';
const NEWCOMERS_NEW_PASSWORD = 'staithe mill flint quay';

/** The site's sign-in form, filled and sent as a person does. */
async function signInWithTheForm(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/api/login`);
  await page.type('#email', email);
  await page.type('#password', password);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.waitForSelector('[role=tablist]');
}

/** Where a page records that the admin told it its session had ended. */
const SIGNED_OUT_NOTICE = 'signed-out-notice';

/**
 * From now on the page notes in its tab's session storage when the admin shows 'Authentication
 * Required': the notice stays for 1.5 s before the sign-in page, which on a busy machine can be
 * over before a wait for it starts.
 */
async function noteSignedOutNotice(page: Page) {
  await page.evaluateOnNewDocument((key) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Authentication Required')) {
        sessionStorage.setItem(key, 'shown');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, SIGNED_OUT_NOTICE);
}

/** Runs `go`, then waits for the notice that the session has ended and the sign-in page after it. */
async function expectSentToSignIn(page: Page, go: () => Promise<unknown>) {
  await page.evaluate((key) => sessionStorage.removeItem(key), SIGNED_OUT_NOTICE);
  await go();
  await page.waitForFunction(
    (key) => location.pathname === '/api/login' && sessionStorage.getItem(key) === 'shown',
    { timeout: 30000 },
    SIGNED_OUT_NOTICE,
  );
  await page.waitForSelector('#password');
}

const tabNames = (page: Page) =>
  page.$$eval('[role=tablist] [role=tab]', (tabs) => tabs.map((tab) => tab.textContent?.trim()));

/**
 * The owner invites a news editor from the People tab; the invitation arrives by e-mail (an SMTP
 * server in this process), its link sets the password on a phone, the newcomer signs in and sees
 * only their division's tabs, later resets a forgotten password by e-mail; removed by the owner,
 * their panel is gone at once.
 */
describe('a person invited by e-mail joins the staff, and is removed', () => {
  let running: StackWithMail;
  let mail: MailCatcher;
  let origin: string;
  const owners = browserForTheseTests();
  const newcomers = browserForTheseTests();
  let owner: Page;
  let newcomer: Page;

  beforeAll(async () => {
    running = await startStackWithMail('people');
    mail = running.mail;
    // The invitation, the sign-in and the panel are all the admin site's.
    origin = running.stack.adminUrl;
    owner = await owners.newPage();
    await owner.setViewport(DESKTOP);
    await withCookieChoiceMade(owner);
    newcomer = await newcomers.newPage();
    await newcomer.setViewport(PHONE);
    await withCookieChoiceMade(newcomer);
    await noteSignedOutNotice(newcomer);
  }, 240000);

  afterAll(() => running?.stop(), 60000);

  it('sends the invitation from the People tab', async () => {
    await signInWithTheForm(owner, origin, DEV_ADMIN.email, DEV_ADMIN.password);
    await owner.locator('[role=tab] ::-p-text(People)').click();
    await (await owner.waitForSelector('::-p-text(Invite someone)'))!.click();
    const dialog = (await owner.waitForSelector('[role=dialog]'))!;
    await owner.keyboard.type(NEWCOMER.name);
    await owner.keyboard.press('Tab');
    await owner.keyboard.type(NEWCOMER.email);
    await (await dialog.$('input[type=radio][value=editor]'))!.click();
    await (await dialog.waitForSelector('label ::-p-text(News and SEO)'))!.click();
    await (await dialog.$('button[type=submit]'))!.click();
    await owner.waitForSelector(
      `[data-sonner-toast] ::-p-text(Invitation sent to ${NEWCOMER.email})`,
    );
    await owner.waitForSelector('::-p-text(Invitations waiting (1))');
  });

  it('sets the password from the e-mailed link, on a phone', async () => {
    const invitation = await mail.nextTo(NEWCOMER.email);
    expect(invitation.subject).toBe("You are invited to Reedmere Estates's admin");
    const link = invitation.text.match(/http\S+\/invitation\?token=\S+/)?.[0];
    expect(link?.startsWith(`${origin}/invitation?token=`)).toBe(true);

    await newcomer.goto(link!);
    await newcomer.waitForSelector('h1 ::-p-text(Choose your password)');
    expect(await newcomer.$eval('main', (main) => main.textContent)).toContain(
      'Nell Marsh, you are invited to the admin as an editor for news and SEO.',
    );
    await newcomer.type('#password', NEWCOMERS_PASSWORD);
    await newcomer.type('#confirm', 'not the same one at all');
    await Promise.all([newcomer.waitForNavigation(), newcomer.click('button[type=submit]')]);
    expect(await newcomer.$eval('#password-error', (box) => box.textContent)).toBe(
      'The two passwords are not the same.',
    );
    await newcomer.type('#password', NEWCOMERS_PASSWORD);
    await newcomer.type('#confirm', NEWCOMERS_PASSWORD);
    await Promise.all([newcomer.waitForNavigation(), newcomer.click('button[type=submit]')]);
    await newcomer.waitForSelector('h1 ::-p-text(Your account is ready)');
    await Promise.all([newcomer.waitForNavigation(), newcomer.click('a ::-p-text(Sign in)')]);
    expect(new URL(newcomer.url()).pathname).toBe('/api/login');

    // The link has done its work.
    const again = await newcomer.goto(link!);
    expect(again!.status()).toBe(404);
  });

  it("signs the newcomer in to a panel of their division's tabs only", async () => {
    await signInWithTheForm(newcomer, origin, NEWCOMER.email, NEWCOMERS_PASSWORD);
    expect(await tabNames(newcomer)).toEqual(['News', 'SEO']);
    await owner.reload();
    await owner.locator('[role=tab] ::-p-text(People)').click();
    await owner.waitForSelector(`::-p-text(${NEWCOMER.email})`);
    expect(await owner.$('::-p-text(No invitations waiting)')).not.toBeNull();
  });

  it('resets a forgotten password from the sign-in page, by e-mail, ending the old session', async () => {
    await newcomer.goto(`${origin}/api/login`);
    await Promise.all([
      newcomer.waitForNavigation(),
      newcomer.click('a ::-p-text(Forgot your password?)'),
    ]);
    await newcomer.waitForSelector('h1 ::-p-text(Reset your password)');
    await newcomer.type('#email', NEWCOMER.email);
    await Promise.all([newcomer.waitForNavigation(), newcomer.click('button[type=submit]')]);
    await newcomer.waitForSelector('h1 ::-p-text(Check your e-mail)');

    const reset = await mail.nextTo(NEWCOMER.email);
    expect(reset.subject).toBe("Choose a new password for Reedmere Estates's admin");
    const link = reset.text.match(/http\S+\/password-reset\/new\?token=\S+/)?.[0];
    expect(link?.startsWith(`${origin}/password-reset/new?token=`)).toBe(true);
    await newcomer.goto(link!);
    await newcomer.waitForSelector('h1 ::-p-text(Choose a new password)');
    await newcomer.type('#password', NEWCOMERS_NEW_PASSWORD);
    await newcomer.type('#confirm', NEWCOMERS_NEW_PASSWORD);
    await Promise.all([newcomer.waitForNavigation(), newcomer.click('button[type=submit]')]);
    await newcomer.waitForSelector('h1 ::-p-text(Your password is changed)');

    // The session from before the reset has ended; the new password signs in.
    await expectSentToSignIn(newcomer, () => newcomer.goto(`${origin}/admin`));
    await signInWithTheForm(newcomer, origin, NEWCOMER.email, NEWCOMERS_NEW_PASSWORD);
    expect(await tabNames(newcomer)).toEqual(['News', 'SEO']);
  });

  it("ends the newcomer's session at once when the owner removes them", async () => {
    await (await owner.waitForSelector(`::-p-aria(Remove ${NEWCOMER.name})`))!.click();
    const confirm = (await owner.waitForSelector('[role=dialog]'))!;
    await (await confirm.waitForSelector('button ::-p-text(Remove)'))!.click();
    await owner.waitForSelector(`[data-sonner-toast] ::-p-text(${NEWCOMER.name} removed)`);

    await expectSentToSignIn(newcomer, () => newcomer.reload());
  });
});

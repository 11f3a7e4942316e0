import type { Property } from '@reedmere/contracts';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { DEV_ADMIN } from '@reedmere/launcher';
import { signIn, type AdminSession } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { DESKTOP, MAIN_NAV, waitForHeading, withCookieChoiceMade } from '../src/page-helpers';
import { adminUrl, siteUrl } from '../src/site-url';

/** What a script in a public page tried, and what it got. */
interface Attempts {
  readSessionCrossOrigin: string;
  readAdminListCrossOrigin: string;
  hideCrossOrigin: string;
  signOutNoCors: string;
  beaconQueued: boolean;
  sameOriginUser: number;
  sameOriginAdminList: number;
  sameOriginAdminRemote: number;
  readOpenedPanel: string;
}

/**
 * The code a division could ship in a public page, run in one while an admin is signed in to the
 * admin site in the same browser: it tries to read the admin's data and to act as the admin.
 */
async function attackFrom(page: Page, admin: string, listingId: string): Promise<Attempts> {
  return page.evaluate(
    async (adminOrigin, id) => {
      const outcome = (promise: Promise<Response>) =>
        promise.then(
          async (response) => `read ${response.status}: ${await response.text()}`,
          (error: Error) => `refused: ${error.name}`,
        );
      const readSessionCrossOrigin = await outcome(
        fetch(`${adminOrigin}/api/auth/user`, { credentials: 'include' }),
      );
      const readAdminListCrossOrigin = await outcome(
        fetch(`${adminOrigin}/api/admin/properties`, { credentials: 'include' }),
      );
      const hideCrossOrigin = await outcome(
        fetch(`${adminOrigin}/api/admin/properties/${id}/toggle-hidden`, {
          method: 'PATCH',
          credentials: 'include',
        }),
      );
      // A request needing no permission: it is sent with the cookie, and the answer is opaque.
      const signOutNoCors = await fetch(`${adminOrigin}/api/logout`, {
        method: 'POST',
        mode: 'no-cors',
        credentials: 'include',
      }).then(
        (response) => `sent, answer ${response.type}`,
        (error: Error) => `refused: ${error.name}`,
      );
      const beaconQueued = navigator.sendBeacon(`${adminOrigin}/api/properties/${id}/copy`, '{}');
      // The same host's cookies reach this page's origin too (in development both sites are on
      // 127.0.0.1): the public site has nothing that reads them.
      const status = (path: string) =>
        fetch(path, { credentials: 'include' }).then((response) => response.status);
      const sameOriginUser = await status('/api/auth/user');
      const sameOriginAdminList = await status('/api/admin/properties');
      const sameOriginAdminRemote = await status('/remotes/admin/mf-manifest.json');
      const opened = window.open(`${adminOrigin}/admin`, '_blank');
      let readOpenedPanel = 'no window';
      if (opened) {
        // Readable while it is still this origin's blank page; the panel's page is not.
        const deadline = Date.now() + 15000;
        for (;;) {
          try {
            const text = opened.document.body?.innerText ?? '';
            if (Date.now() > deadline) {
              readOpenedPanel = `read: ${text.slice(0, 40)}`;
              break;
            }
          } catch (error) {
            readOpenedPanel = `refused: ${(error as Error).name}`;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        opened.close();
      }
      return {
        readSessionCrossOrigin,
        readAdminListCrossOrigin,
        hideCrossOrigin,
        signOutNoCors,
        beaconQueued,
        sameOriginUser,
        sameOriginAdminList,
        sameOriginAdminRemote,
        readOpenedPanel,
      };
    },
    admin,
    listingId,
  );
}

const PUBLIC_REMOTES = /\/remotes\/(?:listings|developments|news|calculators)\//;

describe("a public page's script while an admin is signed in in the same browser", () => {
  const browser = browserForTheseTests();
  let office: AdminSession;
  let panel: Page;
  const requests: string[] = [];

  const listings = async () => (await office.call<Property[]>('/api/admin/properties')).body;

  // The admin signs in on the admin site's own form, as a person does, and keeps the panel open.
  beforeAll(async () => {
    office = await signIn('demo');
    panel = await browser.context.newPage();
    await panel.setViewport(DESKTOP);
    panel.on('request', (request: HTTPRequest) => requests.push(request.url()));
    await panel.goto(`${siteUrl('demo')}/admin`);
    // The public site sends /admin to the admin site, whose panel sends a stranger to sign in.
    await panel.waitForSelector('input[name=email]');
    expect(new URL(panel.url()).origin).toBe(adminUrl('demo'));
    await panel.type('input[name=email]', DEV_ADMIN.email);
    await panel.type('input[name=password]', DEV_ADMIN.password);
    await Promise.all([panel.waitForNavigation(), panel.click('button[type=submit]')]);
    await waitForHeading(panel, 'Admin Panel');
    await panel.waitForSelector('[role=tabpanel]:not([hidden]) li');
  });

  it("loads the admin remote on the admin site and no division's code", () => {
    expect(new URL(panel.url()).origin).toBe(adminUrl('demo'));
    expect(requests.some((url) => url.includes('/remotes/admin/'))).toBe(true);
    expect(requests.filter((url) => PUBLIC_REMOTES.test(url))).toEqual([]);
  });

  /** A public page, with its own content security policy in force or (as if it were lost) not. */
  async function publicPage(policy: 'kept' | 'lost'): Promise<Page> {
    const page = await browser.context.newPage();
    if (policy === 'lost') await page.setBypassCSP(true);
    await withCookieChoiceMade(page);
    await page.goto(`${siteUrl('demo')}/residential`);
    await page.waitForSelector(MAIN_NAV);
    return page;
  }

  /** Every attempt fails, whether or not the page's own policy stops it first. */
  const NOTHING_GOT_THROUGH: Attempts = {
    // Reads without the admin site's leave: CORS keeps the answers from the page.
    readSessionCrossOrigin: 'refused: TypeError',
    readAdminListCrossOrigin: 'refused: TypeError',
    // A PATCH needs a preflight, which the admin site does not grant.
    hideCrossOrigin: 'refused: TypeError',
    // Without the policy it is sent with the cookie and refused by the admin site's origin check
    // (the session lives on, below); its answer is kept from the page too
    // (Cross-Origin-Resource-Policy).
    signOutNoCors: 'refused: TypeError',
    beaconQueued: true,
    sameOriginUser: 404,
    sameOriginAdminList: 404,
    sameOriginAdminRemote: 404,
    readOpenedPanel: 'refused: SecurityError',
  };

  it('can neither read the admin data nor act as the admin, and the session survives it', async () => {
    const before = await listings();
    const target = before.find((listing) => !listing.isHidden)!;
    // The public page's own policy lets it call no other origin at all.
    const guarded = await publicPage('kept');
    expect(await attackFrom(guarded, adminUrl('demo'), target.id)).toEqual(NOTHING_GOT_THROUGH);

    // Were that policy lost (a remote on an origin it allows, a mistake), the requests reach the
    // admin site, which still lets nothing through.
    const unguarded = await publicPage('lost');
    const sentToAdminSite: string[] = [];
    unguarded.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === adminUrl('demo') && request.method() === 'POST') {
        sentToAdminSite.push(`${request.method()} ${url.pathname}`);
      }
    });
    expect(await attackFrom(unguarded, adminUrl('demo'), target.id)).toEqual(NOTHING_GOT_THROUGH);

    // The writes that needed no permission were sent to the admin site (the beacon may leave
    // after the page's script has finished).
    const sent = ['POST /api/logout', `POST /api/properties/${target.id}/copy`];
    const deadline = Date.now() + 15000;
    while (!sent.every((request) => sentToAdminSite.includes(request)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sentToAdminSite).toEqual(expect.arrayContaining(sent));
    // Whatever the admin site did with them is done by now.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Nothing changed: no listing hidden or copied, and the admin is still signed in.
    expect(await listings()).toEqual(before);
    expect(await panel.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(200);
  });

  it("follows a link from the admin's chrome to the public site, as a page load", async () => {
    const before = requests.length;
    await panel.bringToFront();
    await panel.click(`${MAIN_NAV} a[href="/developments"]`);
    // The router's own step (on the admin's origin) comes first, then the page load.
    await panel.waitForFunction(
      (origin) => window.location.origin === origin,
      { timeout: 30000 },
      siteUrl('demo'),
    );
    expect(new URL(panel.url()).pathname).toBe('/developments');
    await waitForHeading(panel, 'Development Projects');
    // The developments remote loaded in the public document only, after the navigation.
    const after = requests.slice(before);
    const left = after.findIndex((url) => new URL(url).pathname === '/developments');
    expect(left).toBeGreaterThanOrEqual(0);
    expect(after.slice(0, left).filter((url) => PUBLIC_REMOTES.test(url))).toEqual([]);
    expect(after.slice(left).some((url) => url.includes('/remotes/developments/'))).toBe(true);
  });
});

import { divisionOfListing, type Property } from '@reedmere/contracts';
import type { Page } from 'puppeteer-core';
import { signIn, signInAt, type AdminSession } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { openAdminPage, waitForHeading } from '../src/page-helpers';
import { adminUrl } from '../src/site-url';

// The demo's staff, as the README lists their development sign-ins.
const RESIDENTIAL_EDITOR = {
  email: 'residential.editor@reedmere.example',
  password: 'demo-residential-editor',
};
const NEWS_EDITOR = { email: 'news.editor@reedmere.example', password: 'demo-news-editor' };

const tabs = (page: Page) =>
  page.$$eval('[role=tablist] [role=tab]', (found) => found.map((tab) => tab.textContent));

const shownButtons = (page: Page) =>
  page.$$eval('[role=tabpanel]:not([hidden]) button', (found) =>
    found.map((button) => button.textContent),
  );

// Each person's panel shows what their role allows, and the server refuses the rest even when a
// script in their own signed-in page calls the API directly.
describe("the demo's staff in the admin panel", () => {
  const browser = browserForTheseTests();
  let owner: AdminSession;

  const panelOf = async (session: AdminSession): Promise<Page> => {
    const page = await openAdminPage(browser, session);
    await page.goto(`${adminUrl('demo')}/admin`);
    await waitForHeading(page, 'Admin Panel');
    await page.waitForSelector('[role=tabpanel]:not([hidden]) li');
    return page;
  };

  beforeAll(async () => {
    owner = await signIn('demo');
  });

  it("shows a residential editor the Properties tab with their division's listings only", async () => {
    const editor = await signInAt(adminUrl('demo'), RESIDENTIAL_EDITOR);
    const page = await panelOf(editor);
    expect(await tabs(page)).toEqual(['Properties']);
    expect(await shownButtons(page)).toContain('Add property');

    const all = (await owner.call<Property[]>('/api/admin/properties')).body;
    const residential = all.filter((listing) => divisionOfListing(listing) === 'residential');
    expect(residential.length).toBeGreaterThan(0);
    expect(residential.length).toBeLessThan(all.length);
    const titles = await page.$$eval('[role=tabpanel]:not([hidden]) li h3', (found) =>
      found.map((heading) => heading.textContent),
    );
    expect(titles.sort()).toEqual(residential.map((listing) => listing.title).sort());

    const commercial = all.find((listing) => divisionOfListing(listing) !== 'residential')!;
    const answer = await page.evaluate(async (id) => {
      const response = await fetch(`/api/admin/properties/${id}/toggle-hidden`, {
        method: 'PATCH',
      });
      return { status: response.status, body: await response.json() };
    }, commercial.id);
    expect(answer).toEqual({
      status: 403,
      body: {
        message: expect.stringMatching(
          /^Only an editor for commercial (sales|lettings), a manager or the owner can change this\. You are an editor for residential sales and lettings\.$/,
        ),
      },
    });
    const after = (await owner.call<Property[]>('/api/admin/properties')).body;
    expect(after.find((listing) => listing.id === commercial.id)?.isHidden).toBe(
      commercial.isHidden,
    );
  });

  it('shows a news editor the News and SEO tabs, and no enquiries', async () => {
    const editor = await signInAt(adminUrl('demo'), NEWS_EDITOR);
    const page = await panelOf(editor);
    expect(await tabs(page)).toEqual(['News', 'SEO']);
    expect(await shownButtons(page)).toEqual(expect.arrayContaining(['New article', 'Edit']));
    const status = await page.evaluate(async () => (await fetch('/api/inquiries')).status);
    expect(status).toBe(403);
  });
});

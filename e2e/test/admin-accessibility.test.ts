import type { Page } from 'puppeteer-core';
import { openPageForAxe, seriousViolations } from '../src/accessibility';
import { signIn, type AdminSession } from '../src/admin-session';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { SCREENS, waitForHeading } from '../src/page-helpers';
import { adminUrl, siteUrl } from '../src/site-url';

/** Each tab, what shows once it has loaded, and the button that opens its form, if any. */
const TABS = [
  { tab: 'Properties', ready: 'li[aria-label]', form: 'Add property' },
  { tab: 'Developments', ready: 'li[aria-label]', form: 'Add development' },
  { tab: 'News', ready: 'li[aria-label]', form: 'New article' },
  { tab: 'SEO', ready: 'a[href="/admin/seo"]', form: null },
  { tab: 'Enquiries', ready: '#notification-outbox-heading', form: null },
  { tab: 'Alerts', ready: '#alerts-tab-heading', form: null },
  { tab: 'Activity', ready: '#activity-tab-heading', form: null },
  { tab: 'Deployments', ready: '#deployments-tab-heading', form: null },
  { tab: 'People', ready: '#people-staff-heading', form: null },
] as const;

// The signed-in admin panel, on a desktop and a phone: every tab, each form open, and the SEO
// screen, with no serious or critical finding of axe-core.
describe('the admin panel for assistive technology', () => {
  const browser = browserForTheseTests();
  let admin: AdminSession;

  beforeAll(async () => {
    admin = await signIn('demo');
  });

  const openPage = async (screen: (typeof SCREENS)[number]): Promise<Page> => {
    const page = await openPageForAxe(browser, screen.viewport);
    const [name, value] = admin.cookie.split('=');
    await page.setCookie({ name: name!, value: value!, url: siteUrl('demo') });
    return page;
  };

  describe.each(SCREENS)('on a $name screen', (screen) => {
    // The tabs are visited in turn on one page, as a member of staff would: loading the panel
    // afresh for each would only repeat its start.
    let panel: Page;

    beforeAll(async () => {
      panel = await openPage(screen);
      await panel.goto(`${adminUrl('demo')}/admin`);
      await waitForHeading(panel, 'Admin Panel');
    });

    afterAll(() => panel?.close());

    it.each(TABS)(
      'the $tab tab, with its form open too where it has one',
      async ({ tab, ready, form }) => {
        await panel.locator(`[role=tab] ::-p-text(${tab})`).click();
        await panel.waitForSelector(`[role=tabpanel]:not([hidden]) ${ready}`);
        // Every list of the tab has loaded (the outbox under the enquiries loads on its own).
        await panel.waitForFunction(
          () => !document.querySelector('[role=tabpanel]:not([hidden]) .MuiCircularProgress-root'),
        );
        expect({ tab, findings: await seriousViolations(panel) }).toEqual({ tab, findings: [] });
        if (form) {
          await panel.locator(`[role=tabpanel]:not([hidden]) ::-p-aria(${form})`).click();
          await panel.waitForSelector('[role=tabpanel]:not([hidden]) form');
          expect({ form, findings: await seriousViolations(panel) }).toEqual({
            form,
            findings: [],
          });
        }
        // Nothing wider than the screen: a phone never scrolls sideways.
        const overflow = await panel.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      },
    );

    it("the People tab's invitation, in its dialog", async () => {
      const page = await openPage(screen);
      await page.goto(`${adminUrl('demo')}/admin`);
      await waitForHeading(page, 'Admin Panel');
      await page.locator('[role=tab] ::-p-text(People)').click();
      await page.locator('[role=tabpanel]:not([hidden]) ::-p-aria(Invite someone)').click();
      await page.waitForSelector('[role=dialog] form');
      await page.locator('[role=dialog] input[value=editor]').click();
      await page.waitForSelector('[role=dialog] input[type=checkbox]');
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });

    it('SEO management, and its form', async () => {
      const page = await openPage(screen);
      await page.goto(`${adminUrl('demo')}/admin/seo`);
      await waitForHeading(page, 'SEO Management');
      await page.waitForSelector('li[aria-label]');
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('::-p-aria(Add SEO page)').click();
      await page.waitForSelector('form');
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  });
});

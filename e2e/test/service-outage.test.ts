import { demoServicePid } from '../src/demo-stack';
import { browserForTheseTests } from '../src/browser-for-these-tests';
import { siteUrl } from '../src/site-url';

/**
 * One service that stops answering costs the home page only its own section: with the
 * developments service paused (it accepts connections and never answers, as a hung process
 * does), the listing sections still show and the projects show their error state.
 */

const browser = browserForTheseTests();

/**
 * Waits until the served home page shows the outage: a complete page rendered before the pause
 * is served for up to 30 s (the renderer's page cache), and a public read for up to 5 s.
 */
async function waitForTheOutageInTheServedPage(): Promise<void> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const html = await (
      await fetch(`${siteUrl('demo')}/`, { headers: { accept: 'text/html' } })
    ).text();
    if (html.includes('Error Loading Developments')) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The served home page never showed the developments error');
}

it('the home page with the developments service hung shows the listings and the projects error', async () => {
  const pid = await demoServicePid('developments');
  process.kill(pid, 'SIGSTOP');
  try {
    await waitForTheOutageInTheServedPage();
    for (const javaScript of [false, true]) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.setJavaScriptEnabled(javaScript);
      // Each load asks for the whole page, not whether the copy from the load before still holds.
      await page.setCacheEnabled(false);
      const response = await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
      expect(response?.status()).toBe(200);
      await page.waitForFunction(
        () => document.body.innerText.includes('Error Loading Developments'),
        { timeout: 15000 },
      );
      const text = await page.$eval('main', (main) => (main as HTMLElement).innerText);
      expect(text).toContain('Residential Sales');
      expect(text).toContain('View Details');
      expect(text).not.toContain('Error Loading Properties');
      await page.close();
    }
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // Back: the projects show again, nothing of the outage kept.
  const page = await browser.newPage();
  await page.goto(`${siteUrl('demo')}/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => !document.body.innerText.includes('Error Loading Developments'));
  const projects = await page.$eval('main', (main) => (main as HTMLElement).innerText);
  expect(projects).toContain('Development Projects');
  await page.close();
}, 120000);

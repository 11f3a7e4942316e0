import type { NetworkConditions, Page } from 'puppeteer-core';
import { openBrowser } from '../src/browser';

/** A phone's screen, touch included. */
const PHONE = {
  width: 390,
  height: 844,
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** Until React has attached to the page's root: before, a tap is kept for later, not answered. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')),
    { timeout: 30000 },
  );
  // The steps scheduled after hydration (toasts, the cookie banner, the contact buttons) settle.
  await page.waitForNetworkIdle({ idleTime: 500 });
}

/** Runs `use` on a phone-sized page of a fresh browser, closed afterwards. */
async function onPhone<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await openBrowser();
  try {
    const page = await browser.newPage();
    await page.emulate({ viewport: PHONE, userAgent: await browser.browser.userAgent() });
    return await use(page);
  } finally {
    await browser.close();
  }
}

/**
 * Script in the page that is not the site's: the test driver's (its waits poll from inside the
 * page) and the browser's own extension bindings.
 */
const NOT_THE_PAGES = /^(pptr:|extensions::)/;

/**
 * The main thread's script time while `url` loads and hydrates, unthrottled: the samples of a
 * CPU profile (DevTools protocol) that are neither idle, the browser's own work nor the driver's.
 */
export async function mainThreadScriptMs(url: string): Promise<number> {
  return onPhone(async (page) => {
    const session = await page.createCDPSession();
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 100 });
    await session.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydration(page);
    const { profile } = await session.send('Profiler.stop');
    const notScript = new Set(['(idle)', '(program)', '(root)']);
    const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    let microseconds = 0;
    profile.samples?.forEach((id, index) => {
      const frame = frameOf.get(id);
      if (!frame || notScript.has(frame.functionName) || NOT_THE_PAGES.test(frame.url)) return;
      microseconds += profile.timeDeltas?.[index] ?? 0;
    });
    return microseconds / 1000;
  });
}

export interface Interaction {
  name: string;
  path: string;
  /** Does the thing once the page is live. */
  act: (page: Page) => Promise<void>;
}

/** Opening the phone menu, opening a property's gallery, typing a digit into a calculator. */
export const INTERACTIONS = (propertyPath: string): Interaction[] => [
  {
    name: 'open the phone menu',
    path: '/',
    act: (page) => page.tap('header button[aria-label="Open menu"]'),
  },
  {
    name: 'open the gallery',
    path: propertyPath,
    act: (page) => page.tap('main button[aria-label^="Open the gallery"]'),
  },
  {
    name: 'type into a calculator field',
    path: '/stamp-duty-calculator',
    act: async (page) => {
      await page.focus('main input');
      await page.keyboard.type('5');
    },
  },
];

/**
 * Tap (or key) to next paint, as the Event Timing API measures it: the longest event of the
 * interaction, from the input to the frame that shows its answer, with the CPU slowed
 * `slowdown` times, on a phone-sized page that has loaded and hydrated.
 */
export async function tapToNextPaintMs(
  siteUrl: string,
  interaction: Interaction,
  slowdown: number,
): Promise<number> {
  return onPhone(async (page) => {
    await page.evaluateOnNewDocument(() => {
      const seen: number[] = [];
      (window as unknown as { eventDurations: number[] }).eventDurations = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.interactionId) seen.push(entry.duration);
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await page.goto(`${siteUrl}${interaction.path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.emulateCPUThrottling(slowdown);
    await interaction.act(page);
    // The entries arrive after the next paint.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const durations = await page.evaluate(
      () => (window as unknown as { eventDurations: number[] }).eventDurations,
    );
    await page.emulateCPUThrottling(null);
    // Entries under 16 ms are not reported: 0 stands for an interaction that took less.
    return durations.length > 0 ? Math.max(...durations) : 0;
  });
}

/**
 * A phone's connection as Lighthouse's mobile preset simulates it (slow 4G): 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up.
 */
export const PHONE_NETWORK: NetworkConditions = {
  latency: 150,
  download: 1_600_000 / 8,
  upload: 750_000 / 8,
};

/**
 * How long a first visit to `url` takes to come alive on a phone: from the navigation to the
 * moment React has attached to the page's `main` (a tap there is answered from then on, and
 * kept to be played again before), nothing cached, with the CPU slowed `slowdown` times and the
 * network a phone's. Checked every 10 ms from inside the page, the same in every build.
 */
export async function timeToLiveMs(url: string, slowdown: number): Promise<number> {
  return onPhone(async (page) => {
    await page.evaluateOnNewDocument(() => {
      const check = setInterval(() => {
        const main = document.querySelector('main');
        if (!main || !Object.keys(main).some((key) => key.startsWith('__react'))) return;
        (window as unknown as { liveAt: number }).liveAt = performance.now();
        clearInterval(check);
      }, 10);
    });
    await page.emulateCPUThrottling(slowdown);
    await page.emulateNetworkConditions(PHONE_NETWORK);
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    const liveAt = await page.waitForFunction(
      () => (window as unknown as { liveAt?: number }).liveAt,
      { timeout: 60000, polling: 100 },
    );
    return (await liveAt.jsonValue()) as number;
  });
}

/** What the measure of a tap to a property keeps in the page. */
interface TapToProperty {
  pressedAt?: number;
  releasedAt?: number;
  paintedAt?: number;
}

/** A tap to a property: from the finger's press, and from its release (the click). */
export interface TapToPropertyMs {
  fromPress: number;
  fromRelease: number;
}

/**
 * From a list to a property, as a phone visitor does it: the time from the finger touching a
 * card's View Details, and from its lifting (the click, where any link's navigation starts), each
 * by the event's own time stamp, as Event Timing counts it (the test driver's way to the page is
 * not the visitor's), to the frame that paints the property page's heading,
 * as the browser reports it (Element Timing: the heading is marked as it is added, before the
 * frame that paints it), with the CPU slowed `slowdown` times and, when given, the network as
 * `network`. Warm: the property page has been served once before, so a page load would come from
 * the renderer's cache.
 */
export async function listToPropertyMs(
  siteUrl: string,
  listPath: string,
  slowdown: number,
  network?: NetworkConditions,
): Promise<TapToPropertyMs> {
  return onPhone(async (page) => {
    await page.goto(`${siteUrl}${listPath}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const card = 'main a[href^="/property/"]';
    const href = await page.$eval(card, (a) => a.getAttribute('href')!);
    await (await fetch(`${siteUrl}${href}`, { headers: { accept: 'text/html' } })).arrayBuffer();
    await page.evaluate(() => {
      const timing = window as unknown as TapToProperty;
      const pressed = (event: PointerEvent) => {
        timing.pressedAt = event.timeStamp;
      };
      document.addEventListener('pointerdown', pressed, { capture: true, once: true });
      const released = (event: MouseEvent) => {
        timing.releasedAt = event.timeStamp;
      };
      document.addEventListener('click', released, { capture: true, once: true });
      // The property's own heading: the list's stays on screen while the next page renders.
      new MutationObserver(() => {
        const heading = document.getElementById('property-title');
        if (heading && !heading.hasAttribute('elementtiming')) {
          heading.setAttribute('elementtiming', 'property-title');
        }
      }).observe(document.body, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          identifier: string;
          renderTime: number;
        }[]) {
          if (entry.identifier === 'property-title') timing.paintedAt = entry.renderTime;
        }
      }).observe({ type: 'element', buffered: true });
    });
    await page.emulateCPUThrottling(slowdown);
    if (network) await page.emulateNetworkConditions(network);
    await page.tap(card);
    // Polled on a timer rather than every frame, so the wait adds no work to the frames measured.
    await page.waitForFunction(() => (window as unknown as TapToProperty).paintedAt !== undefined, {
      timeout: 30000,
      polling: 50,
    });
    const ms = await page.evaluate(() => {
      const timing = window as unknown as TapToProperty;
      return {
        fromPress: timing.paintedAt! - timing.pressedAt!,
        fromRelease: timing.paintedAt! - timing.releasedAt!,
      };
    });
    await page.emulateCPUThrottling(null);
    return ms;
  });
}

// The scripts a first visit to a page downloads, with their gzip and uncompressed sizes.
import { openBrowser } from '../src/browser';

export interface Download {
  url: string;
  encodedBytes: number;
  decodedBytes: number;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
export const buildOf = (url: string) =>
  /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';

export async function scriptDownloads(siteUrl: string, pagePath: string): Promise<Download[]> {
  const browser = await openBrowser();
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, string>();
    const downloads: Download[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const url = scripts.get(event.requestId);
      if (url) downloads.push({ url, encodedBytes: event.encodedDataLength, decodedBytes: 0 });
    });
    await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'networkidle0' });
    for (const download of downloads) {
      const response = await fetch(download.url);
      download.decodedBytes = (await response.arrayBuffer()).byteLength;
    }
    return downloads;
  } finally {
    await browser.close();
  }
}

import { parentPort, workerData } from 'node:worker_threads';
import { registryVersion, type PageLocation, type RemoteRegistry } from '@reedmere/contracts';
import { createJsonLogger } from '@reedmere/service-kit';
import { createFederation } from './federation';
import { renderPage, type RenderedPage } from './render-page';
import type { RemoteRender } from './remote-renders';
import { modulesOf } from './rendered-modules';

/** What a variant's thread is started with. */
export interface VariantThreadData {
  /** The builds its pages are rendered from: a visitor's, with a canary among them. */
  registry: RemoteRegistry;
  siteUrl: string;
  remoteOrigins: string[];
  dataTimeoutMs: number;
  renderTimeoutMs: number;
}

export interface RenderMessage {
  type: 'render';
  id: number;
  location: PageLocation;
  origin: string;
  shellVersion: string | undefined;
}

export type VariantThreadMessage =
  | { type: 'ready' }
  | { type: 'start-failed'; message: string }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'failed'; id: number; message: string }
  /** How each remote of a page went, sent ahead of its `rendered` for the main thread's metrics. */
  | { type: 'remote-renders'; renders: RemoteRender[] };

/**
 * A thread that renders the pages of one set of builds: a canary's code runs here, with its own
 * federation and its own globals, never in the thread that renders everyone else's pages.
 */
async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('variant-thread runs as a worker thread');
  const data = workerData as VariantThreadData;
  const post = (message: VariantThreadMessage) => port.postMessage(message);
  const logger = createJsonLogger(undefined, {
    service: 'renderer',
    variant: registryVersion(data.registry),
  });
  const federation = createFederation({
    siteOrigin: data.siteUrl,
    allowedOrigins: data.remoteOrigins,
    logger,
  });
  try {
    const rendered = Object.fromEntries(
      Object.entries(data.registry).filter(([name]) => modulesOf(name).length > 0),
    );
    // A build that does not load is left out here and left to the browser on the page.
    await federation.apply(rendered, async (name) => {
      for (const id of modulesOf(name)) await federation.load(id);
    });
    await federation.load('shell/server');
  } catch (error) {
    post({ type: 'start-failed', message: (error as Error).message });
    return;
  }
  port.on('message', (message: RenderMessage) => {
    if (message.shellVersion) federation.useShell(message.shellVersion);
    renderPage(message.location, {
      federation,
      data: { apiOrigin: data.siteUrl, timeoutMs: data.dataTimeoutMs },
      logger,
      origin: message.origin,
      timeoutMs: data.renderTimeoutMs,
      registry: data.registry,
      // This thread has no metrics of its own: /metrics is answered by the main thread's.
      onRemoteRenders: (renders) => post({ type: 'remote-renders', renders }),
    }).then(
      (page) => post({ type: 'rendered', id: message.id, page }),
      (error: unknown) =>
        post({ type: 'failed', id: message.id, message: (error as Error).message }),
    );
  });
  post({ type: 'ready' });
}

void main();

import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { registryVersion, type PageLocation, type RemoteRegistry } from '@reedmere/contracts';
import type { Logger } from '@reedmere/service-kit';
import type { RemoteRenderRecorder } from './remote-render-metrics';
import type { RenderedPage } from './render-page';
import type { RenderMessage, VariantThreadData, VariantThreadMessage } from './variant-thread';

export interface VariantRendererOptions {
  thread: Omit<VariantThreadData, 'registry'>;
  logger: Logger;
  /** Threads kept at once (a canary per remote gives two variants each). Default 4. */
  maxThreads?: number;
  /** A thread unused this long is stopped. Default 10 minutes. */
  idleMs?: number;
  /** After a thread fails to start, its builds are not tried again for this long. Default 30 s. */
  retryAfterMs?: number;
  /** Records how each remote went in the pages the threads rendered; nothing when not given. */
  onRemoteRenders?: RemoteRenderRecorder;
}

export class VariantUnavailableError extends Error {
  override name = 'VariantUnavailableError';
}

interface Variant {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve: (page: RenderedPage) => void; reject: (e: Error) => void }>;
  lastUsed: number;
}

/**
 * Renders the pages of visitors given a canary, each set of builds in a worker thread of its own
 * (`variant-thread.ts`): two builds of one remote cannot share a federation, whose containers and
 * globals are keyed by the remote's name, and a canary that breaks its thread cannot touch the
 * pages everyone else gets. A thread starts on its first page and stops when unused.
 */
export function createVariantRenderers({
  thread,
  logger,
  maxThreads = 4,
  idleMs = 10 * 60 * 1000,
  retryAfterMs = 30 * 1000,
  onRemoteRenders,
}: VariantRendererOptions) {
  const variants = new Map<string, Variant>();
  const failedAt = new Map<string, number>();
  let nextId = 1;

  const stop = (version: string, variant: Variant, reason: string) => {
    if (variants.get(version) === variant) variants.delete(version);
    for (const { reject } of variant.pending.values()) reject(new VariantUnavailableError(reason));
    variant.pending.clear();
    void variant.worker.terminate();
  };

  const start = (version: string, registry: RemoteRegistry): Variant => {
    const worker = new Worker(path.join(__dirname, 'variant-thread.js'), {
      workerData: { ...thread, registry } satisfies VariantThreadData,
    });
    const pending: Variant['pending'] = new Map();
    let started!: () => void;
    let notStarted!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      notStarted = reject;
    });
    // A page waiting for a thread that never starts is rejected; nobody else awaits `ready`.
    ready.catch(() => undefined);
    const variant: Variant = { worker, ready, pending, lastUsed: Date.now() };
    const fail = (message: string) => {
      failedAt.set(version, Date.now());
      logger.error('variant renderer stopped', { variant: version, message });
      notStarted(new VariantUnavailableError(message));
      stop(version, variant, message);
    };
    worker.on('message', (message: VariantThreadMessage) => {
      if (message.type === 'ready') {
        logger.info('variant renderer ready', { variant: version });
        started();
      } else if (message.type === 'start-failed') {
        fail(`the builds did not load: ${message.message}`);
      } else if (message.type === 'remote-renders') {
        onRemoteRenders?.(message.renders);
      } else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.type === 'rendered') waiting?.resolve(message.page);
        else waiting?.reject(new Error(message.message));
      }
    });
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => {
      if (variants.get(version) === variant) fail(`the thread exited (${code})`);
    });
    variants.set(version, variant);
    return variant;
  };

  /** The least recently used thread goes when a new one would be one too many. */
  const makeRoom = () => {
    if (variants.size < maxThreads) return;
    const [version, oldest] = [...variants].sort(([, a], [, b]) => a.lastUsed - b.lastUsed)[0]!;
    stop(version, oldest, 'stopped to make room for another variant');
  };

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [version, variant] of variants) {
        if (variant.pending.size === 0 && now - variant.lastUsed > idleMs) {
          logger.info('variant renderer stopped unused', { variant: version });
          stop(version, variant, 'unused');
        }
      }
    },
    Math.min(idleMs, 60 * 1000),
  );
  sweep.unref();

  return {
    /**
     * One page rendered from `registry`; rejects with VariantUnavailableError when its thread
     * cannot render (the site then serves the page for the browser to render).
     */
    async render(
      registry: RemoteRegistry,
      request: Omit<RenderMessage, 'type' | 'id'> & { location: PageLocation },
    ): Promise<RenderedPage> {
      const version = registryVersion(registry);
      const failed = failedAt.get(version);
      if (failed !== undefined && Date.now() - failed < retryAfterMs) {
        throw new VariantUnavailableError('these builds failed to load a moment ago');
      }
      let variant = variants.get(version);
      if (!variant) {
        makeRoom();
        variant = start(version, registry);
      }
      variant.lastUsed = Date.now();
      await variant.ready;
      const id = nextId++;
      return new Promise<RenderedPage>((resolve, reject) => {
        variant.pending.set(id, { resolve, reject });
        variant.worker.postMessage({ type: 'render', id, ...request } satisfies RenderMessage);
      });
    },
    /** How many threads are running (for the health answer). */
    running: () => variants.size,
    stop(): void {
      clearInterval(sweep);
      for (const [version, variant] of [...variants]) stop(version, variant, 'stopping');
    },
  };
}

export type VariantRenderers = ReturnType<typeof createVariantRenderers>;

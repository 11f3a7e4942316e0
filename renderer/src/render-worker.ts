import cluster from 'node:cluster';
import {
  createProcessMetrics,
  metricsListeners,
  reportMetricsToPrimary,
  serveUntilStopped,
  type Logger,
} from '@reedmere/service-kit';
import { createRendererApp } from './app';
import type { RendererConfig } from './config';
import { createFederation } from './federation';
import { createPageCache } from './page-cache';
import { createReadiness } from './readiness';
import { createRegistrySync } from './registry-sync';
import { recordRemoteRenders } from './remote-render-metrics';
import { modulesOf } from './rendered-modules';
import { createVariantRenderers } from './variant-renderers';

/** How often the site is tried while it is not answering yet. */
const START_RETRY_MS = 500;

/**
 * One rendering process: the federation, the registry it follows, its page cache, its server. The
 * only process answers METRICS_PORT itself; a worker's metrics are read by the primary.
 */
export async function serveRenderer(config: RendererConfig, logger: Logger): Promise<void> {
  const metrics = createProcessMetrics('renderer');
  reportMetricsToPrimary(metrics);
  // The pages of the main thread and of the variant threads, recorded here alike.
  const onRemoteRenders = recordRemoteRenders(metrics);
  const federation = createFederation({
    siteOrigin: config.siteUrl,
    allowedOrigins: config.remoteOrigins,
    logger,
  });
  const registry = createRegistrySync({ federation, siteUrl: config.siteUrl, modulesOf, logger });
  const readiness = createReadiness();
  const variants = createVariantRenderers({
    thread: {
      siteUrl: config.siteUrl,
      remoteOrigins: config.remoteOrigins,
      dataTimeoutMs: config.dataTimeoutMs,
      renderTimeoutMs: config.renderTimeoutMs,
    },
    logger,
    onRemoteRenders,
  });
  const app = createRendererApp({
    federation,
    registry,
    ready: readiness.ready,
    cache: createPageCache({ ttlMs: config.pageCacheTtlMs }),
    data: { apiOrigin: config.siteUrl, timeoutMs: config.dataTimeoutMs },
    renderTimeoutMs: config.renderTimeoutMs,
    logger,
    variants,
    metrics,
    onRemoteRenders,
  });
  await serveUntilStopped(app, {
    port: config.port,
    host: config.host,
    logger,
    also: cluster.isWorker ? [] : metricsListeners(metrics, config.metricsPort, logger),
    startBackground: () => {
      // The first pages are rendered warm: the shell and every remote are loaded as soon as the
      // site answers (it may start after the renderer), then the registry is read now and again.
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const poll = async (warm: boolean) => {
        const read = await registry.sync();
        if (read && !warm) {
          await federation.load('shell/server').catch(() => undefined);
          readiness.warmed();
        }
        if (stopped) return;
        const ready = warm || read;
        timer = setTimeout(() => void poll(ready), ready ? config.registryPollMs : START_RETRY_MS);
      };
      void poll(false);
      return () => {
        stopped = true;
        clearTimeout(timer);
        variants.stop();
      };
    },
  });
}

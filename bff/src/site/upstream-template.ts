import type { Logger } from '@reedmere/service-kit';
import { parseTemplate, type PageTemplate } from './page-head';
import type { TemplateSource } from './template-source';

export interface UpstreamTemplateOptions {
  /** The shell's index.html on its own server, e.g. `http://shell:8080/index.html`. */
  url: string;
  logger: Logger;
  /** How long an answer is reused: a redeployed shell shows within this time. Default 10 s. */
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The shell's index.html fetched from its upstream server, kept for `maxAgeMs`. While the upstream
 * does not answer, the last good template stays in service (pages keep working); without one
 * there is no template yet (the pages answer 503).
 */
export function createUpstreamTemplateSource({
  url,
  logger,
  maxAgeMs = 10000,
  timeoutMs = 5000,
  now = Date.now,
}: UpstreamTemplateOptions): TemplateSource {
  let template: PageTemplate | undefined;
  let fetchedAt = -Infinity;
  let pending: Promise<PageTemplate | undefined> | undefined;

  async function refresh(): Promise<PageTemplate | undefined> {
    try {
      const response = await fetch(url, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      template = parseTemplate(await response.text());
      logger.info('site template loaded', { url });
    } catch (error) {
      logger.error('site template unavailable from the shell upstream', {
        url,
        message: (error as Error).message,
      });
    }
    // A failure is also remembered for maxAgeMs: a down upstream is asked again only then.
    fetchedAt = now();
    return template;
  }

  return {
    current() {
      if (now() - fetchedAt < maxAgeMs) return Promise.resolve(template);
      // Pages arriving together share one fetch.
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

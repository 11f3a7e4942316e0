import { IMAGE_VARIANT_WIDTHS, STATIC_ASSETS_PREFIX } from '@reedmere/contracts';
import type { Logger, ServiceClient } from '@reedmere/service-kit';
import type { Services } from '../services';

/** A file younger than this may belong to a form that has not been saved yet. */
export const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export type SweepResult =
  { ran: true; deleted: string[]; kept: number } | { ran: false; reason: string };

const REFERENCING_SERVICES = ['listings', 'developments', 'news', 'content'] as const;
const VARIANT = new RegExp(`^(.*)-w(?:${IMAGE_VARIANT_WIDTHS.join('|')})(\\.[^.]+)?$`);

/** `img-x-w400.jpg` belongs to `img-x.jpg`: it lives and dies with it. */
const ownerOf = (name: string): string => {
  const match = VARIANT.exec(name);
  return match ? `${match[1]}${match[2] ?? ''}` : name;
};

async function fileReferences(client: ServiceClient): Promise<string[]> {
  const answer = await client.request<{ files?: unknown }>('GET', '/file-references');
  const files = answer.body?.files;
  if (answer.status !== 200 || !Array.isArray(files)) {
    throw new Error(`${client.name} answered ${answer.status}`);
  }
  return files.filter((f): f is string => typeof f === 'string');
}

/**
 * Deletes stored files that no record refers to and that were uploaded more than 24 hours before
 * `now`. It deletes nothing unless every referencing service answered (a missing answer would
 * make every file look unreferenced), and never touches `static-assets/`.
 */
export async function sweepUnreferencedFiles(
  services: Pick<Services, (typeof REFERENCING_SERVICES)[number] | 'media'>,
  now: Date,
  logger: Logger,
): Promise<SweepResult> {
  let referenced: Set<string>;
  let stored: { name: string }[];
  try {
    const lists = await Promise.all(REFERENCING_SERVICES.map((s) => fileReferences(services[s])));
    referenced = new Set(lists.flat());
    const uploadedBefore = new Date(now.getTime() - SWEEP_MIN_AGE_MS).toISOString();
    const answer = await services.media.request<{ files?: { name: string }[] }>('GET', '/files', {
      query: { uploadedBefore },
    });
    if (answer.status !== 200 || !Array.isArray(answer.body?.files)) {
      throw new Error(`media answered ${answer.status}`);
    }
    stored = answer.body.files;
  } catch (error) {
    const reason = (error as Error).message;
    logger.warn('file sweep skipped', { reason });
    return { ran: false, reason };
  }

  const deleted: string[] = [];
  let kept = 0;
  for (const { name } of stored) {
    if (
      typeof name !== 'string' ||
      name.startsWith(STATIC_ASSETS_PREFIX) ||
      referenced.has(name) ||
      referenced.has(ownerOf(name))
    ) {
      kept += 1;
      continue;
    }
    try {
      const answer = await services.media.request('DELETE', `/files/${encodeURIComponent(name)}`);
      // 404: already gone, for example a variant deleted with its image.
      if (answer.status === 204 || answer.status === 404) deleted.push(name);
      else logger.warn('file sweep could not delete a file', { name, status: answer.status });
    } catch (error) {
      logger.warn('file sweep stopped: media unavailable', { message: (error as Error).message });
      break;
    }
  }
  if (deleted.length > 0) logger.info('file sweep deleted unreferenced files', { deleted });
  return { ran: true, deleted, kept };
}

/** Runs the sweep every `intervalMs` (0 = never); returns how to stop it. */
export function scheduleFileSweep(
  services: Services,
  intervalMs: number,
  logger: Logger,
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepUnreferencedFiles(services, new Date(), logger)
      .catch((error: unknown) => logger.error('file sweep failed', { message: String(error) }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

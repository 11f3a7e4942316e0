import { ENQUIRY_RETENTION_YEARS } from '@reedmere/contracts';
import type { EnquiryRepository } from '../data-access/enquiry-repository';
import type { OutboxRepository } from '../data-access/outbox-repository';

export interface PurgeResult {
  enquiries: number;
  notifications: number;
}

/** The moment before which last contact means "kept too long" (privacy policy: 2 years). */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ENQUIRY_RETENTION_YEARS);
  return cutoff;
}

/**
 * Deletes enquiries last in contact more than the retention period ago, and their notifications
 * (which repeat the same personal data). Notifications older than the period whose enquiry is
 * already gone go too.
 */
export async function purgeExpiredEnquiries(
  repositories: { enquiries: EnquiryRepository; outbox: OutboxRepository },
  now: Date = new Date(),
): Promise<PurgeResult> {
  const cutoff = retentionCutoff(now);
  const ids = await repositories.enquiries.idsLastContactedBefore(cutoff);
  // Notifications first: if the run stops half-way, the next one still finds the enquiries.
  const linked = await repositories.outbox.removeForEnquiries(ids);
  const enquiries = await repositories.enquiries.removeMany(ids);
  const orphans = await repositories.outbox.removeCreatedBefore(cutoff);
  return { enquiries, notifications: linked + orphans };
}

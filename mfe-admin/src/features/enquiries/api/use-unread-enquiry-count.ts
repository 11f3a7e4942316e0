import type { Enquiry } from '@reedmere/contracts';
import { useListCount } from '../../../shared/api/use-list-count';
import { ENQUIRIES_URL } from './enquiries-api';

const isUnread = (enquiry: Enquiry) => !enquiry.isRead;

/**
 * The unread enquiries, for the tab's label; undefined until the inbox is read, and never read
 * for someone who may not see it (`allowed` false).
 */
export const useUnreadEnquiryCount = (allowed: boolean): number | undefined =>
  useListCount<Enquiry>(allowed ? ENQUIRIES_URL : null, isUnread);

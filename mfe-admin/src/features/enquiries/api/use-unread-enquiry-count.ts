import type { Enquiry } from '@reedmere/contracts';
import { useListCount } from '../../../shared/api/use-list-count';
import { ENQUIRIES_URL } from './enquiries-api';

const isUnread = (enquiry: Enquiry) => !enquiry.isRead;

/** The unread enquiries, for the tab's label; undefined until the inbox is read. */
export const useUnreadEnquiryCount = (): number | undefined =>
  useListCount<Enquiry>(ENQUIRIES_URL, isUnread);

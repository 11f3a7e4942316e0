import Joi from 'joi';
import { enquiryInputSchema } from '@reedmere/contracts/schemas';
import { isObjectId, notFound, validate } from '@reedmere/service-kit';
import type { EnquiryDocument } from '../data-access/enquiry-model';
import type { EnquiryRepository, EnquirySubmission } from '../data-access/enquiry-repository';
import type { OutboxRepository } from '../data-access/outbox-repository';
import { enquiryNotification } from './enquiry-notification';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

/**
 * The form's honeypot (`website`) is checked and dropped by the BFF; a request that still carries
 * it here is refused like any other unknown field.
 */
export const enquirySubmissionSchema = enquiryInputSchema.fork(['website'], (schema) =>
  schema.forbidden(),
);

export const enquiryReadSchema = Joi.object({
  isRead: Joi.boolean().strict().required().messages({
    'any.required': 'isRead is required',
    'boolean.base': 'isRead must be true or false',
  }),
});

export interface EnquiryDeps {
  enquiries: EnquiryRepository;
  outbox: OutboxRepository;
  now: () => Date;
  /** Asks the notifier to send what is due; must not wait for it. */
  notify: () => void;
  /** The public site's origin for links in notifications; unset gives site paths. */
  publicOrigin?: string;
}

export function createEnquiries(deps: EnquiryDeps) {
  return {
    /** Stores the enquiry, then queues the office notification; the caller is not kept waiting for mail. */
    async submit(body: unknown): Promise<EnquiryDocument> {
      const input = validate<EnquirySubmission>(enquirySubmissionSchema, body);
      const enquiry = await deps.enquiries.create(input, deps.now());
      try {
        await deps.outbox.add(enquiryNotification(enquiry, deps.publicOrigin), deps.now());
      } catch (error) {
        // Without its notification nobody would hear of the enquiry: undo it so the sender's
        // retry is the one that counts.
        await deps.enquiries.remove(String(enquiry._id)).catch(() => {});
        throw error;
      }
      deps.notify();
      return enquiry;
    },

    list: () => deps.enquiries.listNewestFirst(),

    async setRead(id: string, body: unknown): Promise<EnquiryDocument> {
      if (!isObjectId(id)) throw notFound(ENQUIRY_NOT_FOUND);
      const { isRead } = validate<{ isRead: boolean }>(enquiryReadSchema, body);
      const enquiry = await deps.enquiries.setRead(id, isRead);
      if (!enquiry) throw notFound(ENQUIRY_NOT_FOUND);
      return enquiry;
    },

    /** Deletes the enquiry and the copies of it in the outbox (they hold the same personal data). */
    async remove(id: string): Promise<void> {
      if (!isObjectId(id) || !(await deps.enquiries.remove(id))) throw notFound(ENQUIRY_NOT_FOUND);
      await deps.outbox.removeForEnquiries([id]);
    },
  };
}

export type Enquiries = ReturnType<typeof createEnquiries>;

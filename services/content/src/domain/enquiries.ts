import Joi from 'joi';
import { enquiryInputSchema } from '@reedmere/contracts/schemas';
import { isObjectId, notFound, UnavailableError, validate } from '@reedmere/service-kit';
import type { EnquiryDocument } from '../data-access/enquiry-model';
import type { EnquiryRepository, EnquirySubmission } from '../data-access/enquiry-repository';
import type { ListingsSource } from '../data-access/listings-client';
import type { OutboxRepository } from '../data-access/outbox-repository';
import { enquiryNotification } from './enquiry-notification';
import { listPage, type ListAnswer } from './list-page';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
/** A viewing request (or any enquiry) naming a property that is not on the site. */
export const PROPERTY_NOT_LISTED = 'This property is not listed on our website';
export const LISTINGS_UNREADABLE = 'The property could not be checked. Please try again shortly.';

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
  /** Where the title of the property an enquiry names is read, as the site shows it. */
  listings: Pick<ListingsSource, 'visible'>;
  now: () => Date;
  /** Asks the notifier to send what is due; must not wait for it. */
  notify: () => void;
  /** The public site's origin for links in notifications; unset gives site paths. */
  publicOrigin?: string;
}

export function createEnquiries(deps: EnquiryDeps) {
  /**
   * The property fields as the listing has them: the visitor's own title never reaches the
   * office. A property that is not visible on the site is refused, so nothing is stored or sent.
   */
  async function withListedProperty(
    input: EnquirySubmission,
    requestId: string | undefined,
  ): Promise<EnquirySubmission> {
    const { propertyTitle: _sent, ...rest } = input;
    if (!rest.propertyId) return rest;
    let listing;
    try {
      listing = await deps.listings.visible(rest.propertyId, requestId);
    } catch {
      throw new UnavailableError(LISTINGS_UNREADABLE);
    }
    if (!listing) throw notFound(PROPERTY_NOT_LISTED);
    return { ...rest, propertyTitle: String(listing.title) };
  }

  return {
    /** Stores the enquiry, then queues the office notification; the caller is not kept waiting for mail. */
    async submit(body: unknown, requestId?: string): Promise<EnquiryDocument> {
      const sent = validate<EnquirySubmission>(enquirySubmissionSchema, body);
      const input = await withListedProperty(sent, requestId);
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

    /** Newest first, a page at a time (listPage). */
    list: (query: unknown): Promise<ListAnswer<EnquiryDocument>> =>
      listPage(query, (page) => deps.enquiries.listNewestFirst(page)),

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

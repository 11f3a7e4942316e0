import Joi from 'joi';
import { validate } from '@reedmere/service-kit';
import type { OutboxMessage } from '@reedmere/contracts';
import { plainText } from '@reedmere/contracts/schemas';
import type { NewNotice, OutboxRepository } from '../data-access/outbox-repository';
import { outboxMessageOf } from './outbox';

/** Mails other services ask the outbox to send: a sign-in notice, a staff invitation. */
export const NOTICE_KINDS = ['sign-in-notice', 'staff-invitation', 'password-reset'] as const;
const SUBJECT_MAX_LENGTH = 200;
const TEXT_MAX_LENGTH = 5000;

export const noticeSchema = Joi.object({
  kind: Joi.string()
    .valid(...NOTICE_KINDS)
    .required()
    .messages({
      'any.required': 'kind is required',
      'any.only': `kind must be one of ${NOTICE_KINDS.join(', ')}`,
    }),
  to: Joi.string()
    .trim()
    .lowercase()
    .email({ tlds: { allow: false } })
    .required()
    .messages({
      'any.required': 'to is required',
      'string.email': 'to must be an email address',
    }),
  // One line: a subject with line breaks could add mail headers.
  subject: Joi.string()
    .trim()
    .max(SUBJECT_MAX_LENGTH)
    .custom(plainText('subject'))
    .required()
    .messages({
      'any.required': 'subject is required',
      'string.max': `subject must be at most ${SUBJECT_MAX_LENGTH} characters`,
    }),
  text: Joi.string()
    .max(TEXT_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'text is required',
      'string.max': `text must be at most ${TEXT_MAX_LENGTH} characters`,
    }),
});

export interface NoticeDeps {
  outbox: OutboxRepository;
  now: () => Date;
  /** Asks the notifier to send what is due; must not wait for it. */
  notify: () => void;
}

/** Notices other services ask to have sent, through the same outbox as enquiry notifications. */
export function createNotices(deps: NoticeDeps) {
  return {
    async queue(body: unknown): Promise<OutboxMessage> {
      const notice = validate<NewNotice>(noticeSchema, body);
      const item = await deps.outbox.addNotice(notice, deps.now());
      deps.notify();
      return outboxMessageOf(item);
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;

import type { RequestHandler, Response } from 'express';
import type Joi from 'joi';
import { validate } from '@reedmere/service-kit';
import {
  countAgainstEmail,
  perAddressLimit,
  perEmailLimit,
  type FormRateLimit,
} from './rate-limits';

const FORM_KEY = 'publicForm';

/** A form anyone may send, which names an e-mail address (an enquiry, an alert sign-up). */
export interface PublicForm {
  schema: Joi.Schema;
  limits: FormRateLimit;
  /** Keeps this form's per-e-mail counts apart from another form's: `enquiry`. */
  scope: string;
  /** The messages of the 429 answers, over the per-address and the per-e-mail limit. */
  refusals: { perAddress: string; perEmail: string };
  /** The answer a person gets once the form is handled. */
  accepted: { status: number; message: string };
}

/**
 * Checks the body. The honeypot: people never see the `website` field, form-filling robots do.
 * They get the answer a person gets, so they learn nothing, and nothing is stored or sent.
 * Otherwise the fields (without `website`) are validated, kept for `publicFormOf` and counted
 * against the e-mail address they name.
 */
function checkedBody({ schema, accepted }: PublicForm): RequestHandler {
  return (req, res, next) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    if (typeof raw.website === 'string' && raw.website.trim() !== '') {
      res.status(accepted.status).json({ message: accepted.message });
      return;
    }
    const { website: _website, ...fields } = validate<Record<string, unknown>>(schema, raw);
    res.locals[FORM_KEY] = fields;
    countAgainstEmail(res, String(fields.email));
    next();
  };
}

/**
 * What runs before a public form is handled, in this order: the sender's address within its
 * limit, the body checked, then the e-mail address it names within its limit.
 */
export function publicFormChecks(form: PublicForm): RequestHandler[] {
  return [
    perAddressLimit(form.limits.perAddress, `${form.scope}-per-address`, form.refusals.perAddress),
    checkedBody(form),
    perEmailLimit(form.limits.perEmail, form.scope, form.refusals.perEmail),
  ];
}

/** The fields of a form that passed `publicFormChecks`. */
export const publicFormOf = <T>(res: Response): T => res.locals[FORM_KEY] as T;

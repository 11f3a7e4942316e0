import type { RequestHandler, Response } from 'express';
import type Joi from 'joi';
import { validate, type ServiceClient } from '@reedmere/service-kit';
import { callService, type Area } from '../service-call';
import {
  countAgainstEmail,
  perAddressLimit,
  perEmailLimit,
  type FormRateLimit,
} from './rate-limits';

const FORM_KEY = 'publicForm';

/**
 * A form anyone may send, which names an e-mail address (an enquiry, an alert sign-up), and the
 * service that keeps what it sends.
 */
export interface PublicForm {
  schema: Joi.Schema;
  limits: FormRateLimit;
  /** Keeps this form's per-e-mail counts apart from another form's: `enquiry`. */
  scope: string;
  /** The messages of the 429 answers, over the per-address and the per-e-mail limit. */
  refusals: { perAddress: string; perEmail: string };
  /** The answer a person gets once the form is handled. */
  accepted: { status: number; message: string };
  client: ServiceClient;
  /** Whose message a visitor gets when the service does not answer. */
  area: Area;
  /** Where in the service the fields are posted: `/enquiries`. */
  servicePath: string;
}

const sendAccepted = (res: Response, { status, message }: PublicForm['accepted']): void => {
  res.status(status).json({ message });
};

/**
 * Checks the body. The honeypot: people never see the `website` field, form-filling robots do.
 * They get the answer a person gets, so they learn nothing, and nothing is stored or sent.
 * Otherwise the fields (without `website`) are validated, kept for the service and counted
 * against the e-mail address they name.
 */
function checkedBody({ schema, accepted }: PublicForm): RequestHandler {
  return (req, res, next) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    if (typeof raw.website === 'string' && raw.website.trim() !== '') {
      sendAccepted(res, accepted);
      return;
    }
    const { website: _website, ...fields } = validate<Record<string, unknown>>(schema, raw);
    res.locals[FORM_KEY] = fields;
    countAgainstEmail(res, String(fields.email));
    next();
  };
}

/**
 * A public form's route, in this order: the sender's address within its limit, the body checked,
 * the e-mail address it names within its limit, then the fields posted to their service and the
 * person given the form's answer.
 */
export function publicFormRoute(form: PublicForm): RequestHandler[] {
  return [
    perAddressLimit(form.limits.perAddress, `${form.scope}-per-address`, form.refusals.perAddress),
    checkedBody(form),
    perEmailLimit(form.limits.perEmail, form.scope, form.refusals.perEmail),
    async (req, res) => {
      const body: unknown = res.locals[FORM_KEY];
      await callService(form.client, form.area, req, 'POST', form.servicePath, { body });
      sendAccepted(res, form.accepted);
    },
  ];
}

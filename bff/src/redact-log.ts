import type { LogFields, Logger } from '@reedmere/service-kit';

const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

/**
 * The links in alert e-mails carry their secret in `?token=`: whoever reads the logs must not be
 * able to confirm or cancel someone's alert, so a logged path keeps the name and drops the value.
 */
export function withoutLinkTokens(logger: Logger): Logger {
  const clean = (fields?: LogFields): LogFields | undefined =>
    fields && typeof fields.path === 'string'
      ? { ...fields, path: fields.path.replace(TOKEN_IN_QUERY, '$1***') }
      : fields;
  return {
    info: (msg, fields) => logger.info(msg, clean(fields)),
    warn: (msg, fields) => logger.warn(msg, clean(fields)),
    error: (msg, fields) => logger.error(msg, clean(fields)),
  };
}

import type { MailBody } from '../data-access/outbox-repository';

/** What a removed token reads as. */
export const REMOVED_TOKEN = 'removed';

/**
 * A link's `token` parameter: the secret of a property alert's confirm or unsubscribe link, or of
 * any other link that carries one. In text, in HTML attributes (`&amp;token=`) and in headers.
 */
const TOKEN_PARAMETER = /([?&](?:amp;)?token=)[^&#\s"'<>]+/gi;

/** The text with every link's token replaced: the link no longer confirms or cancels anything. */
export const withoutLinkTokens = (text: string): string =>
  text.replace(TOKEN_PARAMETER, `$1${REMOVED_TOKEN}`);

/** The message with its links' tokens removed, as it may be kept once sent or shown to the admin. */
export function withoutMailTokens(body: MailBody): MailBody {
  return {
    text: withoutLinkTokens(body.text),
    html: body.html === null ? null : withoutLinkTokens(body.html),
    headers:
      body.headers === null
        ? null
        : Object.fromEntries(
            Object.entries(body.headers).map(([name, value]) => [name, withoutLinkTokens(value)]),
          ),
  };
}

/**
 * An error as it may be stored and shown to the admin: one line, bounded, and without any of the
 * given secrets (the SMTP password, the whole SMTP URL), which some transport errors repeat.
 */
export function safeErrorText(error: unknown, secrets: string[] = [], max = 300): string {
  const e = error as { message?: unknown; code?: unknown; responseCode?: unknown } | null;
  let text = typeof e?.message === 'string' && e.message ? e.message : 'Unknown error';
  for (const secret of secrets) {
    if (secret) text = text.split(secret).join('***');
  }
  const code = typeof e?.code === 'string' ? e.code : undefined;
  if (code && !text.includes(code)) text = `${code}: ${text}`;
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** The parts of an SMTP URL that must never be stored or logged. */
export function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  const secrets = [smtpUrl];
  try {
    const url = new URL(smtpUrl);
    if (url.password) secrets.push(url.password, decodeURIComponent(url.password));
  } catch {
    // config.ts has already refused a URL that does not parse
  }
  return secrets.filter((s) => s.length >= 3);
}

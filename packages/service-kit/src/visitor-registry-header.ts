import type { RemoteRegistry } from '@reedmere/contracts';

/** A registry as one header value: base64url of its JSON (a header carries ASCII only). */
export function encodeVisitorRegistry(registry: RemoteRegistry): string {
  return Buffer.from(JSON.stringify(registry), 'utf8').toString('base64url');
}

/** The registry of `encodeVisitorRegistry`'s value; undefined for anything else. */
export function decodeVisitorRegistry(value: string): RemoteRegistry | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed);
    return entries.every(([, url]) => typeof url === 'string' && url !== '')
      ? (Object.fromEntries(entries) as RemoteRegistry)
      : undefined;
  } catch {
    return undefined;
  }
}

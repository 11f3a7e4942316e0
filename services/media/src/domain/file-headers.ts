import type { StoredFile } from '../data-access/file-store';
import { isContentAddressed } from './file-names';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Fixed names (hero images, logo) can be replaced, so caches check back hourly. */
const REPLACEABLE = 'public, max-age=3600';

/** What a downloaded document is called: its kind (`brochure.pdf`), else its stored name. */
function documentFileName(file: StoredFile): string {
  const kind = file.metadata.kind;
  if (kind && /^[a-z]+$/.test(kind)) return `${kind}.pdf`;
  return file.name.replace(/^.*\//, '');
}

/** The response headers of a stored file. */
export function fileHeaders(file: StoredFile): Record<string, string> {
  const contentType = file.metadata.contentType ?? 'application/octet-stream';
  const addressed = isContentAddressed(file.name);
  // A content-addressed name is its own version; a fixed name is versioned by its bytes' hash.
  const tag = addressed
    ? file.name
    : file.metadata.sha256
      ? file.metadata.sha256.slice(0, 32)
      : `${file.id.toHexString()}-${file.length}`;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    ETag: `"${tag}"`,
    'Cache-Control': addressed ? IMMUTABLE : REPLACEABLE,
  };
  if (contentType === 'application/pdf') {
    // Downloaded, never shown as a page of the site's origin, and without script rights even if
    // a browser did render it.
    headers['Content-Disposition'] = `attachment; filename="${documentFileName(file)}"`;
    headers['Content-Security-Policy'] = 'sandbox';
  }
  return headers;
}

/** Whether an `If-None-Match` header names the current ETag (weak or strong, or `*`). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

import type { StoredFile } from '../data-access/file-store';
import { isContentAddressed } from './file-names';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Fixed names (hero images, logo) can be replaced, so caches check back hourly. */
const REPLACEABLE = 'public, max-age=3600';

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
    headers['Content-Disposition'] = `inline; filename="${file.name.replace(/^.*\//, '')}"`;
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

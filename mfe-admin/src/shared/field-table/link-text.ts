/** Accepted as a stored link: an http(s) address or a site path, as the server allows. */
export function isLinkOrPath(text: string): boolean {
  const trimmed = text.trim();
  if (/^\/[^/\\]/.test(trimmed)) return true;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

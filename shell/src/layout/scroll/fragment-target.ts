/** The element a '#fragment' of the address names, or null (none, or a malformed escape). */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

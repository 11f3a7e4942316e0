/** The element a '#fragment' of the address names, or null (none, or a malformed escape). */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Smooth, unless the visitor asked their system for reduced motion. */
export function scrollBehaviour(): ScrollBehavior {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduce ? 'auto' : 'smooth';
}

/** Smooth, unless the visitor asked their system for reduced motion. */
export function scrollBehaviour(): ScrollBehavior {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduce ? 'auto' : 'smooth';
}

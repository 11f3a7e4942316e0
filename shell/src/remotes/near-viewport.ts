/**
 * How far below the visible area a server-rendered section still counts as near: about a phone
 * screen of scrolling, so its code has loaded by the time the visitor reaches it.
 */
export const NEAR_VIEWPORT_PX = 800;

/** Whether `element` starts further below the visible area than NEAR_VIEWPORT_PX. */
export function isFarBelowFold(element: Element): boolean {
  return element.getBoundingClientRect().top > window.innerHeight + NEAR_VIEWPORT_PX;
}

/** Taller than any page: the observed area reaches from the top of the document. */
const ABOVE_PX = 1_000_000;

export interface NearViewport {
  /** Settles once the element is within NEAR_VIEWPORT_PX of the visible area, or `now` is called. */
  reached: Promise<void>;
  now: () => void;
}

export function whenNearViewport(element: Element): NearViewport {
  let now: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) now();
      },
      // Everything above the visible area counts as reached too: a jump past the section (the End
      // key, a link to the footer) never makes it intersect the visible area itself.
      { rootMargin: `${ABOVE_PX}px 0px ${NEAR_VIEWPORT_PX}px 0px` },
    );
    now = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe(element);
  });
  return { reached, now };
}

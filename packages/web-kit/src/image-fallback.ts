export const NO_IMAGE_TEXT = 'No Image';

/** Marks the 'No Image' text a responsive image keeps behind its picture. */
export const FALLBACK_ATTRIBUTE = 'data-image-fallback';

/** The name a missing picture reads: 'A barn: no image'. */
export const noImageLabel = (alt: string) => `${alt}: ${NO_IMAGE_TEXT.toLowerCase()}`;

export const imageFailedMessage = (src: string) => `Image failed to load: ${src}`;

/** What the responsive image does on a failed load, done to the page as the server sent it. */
function showFallback(img: HTMLImageElement): void {
  const fallback = img.previousElementSibling;
  if (!(fallback instanceof HTMLElement) || !fallback.hasAttribute(FALLBACK_ATTRIBUTE)) return;
  console.warn(imageFailedMessage(img.getAttribute('src') ?? ''));
  if (img.alt) {
    fallback.setAttribute('role', 'img');
    fallback.setAttribute('aria-label', noImageLabel(img.alt));
  }
  fallback.hidden = false;
  img.remove();
}

const inStaticPart = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && target.closest('[data-static-part]') !== null;

/**
 * Static parts have no React to answer a picture that fails to load: this shows its 'No Image'
 * instead, for pictures that failed already and those that fail later. Call it once, early.
 */
export function showFallbacksOfStaticImages(document: Document): void {
  document.addEventListener(
    'error',
    (event) => {
      if (inStaticPart(event.target)) showFallback(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll('[data-static-part] img')) {
    if (img instanceof HTMLImageElement && img.complete && img.naturalWidth === 0 && img.src) {
      showFallback(img);
    }
  }
}

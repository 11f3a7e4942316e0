import { useRef, useState } from 'react';
import { imageVariantUrl } from '@reedmere/contracts';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  GalleryDialog,
  ResponsiveImage,
  wrapIndex,
  useHorizontalSwipe,
} from '@reedmere/web-kit';

/** The thumbnail arrows move the strip by 136 px (a 128 px thumbnail + gap). */
export const THUMBNAIL_STEP_PX = 136;

/**
 * The main photo (a tap opens the full-screen gallery, a swipe moves to the next or previous
 * photo, wrapping round as the gallery's arrows do) and the thumbnail strip under it.
 */
export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const strip = useRef<HTMLUListElement>(null);
  const total = images.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const swipe = useHorizontalSwipe((step) => setIndex(wrapIndex(current, step, total)));

  if (total === 0) {
    return <ResponsiveImage src={undefined} alt={title} aspectRatio="3 / 2" eager />;
  }

  const scroll = (direction: -1 | 1) =>
    strip.current?.scrollBy({ left: direction * THUMBNAIL_STEP_PX, behavior: 'smooth' });

  return (
    <div className="gallery">
      <button
        type="button"
        {...swipe}
        onClick={() => setOpen(true)}
        aria-label={`Open the gallery at photo ${current + 1} of ${total}`}
        className="gallery__main"
      >
        <ResponsiveImage
          src={images[current]}
          alt={`${title}, photo ${current + 1} of ${total}`}
          aspectRatio="3 / 2"
          sizes="(min-width: 1200px) 760px, (min-width: 900px) 66vw, 100vw"
          eager
        />
      </button>
      {total > 1 && (
        <div className="gallery__strip">
          <button
            type="button"
            aria-label="Scroll thumbnails left"
            onClick={() => scroll(-1)}
            className="gallery__arrow"
          >
            <ChevronLeftIcon />
          </button>
          <ul ref={strip} aria-label="Photos" className="gallery__thumbnails">
            {images.map((url, i) => (
              <li key={`${url}-${i}`}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Show photo ${i + 1} of ${total}`}
                  aria-pressed={i === current}
                  className="gallery__thumbnail"
                >
                  <img
                    src={imageVariantUrl(url, 400)}
                    alt=""
                    loading="lazy"
                    // A missing small copy falls back to the full image once.
                    onError={(event) => {
                      const img = event.currentTarget;
                      if (img.getAttribute('src') !== url) img.setAttribute('src', url);
                    }}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-label="Scroll thumbnails right"
            onClick={() => scroll(1)}
            className="gallery__arrow"
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
      <GalleryDialog
        open={open}
        images={images}
        index={current}
        title={title}
        onIndexChange={setIndex}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

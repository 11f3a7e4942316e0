import { useState } from 'react';
import { imageSrcSet, imageVariantUrl } from '@reedmere/contracts';
import {
  FALLBACK_ATTRIBUTE,
  imageFailedMessage,
  NO_IMAGE_TEXT,
  noImageLabel,
} from './image-fallback';

export interface ResponsiveImageProps {
  src: string | null | undefined;
  /** '' for a picture that only decorates (the control around it is labelled). */
  alt: string;
  /** The `sizes` hint: how wide the image is drawn at each screen width. */
  sizes?: string;
  /** Width / height of the frame as CSS `aspect-ratio`, so nothing jumps while it loads. */
  aspectRatio?: string;
  /** Above the fold: load at once rather than when scrolled near. */
  eager?: boolean;
  /**
   * The page's main picture, its largest paint: loaded at once and ahead of the other images
   * (the server page's preload of it says so too).
   */
  priority?: boolean;
  /** How the picture fills its frame. */
  fit?: 'cover' | 'contain';
  /** Corners rounded as the site's panels are. */
  rounded?: boolean;
}

export { NO_IMAGE_TEXT } from './image-fallback';

/**
 * An image in a fixed frame, offering the width variants the media service writes (srcset) so a
 * phone downloads a small copy. A missing or broken image shows 'No Image' in its place. Plain
 * markup (`kit-image` in web-kit.css): parts drawn with MUI and without use it alike.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  aspectRatio = '4 / 3',
  eager = false,
  priority = false,
  fit = 'cover',
  rounded = false,
}: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const srcSet = broken ? undefined : imageSrcSet(src);
  // Spans shown as blocks: the picture may stand inside a button or a link, which hold phrasing
  // content only.
  return (
    <span
      className={rounded ? 'kit-image kit-image--rounded' : 'kit-image'}
      style={{ aspectRatio }}
    >
      {/* Behind the picture, shown in its place when it is missing or fails to load. */}
      <span
        className="kit-image__fallback"
        hidden={!broken}
        {...{ [FALLBACK_ATTRIBUTE]: '' }}
        // A described picture keeps its name, so the page still says what is missing.
        role={broken && alt ? 'img' : undefined}
        aria-label={broken && alt ? noImageLabel(alt) : undefined}
      >
        <span aria-hidden={alt ? true : undefined}>{NO_IMAGE_TEXT}</span>
      </span>
      {!broken && (
        <img
          className="kit-image__picture"
          // The 800 px copy is plenty where srcset is not understood.
          src={srcSet ? imageVariantUrl(src, 800) : src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => {
            // Logged, then the fallback; the visitor gets no message.
            console.warn(imageFailedMessage(src));
            setFailedSrc(src);
          }}
          style={fit === 'cover' ? undefined : { objectFit: fit }}
        />
      )}
    </span>
  );
}

import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
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

// Big enough for a fingertip (at least 44 px), with the strip's gap keeping them off the edge.
const STRIP_ARROW_SX = { width: 48, height: 48, flexShrink: 0 } as const;

/**
 * The main photo (a tap opens the full-screen gallery, a swipe moves to the next or previous
 * photo, wrapping round as the gallery's arrows do) and the thumbnail strip under it.
 */
export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const total = images.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const swipe = useHorizontalSwipe((step) => setIndex(wrapIndex(current, step, total)));

  if (total === 0) {
    return <ResponsiveImage src={undefined} alt={title} aspectRatio="3 / 2" eager />;
  }

  const scroll = (direction: -1 | 1) =>
    strip.current?.scrollBy({ left: direction * THUMBNAIL_STEP_PX, behavior: 'smooth' });

  return (
    <Box>
      <ButtonBase
        {...swipe}
        onClick={() => setOpen(true)}
        aria-label={`Open the gallery at photo ${current + 1} of ${total}`}
        sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
      >
        <ResponsiveImage
          src={images[current]}
          alt={`${title}, photo ${current + 1} of ${total}`}
          aspectRatio="3 / 2"
          sizes="(min-width: 1200px) 760px, (min-width: 900px) 66vw, 100vw"
          eager
        />
      </ButtonBase>
      {total > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <IconButton
            aria-label="Scroll thumbnails left"
            onClick={() => scroll(-1)}
            sx={STRIP_ARROW_SX}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Box
            ref={strip}
            component="ul"
            aria-label="Photos"
            sx={{
              display: 'flex',
              gap: 1,
              overflowX: 'auto',
              scrollBehavior: 'smooth',
              listStyle: 'none',
              p: 0,
              m: 0,
              flexGrow: 1,
            }}
          >
            {images.map((url, i) => (
              <li key={`${url}-${i}`}>
                <ButtonBase
                  onClick={() => setIndex(i)}
                  aria-label={`Show photo ${i + 1} of ${total}`}
                  aria-pressed={i === current}
                  sx={{
                    width: 128,
                    aspectRatio: '4 / 3',
                    borderRadius: 1,
                    overflow: 'hidden',
                    outline: i === current ? '3px solid' : 'none',
                    outlineColor: 'secondary.main',
                    outlineOffset: -3,
                  }}
                >
                  <Box
                    component="img"
                    src={imageVariantUrl(url, 400)}
                    alt=""
                    loading="lazy"
                    // A missing small copy falls back to the full image once.
                    onError={(event) => {
                      const img = event.currentTarget;
                      if (img.getAttribute('src') !== url) img.setAttribute('src', url);
                    }}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                </ButtonBase>
              </li>
            ))}
          </Box>
          <IconButton
            aria-label="Scroll thumbnails right"
            onClick={() => scroll(1)}
            sx={STRIP_ARROW_SX}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
      <GalleryDialog
        open={open}
        images={images}
        index={current}
        title={title}
        onIndexChange={setIndex}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}

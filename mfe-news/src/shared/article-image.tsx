import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { imageSrcSet, imageVariantUrl } from '@reedmere/contracts';

export interface ArticleImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each screen width. */
  sizes: string;
  /** Above the fold: load at once rather than when scrolled near. */
  eager?: boolean;
  /** CSS aspect ratio of the frame, so nothing moves when the picture arrives. */
  aspectRatio?: string;
}

/**
 * An article's featured image in a frame of fixed proportions, with the smaller copies the back
 * end makes of every upload offered through `srcset`. Without an image, or when it fails to load,
 * the frame reads 'No Image' (spec section 4).
 */
export function ArticleImage({
  src,
  alt,
  sizes,
  eager = false,
  aspectRatio = '16 / 9',
}: ArticleImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = { aspectRatio, width: '100%', bgcolor: 'grey.200', overflow: 'hidden' } as const;
  if (!src || failedSrc === src) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          No Image
        </Typography>
      </Box>
    );
  }
  const srcSet = imageSrcSet(src);
  return (
    <Box sx={frame}>
      <Box
        component="img"
        // The 800 px copy is plenty where srcset is not understood.
        src={srcSet ? imageVariantUrl(src, 800) : src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={1200}
        height={675}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => {
          console.warn(`Article image failed to load: ${src}`);
          setFailedSrc(src);
        }}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

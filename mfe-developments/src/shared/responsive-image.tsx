import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSrcSet } from '@reedmere/contracts';

export interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` of the layout the image sits in. */
  sizes: string;
  /** Width / height of the frame, kept before the image arrives so nothing jumps. */
  aspectRatio?: string;
  /** Below the fold: let the browser load it when it comes near. */
  lazy?: boolean;
  /** How the picture fills its frame. */
  fit?: 'cover' | 'contain';
  sx?: SxProps<Theme>;
}

export const NO_IMAGE_TEXT = 'No Image';

/**
 * An image in a fixed frame, with the width variants the media service writes (srcset) so a
 * phone downloads a 400 px copy. A missing or broken image shows 'No Image' in its place.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  aspectRatio = '4 / 3',
  lazy = false,
  fit = 'cover',
  sx,
}: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio,
          width: '100%',
          overflow: 'hidden',
          bgcolor: 'grey.200',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {broken ? (
        <Typography color="text.secondary" role="img" aria-label={alt || NO_IMAGE_TEXT}>
          {NO_IMAGE_TEXT}
        </Typography>
      ) : (
        <Box
          component="img"
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={imageSrcSet(src) ? sizes : undefined}
          alt={alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onError={() => setFailedSrc(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit }}
        />
      )}
    </Box>
  );
}

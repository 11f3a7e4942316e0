import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSrcSet } from '@reedmere/contracts';

export interface PropertyImageProps {
  src: string | undefined;
  alt: string;
  /** Width of the box as CSS `aspect-ratio`, so the page never jumps while images load. */
  aspectRatio?: string;
  /** The `sizes` hint for the browser's choice among the width variants. */
  sizes?: string;
  /** Above the fold: load at once; otherwise lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** A listing photo in a fixed-ratio box; 'No Image' when there is none or it fails to load. */
export function PropertyImage({
  src,
  alt,
  aspectRatio = '4 / 3',
  sizes = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw',
  priority = false,
  sx,
}: PropertyImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio, overflow: 'hidden', bgcolor: 'grey.200' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {broken ? (
        <Box
          role="img"
          aria-label={`${alt}: no image`}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
          }}
        >
          <Typography aria-hidden>No Image</Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={imageSrcSet(src) ? sizes : undefined}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => {
            // Spec section 8: logged, then the fallback; no message for the visitor.
            console.warn(`Image failed to load: ${src}`);
            setFailed(src);
          }}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}

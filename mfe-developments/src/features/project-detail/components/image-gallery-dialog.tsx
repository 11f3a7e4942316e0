import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { imageSrcSet } from '@reedmere/contracts';
import { wrapIndex } from '../hooks/wrap-index';

export interface ImageGalleryDialogProps {
  open: boolean;
  /** What the photos show, e.g. 'Maltings Yard: Before'. */
  title: string;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const CONTROL_SX = {
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.55)',
  width: 48,
  height: 48,
  fontSize: 28,
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
  '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
} as const;

/**
 * A project's photos one at a time, full screen: 'n / total', previous and next (wrapping round),
 * ArrowLeft / ArrowRight to move and Escape to close. The dialog keeps focus inside itself and
 * gives it back to the photo that opened it.
 */
export function ImageGalleryDialog({
  open,
  title,
  images,
  index,
  onIndexChange,
  onClose,
}: ImageGalleryDialogProps) {
  const total = images.length;
  const current = images[index] ?? images[0];
  const step = (by: number) => onIndexChange(wrapIndex(index, by, total));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  return (
    <Dialog
      open={open && total > 0}
      onClose={onClose}
      fullScreen
      aria-labelledby="gallery-dialog-title"
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: '#0b1526', color: 'common.white' } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, md: 3 },
          py: 1.5,
          borderBottom: '1px solid rgba(255,255,255,0.15)',
        }}
      >
        <Typography
          id="gallery-dialog-title"
          variant="h6"
          component="h2"
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Typography aria-live="polite" aria-atomic="true" data-testid="gallery-counter">
          {`${index + 1} / ${total}`}
        </Typography>
        <IconButton onClick={onClose} aria-label="Close gallery" sx={CONTROL_SX}>
          <span aria-hidden="true">×</span>
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
        {current && (
          <Box
            component="img"
            key={current}
            src={current}
            srcSet={imageSrcSet(current)}
            sizes={imageSrcSet(current) ? '100vw' : undefined}
            alt={`${title}, photo ${index + 1} of ${total}`}
            sx={{
              position: 'absolute',
              inset: { xs: 8, md: 24 },
              width: { xs: 'calc(100% - 16px)', md: 'calc(100% - 48px)' },
              height: { xs: 'calc(100% - 16px)', md: 'calc(100% - 48px)' },
              objectFit: 'contain',
            }}
          />
        )}
        <IconButton
          onClick={() => step(-1)}
          aria-label="Previous image"
          sx={{
            ...CONTROL_SX,
            position: 'absolute',
            left: { xs: 8, md: 24 },
            top: '50%',
            transform: 'translateY(-50%)',
          }}
        >
          <span aria-hidden="true">‹</span>
        </IconButton>
        <IconButton
          onClick={() => step(1)}
          aria-label="Next image"
          sx={{
            ...CONTROL_SX,
            position: 'absolute',
            right: { xs: 8, md: 24 },
            top: '50%',
            transform: 'translateY(-50%)',
          }}
        >
          <span aria-hidden="true">›</span>
        </IconButton>
      </Box>
    </Dialog>
  );
}

import { useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { imageSrcSet } from '@reedmere/contracts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';
import { useHorizontalSwipe } from './use-horizontal-swipe';

export interface GalleryDialogProps {
  open: boolean;
  /** What the photos show, e.g. 'Maltings Yard: After'; it names the dialog. */
  title: string;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The index `step` places on from `index` in a list of `total`, wrapping round at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

const CONTROL_SX = {
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.55)',
  width: 48,
  height: 48,
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
  '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
} as const;

const ARROW_SX = { ...CONTROL_SX, position: 'absolute', top: '50%', transform: 'translateY(-50%)' };

/**
 * Photos one at a time, full screen: 'n / total', previous and next (wrapping round; shown only
 * when there is more than one photo), ArrowLeft / ArrowRight or a swipe on a touch screen to move,
 * and Escape to close. The dialog keeps focus
 * inside itself and gives it back to whatever opened it.
 */
export function GalleryDialog({
  open,
  title,
  images,
  index,
  onIndexChange,
  onClose,
}: GalleryDialogProps) {
  const titleId = useId();
  const total = images.length;
  const current = images[index] ?? images[0];
  const srcSet = current ? imageSrcSet(current) : undefined;
  const step = (by: number) => onIndexChange(wrapIndex(index, by, total));
  const swipe = useHorizontalSwipe(step);

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
      aria-labelledby={titleId}
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
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Typography
          aria-live="polite"
          aria-atomic="true"
          data-testid="gallery-counter"
          sx={{ flexShrink: 0 }}
        >
          {`${index + 1} / ${total}`}
        </Typography>
        <IconButton onClick={onClose} aria-label="Close gallery" sx={CONTROL_SX}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box {...swipe} sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
        {current && (
          <Box
            component="img"
            // A new element per photo, so the last one never shows while the next loads.
            key={current}
            src={current}
            srcSet={srcSet}
            sizes={srcSet ? '100vw' : undefined}
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
        {/* A single photo has nowhere to move to: arrows would be controls that do nothing. */}
        {total > 1 && (
          <>
            <IconButton
              onClick={() => step(-1)}
              aria-label="Previous image"
              sx={{ ...ARROW_SX, left: { xs: 8, md: 24 } }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              onClick={() => step(1)}
              aria-label="Next image"
              sx={{ ...ARROW_SX, right: { xs: 8, md: 24 } }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}

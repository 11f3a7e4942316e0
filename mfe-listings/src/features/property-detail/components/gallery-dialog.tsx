import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { imageSrcSet } from '@reedmere/contracts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../shared/icons';

export interface GalleryDialogProps {
  open: boolean;
  images: readonly string[];
  index: number;
  title: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** Spec section 4: the index wraps around both ways. */
export const wrapIndex = (index: number, total: number) => ((index % total) + total) % total;

/** Full-screen gallery: 'n / total', arrows that wrap, ArrowLeft/ArrowRight, Escape to close. */
export function GalleryDialog({
  open,
  images,
  index,
  title,
  onIndex,
  onClose,
}: GalleryDialogProps) {
  const total = images.length;
  const step = (delta: number) => onIndex(wrapIndex(index + delta, total));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };
  const src = images[index];
  const arrowSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    color: '#fff',
    bgcolor: 'rgba(0,0,0,0.5)',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
  } as const;
  return (
    <Dialog
      open={open && total > 0}
      onClose={onClose}
      fullScreen
      aria-labelledby="gallery-title"
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: '#111', color: '#fff' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography id="gallery-title" component="h2" variant="h6" noWrap sx={{ minWidth: 0 }}>
          {title}
        </Typography>
        <Typography aria-live="polite" aria-atomic="true" sx={{ mx: 2, flexShrink: 0 }}>
          {`${index + 1} / ${total}`}
        </Typography>
        <IconButton aria-label="Close gallery" onClick={onClose} sx={{ color: '#fff' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
        {src && (
          <Box
            component="img"
            src={src}
            srcSet={imageSrcSet(src)}
            sizes="100vw"
            alt={`${title}, photo ${index + 1} of ${total}`}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        )}
        {total > 1 && (
          <>
            <IconButton
              aria-label="Previous image"
              onClick={() => step(-1)}
              sx={{ ...arrowSx, left: 16 }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label="Next image"
              onClick={() => step(1)}
              sx={{ ...arrowSx, right: 16 }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}

import { useId, type KeyboardEvent } from 'react';
import { imageSrcSet } from '@reedmere/contracts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';
import { ModalDialog } from './modal-dialog';
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

/**
 * Photos one at a time, full screen: 'n / total', previous and next (wrapping round; shown only
 * when there is more than one photo), ArrowLeft / ArrowRight or a swipe on a touch screen to move,
 * and Escape to close. A `ModalDialog`: focus stays inside and goes back to what opened it.
 */
export function GalleryDialog({ open, images, ...rest }: GalleryDialogProps) {
  return open && images.length > 0 ? <OpenGallery images={images} {...rest} /> : null;
}

function OpenGallery({
  title,
  images,
  index,
  onIndexChange,
  onClose,
}: Omit<GalleryDialogProps, 'open'>) {
  const titleId = useId();
  const total = images.length;
  const current = images[index] ?? images[0]!;
  const srcSet = imageSrcSet(current);
  const step = (by: number) => onIndexChange(wrapIndex(index, by, total));
  const swipe = useHorizontalSwipe(step);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
    if (event.key in moves) {
      event.preventDefault();
      step(moves[event.key]!);
    }
  };

  return (
    <ModalDialog
      className="kit-gallery"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      <div className="kit-gallery__bar">
        <h2 id={titleId} className="kit-gallery__title">
          {title}
        </h2>
        <p
          aria-live="polite"
          aria-atomic="true"
          data-testid="gallery-counter"
          className="kit-gallery__counter"
        >
          {`${index + 1} / ${total}`}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close gallery"
          className="kit-gallery__control"
        >
          <CloseIcon />
        </button>
      </div>
      <div {...swipe} className="kit-gallery__stage">
        <img
          // A new element per photo, so the last one never shows while the next loads.
          key={current}
          src={current}
          srcSet={srcSet}
          sizes={srcSet ? '100vw' : undefined}
          alt={`${title}, photo ${index + 1} of ${total}`}
          className="kit-gallery__photo"
        />
        {/* A single photo has nowhere to move to: arrows would be controls that do nothing. */}
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Previous image"
              className="kit-gallery__control kit-gallery__arrow kit-gallery__arrow--previous"
            >
              <ChevronLeftIcon fontSize="large" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next image"
              className="kit-gallery__control kit-gallery__arrow kit-gallery__arrow--next"
            >
              <ChevronRightIcon fontSize="large" />
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}

import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Id = string | number;

/** Plain-English texts dnd-kit reads out while an image is moved with the keyboard or a pointer. */
export function galleryAnnouncements(ids: () => readonly Id[]): Announcements {
  const position = (id: Id) => ids().indexOf(id) + 1;
  const count = () => ids().length;
  return {
    onDragStart: ({ active }) =>
      `Picked up image ${position(active.id)} of ${count()}. Use the arrow keys to move it, space to drop it, escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} is over position ${position(over.id)} of ${count()}.`
        : `Image ${position(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} dropped at position ${position(over.id)} of ${count()}.`
        : `Image ${position(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. Image ${position(active.id)} is back at position ${position(active.id)}.`,
  };
}

export const galleryInstructions: ScreenReaderInstructions = {
  draggable:
    'To move an image, press space or enter on its move button, use the arrow keys to move it, then press space or enter to drop it, or escape to cancel. The first image is the main one.',
};

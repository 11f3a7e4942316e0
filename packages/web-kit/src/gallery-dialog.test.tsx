import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GalleryDialog, wrapIndex } from './gallery-dialog';
import { installDialogMethods } from './testing/dialog-methods';
import { installPointerEvent } from './testing/pointer-event';
import { SWIPE_THRESHOLD_PX } from './use-horizontal-swipe';

installPointerEvent();
installDialogMethods();

/** A finger (or `pointerType`) put down on `element`, moved by dx, dy and lifted. */
function drag(element: Element, dx: number, dy: number, pointerType = 'touch') {
  const at = { clientX: 200, clientY: 300, pointerId: 7, pointerType, isPrimary: true };
  fireEvent.pointerDown(element, at);
  fireEvent.pointerUp(element, { ...at, clientX: at.clientX + dx, clientY: at.clientY + dy });
}

const PHOTOS = [
  '/api/files/img-one.jpg',
  '/api/files/img-two.jpg',
  'https://cdn.example/three.jpg',
];

/** An opener and the dialog, as a page uses them. */
function Gallery({ images = PHOTOS, start = 0 }: { images?: readonly string[]; start?: number }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        Open
      </button>
      <GalleryDialog
        open={index !== null}
        title="Barn: After"
        images={images}
        index={index ?? 0}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}

function open(props: Parameters<typeof Gallery>[0] = {}) {
  render(<Gallery {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Barn: After' });
  return { opener, dialog, counter: within(dialog).getByTestId('gallery-counter') };
}

describe('wrapIndex', () => {
  it('steps on and back inside the list', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it('wraps from the last to the first and from the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('stays at 0 for one photo or none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('GalleryDialog', () => {
  it("shows the chosen photo with 'n / total', announced politely", () => {
    const { dialog, counter } = open({ start: 1 });
    expect(counter).toHaveTextContent('2 / 3');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    const photo = within(dialog).getByRole('img', { name: 'Barn: After, photo 2 of 3' });
    expect(photo).toHaveAttribute('src', '/api/files/img-two.jpg');
    expect(photo.getAttribute('srcset')).toContain('/api/files/img-two-w400.jpg 400w');
    expect(photo).toHaveAttribute('sizes', '100vw');
  });

  it('gives an image without variants no srcset', () => {
    const { dialog } = open({ start: 2 });
    const photo = within(dialog).getByRole('img');
    expect(photo).toHaveAttribute('src', 'https://cdn.example/three.jpg');
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
  });

  it('wraps both ways with the buttons', () => {
    const { dialog, counter } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(counter).toHaveTextContent('3 / 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(counter).toHaveTextContent('1 / 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(counter).toHaveTextContent('2 / 3');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/files/img-two.jpg');
  });

  it('moves with ArrowLeft and ArrowRight, and Escape closes, giving focus back', async () => {
    const { opener, dialog, counter } = open();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter).toHaveTextContent('3 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('1 / 3');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("closes when the browser asks it to (a phone's back gesture), giving focus back", async () => {
    const { opener, dialog } = open();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close gallery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves on with a swipe left and back with a swipe right, wrapping both ways', () => {
    const { dialog, counter } = open();
    const photo = within(dialog).getByRole('img');
    drag(photo, -SWIPE_THRESHOLD_PX, 10);
    expect(counter).toHaveTextContent('2 / 3');
    drag(within(dialog).getByRole('img'), -120, 0);
    drag(within(dialog).getByRole('img'), -120, 0);
    expect(counter).toHaveTextContent('1 / 3');
    drag(within(dialog).getByRole('img'), 120, -20);
    expect(counter).toHaveTextContent('3 / 3');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://cdn.example/three.jpg');
  });

  it('ignores vertical drags, short moves, the mouse and cancelled pointers', () => {
    const { dialog, counter } = open();
    const photo = within(dialog).getByRole('img');
    drag(photo, -60, 140);
    drag(photo, -(SWIPE_THRESHOLD_PX - 1), 0);
    drag(photo, -200, 0, 'mouse');
    expect(counter).toHaveTextContent('1 / 3');
    // A scroll the browser took over cancels the pointer: its end is not a swipe.
    fireEvent.pointerDown(photo, { clientX: 200, clientY: 300, pointerId: 3, isPrimary: true });
    fireEvent.pointerCancel(photo, { pointerId: 3 });
    fireEvent.pointerUp(photo, { clientX: 20, clientY: 300, pointerId: 3, isPrimary: true });
    expect(counter).toHaveTextContent('1 / 3');
  });

  it('offers no Previous or Next for a single photo, and stays on it whichever way it steps', () => {
    const { dialog, counter } = open({ images: ['/api/files/img-one.jpg'] });
    expect(counter).toHaveTextContent('1 / 1');
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Previous image' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close gallery' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter).toHaveTextContent('1 / 1');
  });

  it('stays shut without photos', () => {
    render(
      <GalleryDialog
        open
        title="Empty"
        images={[]}
        index={0}
        onIndexChange={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

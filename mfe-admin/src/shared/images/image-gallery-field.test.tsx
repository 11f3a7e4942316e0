import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@reedmere/web-kit';
import { useState } from 'react';
import { galleryFromUrls, type GalleryItem } from './gallery-item';
import { ImageGalleryField, type ImageGalleryFieldProps } from './image-gallery-field';

jest.mock('@reedmere/web-kit', () => ({
  notify: { error: jest.fn(), info: jest.fn(), success: jest.fn() },
}));

const notifyError = notify.error as jest.Mock;
const notifyInfo = notify.info as jest.Mock;

const png = (name: string, size = 10) => {
  const file = new File(['x'], name, { type: 'image/png' });
  // A real 6 MB body would slow the test for nothing: only the size is read.
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const toJpeg = async (file: File) =>
  new File(['jpeg'], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });

/** Holds the items like a form would, and reports every change. */
function Host({
  initial = [],
  onChange,
  ...rest
}: Partial<ImageGalleryFieldProps> & { initial?: GalleryItem[] }) {
  const [items, setItems] = useState<GalleryItem[]>(initial);
  return (
    <ImageGalleryField
      label="Images"
      compress={toJpeg}
      {...rest}
      items={items}
      onChange={(next) => {
        setItems(next);
        onChange?.(next);
      }}
    />
  );
}

/** A compression that finishes, as a JPEG named `name`, only when the test says so. */
const heldCompression = (name: string) => {
  let finish: () => void = () => undefined;
  const compress = () =>
    new Promise<File>((resolve) => {
      finish = () => resolve(new File(['jpeg'], name, { type: 'image/jpeg' }));
    });
  return { compress, finish: () => finish() };
};

const fileInput = () => screen.getByTestId<HTMLInputElement>('gallery-file-input');
const thumbnails = () => screen.queryAllByTestId('gallery-thumbnail');
const altTexts = () => screen.queryAllByRole('img').map((image) => image.getAttribute('alt'));

describe('ImageGalleryField', () => {
  let created: string[];
  beforeEach(() => {
    notifyError.mockClear();
    notifyInfo.mockClear();
    created = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:test/${(blob as File).name}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('is a named group with an images-only picker', () => {
    render(<Host />);
    expect(screen.getByRole('group', { name: 'Images' })).toBeInTheDocument();
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    expect(fileInput()).toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Add images' })).toBeEnabled();
  });

  it('refuses files that are not images, naming them, and adds the rest', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = jest.fn();
    render(<Host onChange={onChange} />);

    await user.upload(fileInput(), [
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
      png('house.png'),
      new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }),
    ]);

    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(notifyError).toHaveBeenCalledWith({
      title: 'Invalid File Type',
      description: 'Please choose image files only. Not added: notes.txt, brochure.pdf',
    });
    const [items] = onChange.mock.calls.at(-1) as [GalleryItem[]];
    expect(items.map((item) => item.file?.name)).toEqual(['house.jpg']);
    expect(items[0]?.file?.type).toBe('image/jpeg');
    expect(items[0]?.url).toBe('blob:test/house.jpg');
  });

  it('says large files will be compressed automatically', async () => {
    const user = userEvent.setup();
    render(<Host />);

    await user.upload(fileInput(), [png('small.png'), png('big.png', 5_242_881)]);

    // Inside a live region that was already in the page, so it is announced.
    const notice = (await screen.findByText('Large files detected')).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent(
      '1 file over 5 MB (big.png) will be compressed automatically.',
    );
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
  });

  it('shows no notice for a file of exactly 5 MB', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.upload(fileInput(), [png('edge.png', 5_242_880)]);
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(screen.queryByText('Large files detected')).not.toBeInTheDocument();
  });

  it('shows the progress of each batch of 3 and keeps the chosen order', async () => {
    const user = userEvent.setup();
    const pending: { file: File; resolve: (file: File) => void }[] = [];
    const compress = (file: File) =>
      new Promise<File>((resolve) => pending.push({ file, resolve }));
    render(<Host compress={compress} />);

    await user.upload(
      fileInput(),
      ['a', 'b', 'c', 'd'].map((name) => png(`${name}.png`)),
    );

    expect(await screen.findByText('Compressing images: batch 1 of 2')).toBeInTheDocument();
    // The bar counts finished batches: none yet.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
    expect(pending.map((entry) => entry.file.name)).toEqual(['a.png', 'b.png', 'c.png']);

    await act(async () => {
      for (const entry of pending.splice(0)) entry.resolve(await toJpeg(entry.file));
    });
    expect(await screen.findByText('Compressing images: batch 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(pending.map((entry) => entry.file.name)).toEqual(['d.png']);

    await act(async () => {
      for (const entry of pending.splice(0)) entry.resolve(await toJpeg(entry.file));
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(altTexts()).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    expect(screen.getByRole('button', { name: 'Add images' })).toBeEnabled();
  });

  it('tells the form while it is busy compressing', async () => {
    const user = userEvent.setup();
    const onBusyChange = jest.fn();
    const { compress, finish } = heldCompression('a.jpg');
    render(<Host compress={compress} onBusyChange={onBusyChange} />);
    expect(onBusyChange).not.toHaveBeenCalled();

    await user.upload(fileInput(), [png('a.png')]);
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(true));
    expect(screen.getByRole('group', { name: 'Images' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => finish());
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(false));
    expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
    expect(thumbnails()).toHaveLength(1);
  });

  it('drops what finishes compressing after the field has gone', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { compress, finish } = heldCompression('late.jpg');
    const { unmount } = render(<Host compress={compress} onChange={onChange} />);
    await user.upload(fileInput(), [png('late.png')]);
    unmount();

    await act(async () => finish());
    expect(onChange).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('names each file that failed, with the reason, and keeps the others', async () => {
    const user = userEvent.setup();
    const compress = async (file: File) => {
      if (file.name === 'broken.png' || file.name === 'bad.png')
        throw new Error('Failed to load image');
      if (file.name === 'odd.png') throw new Error('Failed to compress image');
      return toJpeg(file);
    };
    render(<Host compress={compress} />);

    await user.upload(fileInput(), [
      png('broken.png'),
      png('fine.png'),
      png('odd.png'),
      png('bad.png'),
    ]);

    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    // One toast at a time shows, so a single one names every failure.
    expect(notifyError.mock.calls).toEqual([
      [
        {
          title: 'Failed to load image',
          description: 'broken.png, bad.png; Failed to compress image: odd.png',
        },
      ],
    ]);
    expect(altTexts()).toEqual(['fine.jpg']);
  });

  it('titles the toast with the reason when a single file fails', async () => {
    const user = userEvent.setup();
    const compress = () => Promise.reject(new Error('Failed to compress image'));
    render(<Host compress={compress} />);
    await user.upload(fileInput(), [png('photo.png')]);
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith({
        title: 'Failed to compress image',
        description: 'photo.png',
      }),
    );
    expect(thumbnails()).toHaveLength(0);
  });

  it('marks the first image as the main one and describes stored images by position', () => {
    render(<Host initial={galleryFromUrls(['/api/files/front.jpg', '/api/files/garden.jpg'])} />);
    expect(altTexts()).toEqual(['Image 1 of 2', 'Image 2 of 2']);
    const [first, second] = thumbnails();
    expect(within(first as HTMLElement).getByText('Main image')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText('Main image')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move image 2' })).toBeInTheDocument();
  });

  it('removes an image, freeing the held file, and the next becomes the main one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Host initial={galleryFromUrls(['/api/files/front.jpg'])} onChange={onChange} />);
    await user.upload(fileInput(), [png('kitchen.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    // Which gallery the button belongs to: a form may have several 'Remove image 2'.
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toHaveAccessibleDescription(
      'Images',
    );
    expect(screen.getByRole('button', { name: 'Move image 2' })).toHaveAccessibleDescription(
      /^Images /,
    );

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/kitchen.jpg');
    expect(altTexts()).toEqual(['Image 1 of 1']);

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    // A stored image has no object URL to free.
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
  });

  it('frees held files when the gallery goes away', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Host />);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();

    unmount();
    expect((URL.revokeObjectURL as jest.Mock).mock.calls.flat().sort()).toEqual(created.sort());
  });

  it('frees held files the form drops, such as on cancel', async () => {
    const user = userEvent.setup();
    function Resettable() {
      const [items, setItems] = useState<GalleryItem[]>([]);
      return (
        <>
          <ImageGalleryField label="Images" items={items} onChange={setItems} compress={toJpeg} />
          <button type="button" onClick={() => setItems([])}>
            Cancel
          </button>
        </>
      );
    }
    render(<Resettable />);
    await user.upload(fileInput(), [png('a.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/a.jpg');
  });

  it('adds no more than maxImages, saying which files were left out', async () => {
    const user = userEvent.setup();
    render(<Host maxImages={3} initial={galleryFromUrls(['/api/files/one.jpg'])} />);
    expect(screen.getByText('1 of 3 images')).toBeInTheDocument();

    await user.upload(
      fileInput(),
      ['a', 'b', 'c', 'd'].map((name) => png(`${name}.png`)),
    );

    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(notifyInfo).toHaveBeenCalledWith({
      title: 'Up to 3 images allowed',
      description: 'Not added: c.png, d.png',
    });
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
  });

  it('holds a single image when maxImages is 1: no main-image chip, and a new one replaces it', async () => {
    const user = userEvent.setup();
    render(
      <Host
        maxImages={1}
        label="Featured image"
        initial={galleryFromUrls(['/api/files/old.jpg'])}
      />,
    );
    expect(screen.getByRole('group', { name: 'Featured image' })).toBeInTheDocument();
    expect(fileInput()).not.toHaveAttribute('multiple');
    expect(screen.queryByText('Main image')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move image 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace image' }));
    await user.upload(fileInput(), [png('new.png')]);

    await waitFor(() => expect(altTexts()).toEqual(['new.jpg']));
    expect(notifyInfo).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    render(<Host disabled initial={galleryFromUrls(['/a.jpg', '/b.jpg'])} />);
    expect(screen.getByRole('button', { name: 'Add images' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 2' })).toBeDisabled();
  });

  describe('sorting with the keyboard', () => {
    const original = Element.prototype.getBoundingClientRect;
    beforeAll(() => {
      // jsdom lays nothing out: place the thumbnails in a row, 150 px apart.
      Element.prototype.getBoundingClientRect = function (this: Element) {
        const tile = this.closest('[data-testid="gallery-thumbnail"]');
        if (!tile || tile !== this) return original.call(this);
        const index = Array.from(tile.parentElement?.children ?? []).indexOf(tile);
        const left = index * 150;
        return {
          x: left,
          y: 0,
          left,
          top: 0,
          right: left + 140,
          bottom: 105,
          width: 140,
          height: 105,
          toJSON: () => ({}),
        } as DOMRect;
      };
    });
    afterAll(() => {
      Element.prototype.getBoundingClientRect = original;
    });

    /** Shows a gallery of `urls` and picks up its first image with the space key. */
    const pickUpFirstImage = async (urls: string[]) => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<Host onChange={onChange} initial={galleryFromUrls(urls)} />);
      act(() => screen.getByRole('button', { name: 'Move image 1' }).focus());
      await user.keyboard('[Space]');
      return { user, onChange };
    };

    it('moves an image with space, arrow and space, and announces it', async () => {
      const { user, onChange } = await pickUpFirstImage([
        '/api/files/a.jpg',
        '/api/files/b.jpg',
        '/api/files/c.jpg',
      ]);
      // Picked up: dnd-kit marks the handle pressed and reads out where it is.
      expect(screen.getByRole('button', { name: 'Move image 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await screen.findByText('Image 1 is over position 1 of 3.')).toBeInTheDocument();
      await user.keyboard('[ArrowRight]');
      expect(await screen.findByText('Image 1 is over position 2 of 3.')).toBeInTheDocument();
      await user.keyboard('[Space]');

      await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
      const [items] = onChange.mock.calls[0] as [GalleryItem[]];
      expect(items.map((item) => item.url)).toEqual([
        '/api/files/b.jpg',
        '/api/files/a.jpg',
        '/api/files/c.jpg',
      ]);
      expect(await screen.findByText('Image 1 dropped at position 2 of 3.')).toBeInTheDocument();
      // The image now first is the main one.
      expect(within(thumbnails()[0] as HTMLElement).getByRole('img')).toHaveAttribute(
        'src',
        '/api/files/b.jpg',
      );
    });

    it('puts the image back when the move is cancelled with escape', async () => {
      const { user, onChange } = await pickUpFirstImage(['/api/files/a.jpg', '/api/files/b.jpg']);
      await user.keyboard('[ArrowRight]');
      await user.keyboard('[Escape]');

      expect(await screen.findByText(/Moving cancelled/)).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});

import { compressInBatches } from './compress-in-batches';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const jpeg = (original: File) =>
  new File(['y'], original.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });

describe('compressInBatches', () => {
  it('runs 3 files at a time, batch after batch, reporting each batch before it starts', async () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => file(`${name}.png`));
    const events: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const compress = async (original: File) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      events.push(`start ${original.name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      events.push(`end ${original.name}`);
      return jpeg(original);
    };
    const onBatch = jest.fn((progress: { batch: number; batches: number }) =>
      events.push(`batch ${progress.batch}/${progress.batches}`),
    );

    const result = await compressInBatches(files, onBatch, compress);

    expect(onBatch.mock.calls).toEqual([
      [{ batch: 1, batches: 3 }],
      [{ batch: 2, batches: 3 }],
      [{ batch: 3, batches: 3 }],
    ]);
    expect(mostAtOnce).toBe(3);
    // All three of a batch start before any of them ends, and the next batch waits for them.
    expect(events.slice(0, 4)).toEqual(['batch 1/3', 'start a.png', 'start b.png', 'start c.png']);
    expect(events.indexOf('batch 2/3')).toBeGreaterThan(events.indexOf('end c.png'));
    expect(events.indexOf('start d.png')).toBeGreaterThan(events.indexOf('end a.png'));
    expect(result.compressed.map((entry) => entry.file.name)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
      'd.jpg',
      'e.jpg',
      'f.jpg',
      'g.jpg',
    ]);
    expect(result.compressed[0]?.original).toBe(files[0]);
    expect(result.failures).toEqual([]);
  });

  it('collects failures with their message and carries on with the rest', async () => {
    const files = [file('good.png'), file('broken.png'), file('huge.png'), file('late.png')];
    const compress = async (original: File) => {
      if (original.name === 'broken.png') throw new Error('Failed to load image');
      if (original.name === 'huge.png') throw new Error('Failed to compress image');
      return jpeg(original);
    };

    const result = await compressInBatches(files, () => undefined, compress);

    expect(result.compressed.map((entry) => entry.file.name)).toEqual(['good.jpg', 'late.jpg']);
    expect(result.failures).toEqual([
      { file: files[1], message: 'Failed to load image' },
      { file: files[2], message: 'Failed to compress image' },
    ]);
  });

  it('does nothing for an empty choice', async () => {
    const onBatch = jest.fn();
    const result = await compressInBatches([], onBatch, jest.fn());
    expect(onBatch).not.toHaveBeenCalled();
    expect(result).toEqual({ compressed: [], failures: [] });
  });
});

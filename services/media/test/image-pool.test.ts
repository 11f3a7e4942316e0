import { createImagePool, ImagePoolClosedError } from '../src/domain/image-pool';
import type { ImageTaskResult } from '../src/domain/image-task';

/** Stand-in work that finishes when the test says, recording how many ran at once. */
function controlledWork() {
  const finishers: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const started: number[] = [];
  const work = (bytes: Uint8Array) =>
    new Promise<ImageTaskResult>((resolve) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      started.push(bytes[0]!);
      finishers.push(() => {
        running -= 1;
        resolve({ ok: false, reason: 'undecodable' });
      });
    });
  return {
    work,
    started,
    mostAtOnce: () => mostAtOnce,
    finishNext: () => finishers.shift()?.(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the image pool', () => {
  it('runs at most `concurrency` images at once, the others in order as places free', async () => {
    const control = controlledWork();
    const pool = createImagePool(2, control.work);
    const results = [1, 2, 3, 4, 5].map((n) => pool.process(Uint8Array.of(n)));
    await tick();
    expect(control.started).toEqual([1, 2]);
    for (let i = 0; i < 5; i += 1) {
      control.finishNext();
      await tick();
    }
    await Promise.all(results);
    expect(control.started).toEqual([1, 2, 3, 4, 5]);
    expect(control.mostAtOnce()).toBe(2);
    await pool.close();
  });

  it('on close, lets the images in progress finish and refuses those still waiting', async () => {
    const control = controlledWork();
    const pool = createImagePool(1, control.work);
    const inProgress = pool.process(Uint8Array.of(1));
    const waiting = pool.process(Uint8Array.of(2));
    await tick();
    let closed = false;
    const closing = pool.close().then(() => {
      closed = true;
    });
    await tick();
    expect(closed).toBe(false);
    control.finishNext();
    await expect(inProgress).resolves.toEqual({ ok: false, reason: 'undecodable' });
    await expect(waiting).rejects.toBeInstanceOf(ImagePoolClosedError);
    await closing;
    expect(control.started).toEqual([1]);
    await expect(pool.process(Uint8Array.of(3))).rejects.toBeInstanceOf(ImagePoolClosedError);
  });
});

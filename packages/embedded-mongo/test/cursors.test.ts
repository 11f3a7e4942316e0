// The idle sweep on a controlled clock: a cursor used within the timeout is kept however long it
// lives, one left alone is closed.
import { Cursors } from '../src/cursors';

const docs = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));

describe('Cursors idle sweep', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('keeps a cursor in use and closes one left idle past the timeout', () => {
    const cursors = new Cursors(300);
    const busy = cursors.start('db.c', docs(50), 5);
    const idle = cursors.start('db.c', docs(50), 5);
    for (let t = 0; t < 8; t++) {
      jest.advanceTimersByTime(100);
      expect(cursors.getMore(busy.id, 1).nextBatch).toHaveLength(1);
    }
    expect(() => cursors.getMore(idle.id, 1)).toThrow(/cursor id \d+ not found/);
    expect(cursors.size).toBe(1);
    cursors.close();
  });

  it('keeps an idle cursor until the timeout has passed', () => {
    const cursors = new Cursors(300);
    const cursor = cursors.start('db.c', docs(50), 5);
    jest.advanceTimersByTime(299);
    expect(cursors.getMore(cursor.id, 1).nextBatch).toHaveLength(1);
    cursors.close();
  });
});

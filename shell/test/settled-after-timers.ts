/**
 * Whether `promise` has settled once the fake timers and frames pending within `ms` (and 20 ms
 * more) have run.
 */
export async function settledAfterTimers(promise: Promise<void>, ms = 0): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(ms + 20);
  return settled;
}

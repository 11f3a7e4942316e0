import { keepEarlyInteraction } from './early-interaction';
import { handOverEarlyInteraction, takeOverEarlyInteraction } from './early-interaction-handover';

describe('the early interaction handed from the first script to the main one', () => {
  it('is what the first script kept, taken once', () => {
    const kept = keepEarlyInteraction();
    handOverEarlyInteraction(kept);
    expect(takeOverEarlyInteraction()).toBe(kept);
    expect(takeOverEarlyInteraction()).not.toBe(kept);
    kept.forget();
  });

  it('is nothing to play again when no first script ran', () => {
    const nothing = takeOverEarlyInteraction();
    expect(() => {
      nothing.stopKeeping(document.body);
      nothing.replay();
      nothing.forget();
    }).not.toThrow();
  });
});

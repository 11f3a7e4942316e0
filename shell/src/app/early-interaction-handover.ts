import type { EarlyInteraction } from './early-interaction';

/**
 * The page's first script keeps what the visitor does from its first moment and hands it to the
 * main script through the window (the two are built apart and share no module).
 */
const KEY = '__reedmereEarlyInteraction';

type WithHandover = Window & { [KEY]?: EarlyInteraction };

/** What a page has when its first script kept nothing: nothing to play again. */
const NOTHING_KEPT: EarlyInteraction = { stopKeeping() {}, replay() {}, forget() {} };

export function handOverEarlyInteraction(kept: EarlyInteraction, win: Window = window): void {
  (win as WithHandover)[KEY] = kept;
}

export function takeOverEarlyInteraction(win: Window = window): EarlyInteraction {
  const handover = win as WithHandover;
  const kept = handover[KEY] ?? NOTHING_KEPT;
  delete handover[KEY];
  return kept;
}

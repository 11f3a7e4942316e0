/**
 * jsdom has no PointerEvent: without one a pointer's type and position would be lost. Installs a
 * stand-in built on MouseEvent (touch unless told otherwise) for tests of swipes and taps.
 */
export function installPointerEvent(): void {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  Object.assign(window, { PointerEvent: TestPointerEvent });
}

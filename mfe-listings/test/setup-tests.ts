import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router reads them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll; pages scroll to the top when they open, lists to their heading.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollBy = jest.fn() as unknown as typeof Element.prototype.scrollBy;
Element.prototype.scrollIntoView = jest.fn() as unknown as typeof Element.prototype.scrollIntoView;

// jsdom has no PointerEvent: without one a pointer's type and position would be lost.
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

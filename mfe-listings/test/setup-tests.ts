import '@testing-library/jest-dom';
import {
  installDialogMethods,
  installPointerEvent,
  skipOwnerStacks,
  waitAsOnABusyMachine,
} from '@reedmere/web-kit/testing';

// jsdom does not scroll; pages scroll to the top when they open, lists to their heading.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollBy = jest.fn() as unknown as typeof Element.prototype.scrollBy;
Element.prototype.scrollIntoView = jest.fn() as unknown as typeof Element.prototype.scrollIntoView;

installPointerEvent();
installDialogMethods();

waitAsOnABusyMachine();

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

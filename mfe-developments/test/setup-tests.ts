import '@testing-library/jest-dom';
import {
  installDialogMethods,
  skipOwnerStacks,
  waitAsOnABusyMachine,
} from '@reedmere/web-kit/testing';

// jsdom does not scroll; a list brings its heading into view when its page is turned.
Element.prototype.scrollIntoView = jest.fn() as unknown as typeof Element.prototype.scrollIntoView;

// jsdom's <dialog> has no showModal or close; the photo gallery is one.
installDialogMethods();

waitAsOnABusyMachine();

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

import '@testing-library/jest-dom';
import {
  installDialogMethods,
  installPointerEvent,
  skipOwnerStacks,
} from '@reedmere/web-kit/testing';
import { configure } from '@testing-library/react';

// jsdom does not scroll; pages scroll to the top when they open, lists to their heading.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollBy = jest.fn() as unknown as typeof Element.prototype.scrollBy;
Element.prototype.scrollIntoView = jest.fn() as unknown as typeof Element.prototype.scrollIntoView;

installPointerEvent();
installDialogMethods();

// A lazy page and the theme it loads, or a read and the render after it, can take more than the
// default 1 s to settle while other tests run beside it on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

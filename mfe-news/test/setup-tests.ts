import '@testing-library/jest-dom';
import { skipOwnerStacks, waitAsOnABusyMachine } from '@reedmere/web-kit/testing';

// jsdom does not scroll; a list brings its start into view when its page is turned.
Element.prototype.scrollIntoView = jest.fn() as unknown as typeof Element.prototype.scrollIntoView;

waitAsOnABusyMachine();

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

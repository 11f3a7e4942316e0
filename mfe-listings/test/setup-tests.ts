import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router reads them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll; the pages scroll to the top when they open.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollBy = jest.fn() as unknown as typeof Element.prototype.scrollBy;

import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router reads them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A form's save and the list read after it can take more than the default 1 s to settle while
// the other test files run beside it on a busy machine.
configure({ asyncUtilTimeout: 5000 });

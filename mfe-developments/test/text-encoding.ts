import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router reads them when it loads, so they are in place before any
// module (the setup file's own imports included).
Object.assign(globalThis, { TextEncoder, TextDecoder });

import '@testing-library/jest-dom';
import {
  keepStylesOutOfDocument,
  skipOwnerStacks,
  waitAsOnABusyMachine,
} from '@reedmere/web-kit/testing';

// jsdom lacks structuredClone, which the charts use; Node's serializer gives the same copy.
import { deserialize, serialize } from 'node:v8';

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}

waitAsOnABusyMachine();
keepStylesOutOfDocument();
// jsdom lays nothing out, and a chart takes its width from its container's style, which is now
// outside the document: a phone's width is given to it here, as the page's layout would.
const chartWidth = document.createElement('style');
chartWidth.textContent = 'div.MuiChartsSurface-root { width: 360px; }';
document.body.append(chartWidth);
// A test that reads a colour MUI gives puts the rules in the document for itself alone.
afterEach(keepStylesOutOfDocument);

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

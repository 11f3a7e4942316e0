import '@testing-library/jest-dom';
import { skipOwnerStacks, waitAsOnABusyMachine } from '@reedmere/web-kit/testing';

// jsdom does not implement scrolling.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

waitAsOnABusyMachine();

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

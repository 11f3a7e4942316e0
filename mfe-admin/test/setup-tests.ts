import '@testing-library/jest-dom';
import {
  keepStylesOutOfDocument,
  skipOwnerStacks,
  waitAsOnABusyMachine,
} from '@reedmere/web-kit/testing';

waitAsOnABusyMachine();
keepStylesOutOfDocument();
// A test that reads a colour MUI gives puts the rules in the document for itself alone.
afterEach(keepStylesOutOfDocument);

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

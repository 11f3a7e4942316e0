import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { keepStylesOutOfDocument, skipOwnerStacks } from '@reedmere/web-kit/testing';

// A form's save and the list read after it can take more than the default 1 s to settle while
// the other test files run beside it on a busy machine.
configure({ asyncUtilTimeout: 5000 });
keepStylesOutOfDocument();
// A test that reads a colour MUI gives puts the rules in the document for itself alone.
afterEach(keepStylesOutOfDocument);

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

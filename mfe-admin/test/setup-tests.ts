import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A form's save and the list read after it can take more than the default 1 s to settle while
// the other test files run beside it on a busy machine.
configure({ asyncUtilTimeout: 5000 });

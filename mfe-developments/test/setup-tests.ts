import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installDialogMethods, skipOwnerStacks } from '@reedmere/web-kit/testing';

// jsdom does not scroll; a list brings its heading into view when its page is turned.
Element.prototype.scrollIntoView = jest.fn() as unknown as typeof Element.prototype.scrollIntoView;

// jsdom's <dialog> has no showModal or close; the photo gallery is one.
installDialogMethods();

// A lazy page and the theme it loads, or a read and the render after it, can take more than the
// default 1 s to settle while other tests run beside it on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// React's stack for every element it creates serves only its warnings, at a tenth of these tests' time.
skipOwnerStacks();

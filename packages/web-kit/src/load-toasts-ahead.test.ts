import { loadToastsAhead } from './notify';

// A file of its own, so no earlier test has loaded the toast library. jest runs the mock's
// factory when the library is first required.
let libraryLoaded = false;
jest.mock('sonner', () => {
  libraryLoaded = true;
  return jest.requireActual('sonner');
});

describe('loadToastsAhead', () => {
  it('loads the toast library with no toast shown', async () => {
    expect(libraryLoaded).toBe(false);
    loadToastsAhead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(libraryLoaded).toBe(true);
  });
});

import { notify } from '@reedmere/web-kit';

/**
 * For the tests of the enclosing describe: error toasts go to the returned mock instead of the
 * screen. Only the toast is replaced, so the kit's error predicates stay real.
 */
export function recordErrorToasts(): jest.Mock {
  const errorToasts = jest.fn();
  beforeEach(() => {
    errorToasts.mockReset();
    jest.spyOn(notify, 'error').mockImplementation(errorToasts);
  });
  afterEach(() => jest.restoreAllMocks());
  return errorToasts;
}

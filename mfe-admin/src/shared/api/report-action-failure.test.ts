import { ApiError, notify } from '@reedmere/web-kit';
import { reportActionFailure } from './report-action-failure';

// Only the toasts are stubbed: the error predicates stay real.
jest.mock('@reedmere/web-kit', () => ({
  ...jest.requireActual<object>('@reedmere/web-kit'),
  notify: { error: jest.fn() },
}));

const notifyError = notify.error as jest.Mock;

describe('reportActionFailure', () => {
  beforeEach(() => notifyError.mockClear());

  it('tells a signed-out admin to log in and sends them there after 2 s', () => {
    const sendToLogin = jest.fn();
    reportActionFailure(
      new ApiError(401, '{"message":"Unauthorized"}'),
      'property',
      'copy',
      sendToLogin,
    );
    expect(notifyError).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please login to copy properties. Redirecting to login...',
    });
    expect(sendToLogin).toHaveBeenCalledWith(2000);
  });

  it('names the action and entity for any other failure and stays on the page', () => {
    const sendToLogin = jest.fn();
    reportActionFailure(
      new ApiError(500, 'Internal Server Error'),
      'development',
      'delete',
      sendToLogin,
    );
    expect(notifyError).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to delete development',
    });
    expect(sendToLogin).not.toHaveBeenCalled();
  });

  it("gives the server's reason when it refused the save, and stays on the page", () => {
    const sendToLogin = jest.fn();
    reportActionFailure(
      new ApiError(409, '{"message":"An article with this slug already exists"}'),
      'article',
      'create',
      sendToLogin,
    );
    expect(notifyError).toHaveBeenCalledWith({
      title: 'Error',
      description: 'An article with this slug already exists',
    });
    expect(sendToLogin).not.toHaveBeenCalled();
  });
});

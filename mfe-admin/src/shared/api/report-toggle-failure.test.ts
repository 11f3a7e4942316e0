import { ApiError } from '@reedmere/web-kit';
import { recordErrorToasts } from '../testing/error-toasts';
import { reportToggleFailure } from './report-toggle-failure';

describe('reportToggleFailure', () => {
  const notifyError = recordErrorToasts();

  it('tells a signed-out admin they are logged out and sends them to log in after 0.5 s', () => {
    const sendToLogin = jest.fn();
    reportToggleFailure(
      new ApiError(401, '{"message":"Unauthorized"}'),
      'Failed to update enquiry.',
      sendToLogin,
    );
    expect(notifyError).toHaveBeenCalledWith({
      title: 'Unauthorized: You are logged out. Logging in again...',
    });
    expect(sendToLogin).toHaveBeenCalledWith(500);
  });

  it('shows the given failure otherwise and stays on the page', () => {
    const sendToLogin = jest.fn();
    reportToggleFailure(new ApiError(500, 'boom'), 'Failed to update enquiry.', sendToLogin);
    expect(notifyError).toHaveBeenCalledWith({ title: 'Failed to update enquiry.' });
    expect(sendToLogin).not.toHaveBeenCalled();
  });

  it('adds the reason a right is missing', () => {
    const message =
      'Only the owner or a manager can change enquiries and alerts. You are a viewer.';
    reportToggleFailure(
      new ApiError(403, JSON.stringify({ message })),
      'Failed to update enquiry.',
      jest.fn(),
    );
    expect(notifyError).toHaveBeenCalledWith({
      title: 'Failed to update enquiry.',
      description: message,
    });
  });
});

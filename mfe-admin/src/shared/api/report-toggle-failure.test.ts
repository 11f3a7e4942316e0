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
});

import { ApiError } from '@reedmere/web-kit';
import { recordErrorToasts } from '../testing/error-toasts';
import { reportUploadFailure } from './report-upload-failure';

describe('reportUploadFailure', () => {
  const notifyError = recordErrorToasts();

  it('asks a signed-out admin to log in and sends them there after 0.5 s', () => {
    const sendToLogin = jest.fn();
    reportUploadFailure(new ApiError(401, '{"message":"Unauthorized"}'), sendToLogin);
    expect(notifyError).toHaveBeenCalledWith({ title: 'Please log in to upload images' });
    expect(sendToLogin).toHaveBeenCalledWith(500);
  });

  it("names the server's own message for any other failure and stays on the page", () => {
    const sendToLogin = jest.fn();
    reportUploadFailure(new ApiError(413, '{"message":"File too large"}'), sendToLogin);
    expect(notifyError).toHaveBeenCalledWith({ title: 'Failed to upload images: File too large' });
    expect(sendToLogin).not.toHaveBeenCalled();
  });

  it('falls back to the error message, or says the reason is unknown', () => {
    const sendToLogin = jest.fn();
    reportUploadFailure(new ApiError(500, 'Internal Server Error'), sendToLogin);
    reportUploadFailure('offline', sendToLogin);
    expect(notifyError.mock.calls).toEqual([
      [{ title: 'Failed to upload images: 500: Internal Server Error' }],
      [{ title: 'Failed to upload images: Unknown error' }],
    ]);
    expect(sendToLogin).not.toHaveBeenCalled();
  });
});

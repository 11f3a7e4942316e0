import { ApiError } from '@reedmere/web-kit';
import { recordErrorToasts } from '../testing/error-toasts';
import { reportActionFailure, type EntityAction, type EntityName } from './report-action-failure';

describe('reportActionFailure', () => {
  const notifyError = recordErrorToasts();

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

  it.each<{
    why: string;
    failure: ApiError;
    entity: EntityName;
    action: EntityAction;
    said: string;
  }>([
    {
      why: 'names the action and entity for any other failure',
      failure: new ApiError(500, 'Internal Server Error'),
      entity: 'development',
      action: 'delete',
      said: 'Failed to delete development',
    },
    {
      why: "gives the server's reason when it refused the save",
      failure: new ApiError(409, '{"message":"An article with this slug already exists"}'),
      entity: 'article',
      action: 'create',
      said: 'An article with this slug already exists',
    },
  ])('$why, and stays on the page', ({ failure, entity, action, said }) => {
    const sendToLogin = jest.fn();
    reportActionFailure(failure, entity, action, sendToLogin);
    expect(notifyError).toHaveBeenCalledWith({ title: 'Error', description: said });
    expect(sendToLogin).not.toHaveBeenCalled();
  });
});

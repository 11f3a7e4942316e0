import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it('reads the message of a JSON error body', () => {
    expect(serverMessage(new Error('400: {"message":"Page path is taken"}'))).toBe(
      'Page path is taken',
    );
  });

  it('gives nothing for plain text, empty messages or non-errors', () => {
    expect(serverMessage(new Error('500: Internal Server Error'))).toBeUndefined();
    expect(serverMessage(new Error('400: {"message":""}'))).toBeUndefined();
    expect(serverMessage('400: {"message":"x"}')).toBeUndefined();
  });
});

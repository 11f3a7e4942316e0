import { isSessionLost } from './is-unauthorized';

describe('isSessionLost', () => {
  it('matches a 401 or an Unauthorized message', () => {
    expect(isSessionLost(new Error('401: Session expired'))).toBe(true);
    expect(isSessionLost(new Error('403: {"message":"Unauthorized"}'))).toBe(true);
  });

  it('does not match other failures', () => {
    expect(isSessionLost(new Error('500: Internal Server Error'))).toBe(false);
    expect(isSessionLost(new Error('Failed to fetch'))).toBe(false);
    expect(isSessionLost('401: Unauthorized')).toBe(false);
  });
});

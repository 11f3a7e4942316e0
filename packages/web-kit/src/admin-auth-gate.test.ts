import { isUnauthorized } from './admin-auth-gate';

describe('isUnauthorized', () => {
  it('matches the BFF 401 answer', () => {
    expect(isUnauthorized(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
  });

  it('does not match other statuses or 401s without the word', () => {
    expect(isUnauthorized(new Error('403: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorized(new Error('401: Login failed'))).toBe(false);
    expect(isUnauthorized(new Error('500: Unauthorized 401'))).toBe(false);
    expect(isUnauthorized('401: Unauthorized')).toBe(false);
    expect(isUnauthorized(undefined)).toBe(false);
  });
});

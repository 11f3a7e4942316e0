import { goToServerPage } from './go-to-server-page';

describe('goToServerPage', () => {
  it('replaces the current history entry instead of adding one', () => {
    const location = { replace: jest.fn(), assign: jest.fn() };
    goToServerPage('/api/login', location);
    expect(location.replace).toHaveBeenCalledWith('/api/login');
    expect(location.assign).not.toHaveBeenCalled();
  });
});

import { render } from '@testing-library/react';
import { useCodeOnLeaving } from './code-on-leaving';

function Page({ loads }: { loads: Array<() => Promise<unknown>> }) {
  useCodeOnLeaving(...loads);
  return <p>Page</p>;
}

describe('useCodeOnLeaving', () => {
  it('loads nothing while the page shows, and everything once it is left', () => {
    const first = jest.fn(() => Promise.resolve());
    const second = jest.fn(() => Promise.reject(new Error('offline')));
    const page = render(<Page loads={[first, second]} />);
    page.rerender(<Page loads={[first, second]} />);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    page.unmount();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

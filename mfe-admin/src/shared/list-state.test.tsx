import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@reedmere/web-kit';
import { ListState, type ListStateProps } from './list-state';

const TEXTS = {
  accessText: 'Please log in again to manage things.',
  errorText: 'Failed to load things.',
  loadingText: 'Loading things...',
};

type Read = ListStateProps<string[]>['read'];

const renderState = (
  read: Partial<Read>,
  props: Partial<Omit<ListStateProps<string[]>, 'read'>> = {},
) => {
  const mutate = jest.fn(async () => undefined);
  render(
    <ListState<string[]>
      read={{ data: undefined, error: undefined, isLoading: false, mutate, ...read }}
      {...TEXTS}
      {...props}
    >
      {(things) => <p>{things.join(', ')}</p>}
    </ListState>,
  );
  return mutate;
};

describe('ListState', () => {
  it('asks to sign in again on a 401, under the Admin Access Required title', () => {
    const unauthorized = new ApiError(401, '{"message":"Unauthorized"}');
    renderState({ error: unauthorized });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Admin Access RequiredPlease log in again to manage things.',
    );
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/api/login',
    );
  });

  it('gives a one-line warning when the title is left out', () => {
    renderState({ error: new ApiError(401, '{"message":"Unauthorized"}') }, { accessTitle: null });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please log in again to manage things\.$/);
  });

  it('shows another failure with Retry, which reads again', () => {
    const mutate = renderState({ error: new ApiError(500, 'boom'), data: ['old'] });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load things.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // A bare revalidation: the click event must not become the list's data.
    expect(mutate).toHaveBeenCalledWith();
    expect(screen.queryByText('old')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a right the person lacks (403)',
      new ApiError(403, '{"message":"Only the owner or a manager can see this."}'),
      'Only the owner or a manager can see this.',
    ],
    [
      'a filter the server does not take (400)',
      new ApiError(
        400,
        '{"message":"Bad filter","errors":[{"field":"from","message":"from must be a date"}]}',
      ),
      'from must be a date',
    ],
  ])("gives the server's reason for %s, with no Retry", (_why, error, reason) => {
    renderState({ error });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(reason);
    expect(alert).not.toHaveTextContent('Failed to load things.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the plain failure with Retry for a refusal that gives no reason', () => {
    renderState({ error: new ApiError(403, 'Forbidden') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load things.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says it is loading until the data has come', () => {
    renderState({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
  });

  it('renders the section with the data once it has come', () => {
    renderState({ data: ['a', 'b'] });
    expect(screen.getByText('a, b')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

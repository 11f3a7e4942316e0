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

import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AdminAuthGate } from './admin-auth-gate';
import { ApiError } from './api-error';
import { renderRoute } from './testing';

describe('AdminAuthGate, when the browser brings the page back from its back/forward cache', () => {
  const USER = { id: 'u1', email: 'admin@reedmere.example', name: 'Alex Admin' };
  const SIGNED_OUT = new ApiError(401, '{"message":"Unauthorized"}');

  /** The gate in front of a panel with a name on show and a field holding typed text. */
  const renderGate = (answers: unknown[]) => {
    const fetcher = jest.fn(async () => {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      if (next instanceof Error) throw next;
      return next;
    });
    const redirect = jest.fn();
    renderRoute(
      <AdminAuthGate redirect={redirect}>
        {(user) => (
          <>
            <h1>Signed in as {user.name}</h1>
            <input aria-label="Half-typed note" />
          </>
        )}
      </AdminAuthGate>,
      { path: '/admin', fetcher },
    );
    return { fetcher, redirect };
  };

  const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
    act(() => {
      window.dispatchEvent(new PageTransitionEvent(type, { persisted }));
    });

  afterEach(() => jest.useRealTimers());

  it('hides the admin data as the page is put away, before it is frozen', async () => {
    renderGate([USER]);
    expect(await screen.findByRole('heading', { name: 'Signed in as Alex Admin' })).toBeVisible();
    pageTransition('pagehide', true);
    expect(screen.queryByRole('heading', { name: /Signed in as/ })).not.toBeInTheDocument();
    expect(screen.getByText('Checking authentication...')).toBeVisible();
  });

  it('asks for the session again and shows the panel as it was once it is confirmed', async () => {
    const { fetcher, redirect } = renderGate([USER]);
    const note = await screen.findByRole('textbox', { name: 'Half-typed note' });
    fireEvent.change(note, { target: { value: 'Kept' } });
    expect(fetcher).toHaveBeenCalledTimes(1);

    pageTransition('pagehide', true);
    pageTransition('pageshow', true);
    expect(screen.queryByRole('heading', { name: /Signed in as/ })).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);

    expect(await screen.findByRole('heading', { name: 'Signed in as Alex Admin' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Half-typed note' })).toHaveValue('Kept');
    expect(screen.queryByText('Checking authentication...')).not.toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('never shows the panel again when the session has gone, and goes to the sign-in page', async () => {
    const { redirect } = renderGate([USER, SIGNED_OUT]);
    await screen.findByRole('heading', { name: 'Signed in as Alex Admin' });
    jest.useFakeTimers();

    pageTransition('pagehide', true);
    pageTransition('pageshow', true);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Authentication Required'),
    );
    expect(screen.queryByRole('heading', { name: /Signed in as/ })).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1500);
    });
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });

  it('hides the panel on a restore even when it missed being put away', async () => {
    renderGate([USER, new Promise(() => undefined)]);
    await screen.findByRole('heading', { name: 'Signed in as Alex Admin' });
    pageTransition('pageshow', true);
    expect(screen.queryByRole('heading', { name: /Signed in as/ })).not.toBeInTheDocument();
    expect(screen.getByText('Checking authentication...')).toBeVisible();
  });

  it('leaves an ordinary page load and an ordinary leave alone', async () => {
    const { fetcher } = renderGate([USER]);
    await screen.findByRole('heading', { name: 'Signed in as Alex Admin' });
    pageTransition('pagehide', false);
    pageTransition('pageshow', false);
    expect(screen.getByRole('heading', { name: 'Signed in as Alex Admin' })).toBeVisible();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

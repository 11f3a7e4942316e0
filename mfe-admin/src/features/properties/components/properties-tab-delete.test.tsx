import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@reedmere/web-kit';
import { cancelDelete, confirmDelete } from '../../../shared/testing/delete-question';
import { answer } from '../../../shared/testing/fetch-stub';
import { expectSentToLogin, onFakeClock } from '../../../shared/testing/signed-out';
import { changeFailed, expectToast, loginRequired } from '../../../shared/testing/toasts';
import { heldAnswer, setUpPropertiesTab, textbox } from './test-properties-tab';

// Deleting a property: the question first, then the delete, its toasts and where the focus goes.
describe('PropertiesTab delete', () => {
  const { fetchStub, calls, redirect, renderTab, signOut } = setUpPropertiesTab();

  it('deletes only after the confirmation', async () => {
    fetchStub.mockImplementation(async () => answer(204));
    renderTab();
    await cancelDelete(
      'Delete Shop, Diss',
      'Are you sure you want to delete this property?',
      fetchStub,
    );
    await confirmDelete('Delete Shop, Diss');
    await expectToast('success', { title: 'Property deleted successfully' });
    expect(calls()).toEqual(['DELETE /api/properties/p2']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the property in the question, as the other delete questions do', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Shop, Diss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Shop, Diss' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this property?');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('reports a failed delete', async () => {
    fetchStub.mockImplementation(async () => answer(500));
    renderTab();
    await confirmDelete('Delete Shop, Diss');
    await expectToast('error', changeFailed('delete property'));
  });

  it('keeps the question open and busy until the answer, then reloads and focuses the heading', async () => {
    const held = heldAnswer();
    fetchStub.mockImplementationOnce(held.pending);
    const fetcher = renderTab();
    await confirmDelete('Delete Shop, Diss');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    // Behind the modal dialog, so hidden from the accessibility tree.
    expect(screen.getByRole('button', { name: 'Delete Shop, Diss', hidden: true })).toBeDisabled();
    await act(async () => {
      held.release(answer(204));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Properties' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete Shop, Diss' })).toBeEnabled();
  });

  it('closes the question and frees the row after a failed delete', async () => {
    fetchStub.mockImplementation(async () => answer(500));
    renderTab();
    await confirmDelete('Delete Shop, Diss');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Shop, Diss' })).toBeEnabled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('sends a signed-out admin to log in 2 s after a refused delete', async () => {
    signOut();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Shop, Diss' }));
    const dialog = await screen.findByRole('dialog');
    await onFakeClock(() =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })),
    );
    await expectSentToLogin(redirect, loginRequired('delete properties'), 2000);
  });

  it('closes the form of the property deleted', async () => {
    fetchStub.mockImplementation(async () => answer(204));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop, Diss' }));
    expect(textbox(/^Title/)).toHaveValue('Shop, Diss');
    await confirmDelete('Delete Shop, Diss');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Edit Shop, Diss' })).not.toBeInTheDocument(),
    );
    expect(calls()).toEqual(['DELETE /api/properties/p2']);
  });

  it('keeps the form of another property open', async () => {
    fetchStub.mockImplementation(async () => answer(204));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 3 Bed House, Dereham' }));
    await confirmDelete('Delete Shop, Diss');
    await expectToast('success', { title: 'Property deleted successfully' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Edit 3 Bed House, Dereham' })).toBeVisible();
  });
});

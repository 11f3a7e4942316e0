import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The open "Discard unsaved changes?" dialog, checked for its question. */
export async function discardQuestion(text: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  expect(dialog).toHaveAccessibleDescription(text);
  return dialog;
}

/** The question Cancel asks while the form holds changes to `editing` ('"Mill Lane"'). */
export const cancelQuestion = (editing: string): string =>
  `Your changes to ${editing} have not been saved. Discard them?`;

/** Presses Cancel on a changed form and answers its question with Discard changes. */
export async function cancelAndDiscard(editing: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = await discardQuestion(cancelQuestion(editing));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Whether leaving or reloading the page now would be questioned by the browser. */
export function leavingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A screen with a list of items, each with an Edit button, and one add/edit form. */
export interface UnsavedChangesScreen {
  /** Renders the screen; the list may load after. */
  render: () => void;
  /** Two listed items, as their Edit buttons and form headings name them ('Edit <name>'). */
  first: string;
  second: string;
  /** A text field of the form, and its value when each item is opened. */
  field: () => HTMLElement;
  values: readonly [first: string, second: string];
  /** The button that opens an empty form, and what the question calls the new item. */
  addButton: string;
  newItem: string;
}

/** The tests of the question asked before another item replaces a changed form. */
export function describeUnsavedChanges(spec: UnsavedChangesScreen): void {
  const question = (editing: string) =>
    `Your changes to ${editing} have not been saved. Discard them and open "${spec.second}"?`;
  const edit = (name: string) =>
    fireEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
  const type = (value: string) => fireEvent.change(spec.field(), { target: { value } });
  const answer = async (label: 'Keep editing' | 'Discard changes') => {
    const dialog = await discardQuestion(question(`"${spec.first}"`));
    fireEvent.click(within(dialog).getByRole('button', { name: label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  };
  const expectOpen = (name: string, value: string) => {
    expect(screen.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    expect(spec.field()).toHaveValue(value);
  };
  const openFirst = async () => {
    spec.render();
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${spec.first}` }));
  };

  describe('unsaved changes', () => {
    it('asks before Edit replaces a changed form: Keep editing keeps it, Discard opens the other', async () => {
      await openFirst();
      type('Changed');
      edit(spec.second);
      await answer('Keep editing');
      expectOpen(spec.first, 'Changed');
      edit(spec.second);
      await answer('Discard changes');
      expectOpen(spec.second, spec.values[1]);
    });

    it('opens the other item at once when nothing was changed, or a change was undone', async () => {
      await openFirst();
      edit(spec.second);
      expectOpen(spec.second, spec.values[1]);
      type('Changed');
      type(spec.values[1]);
      edit(spec.first);
      expectOpen(spec.first, spec.values[0]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('asks before Cancel discards changes: Keep editing keeps them, Discard closes the form', async () => {
      await openFirst();
      type('Changed');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      const dialog = await discardQuestion(cancelQuestion(`"${spec.first}"`));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expectOpen(spec.first, 'Changed');
      await cancelAndDiscard(`"${spec.first}"`);
      expect(screen.queryByRole('heading', { name: `Edit ${spec.first}` })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Edit ${spec.first}` })).toHaveFocus();
    });

    it('closes an unchanged form on Cancel without asking', async () => {
      await openFirst();
      // Awaited to its end: the focus coming back to Edit starts that button's ripple later.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('heading', { name: `Edit ${spec.first}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('names a new item in the question', async () => {
      spec.render();
      fireEvent.click(await screen.findByRole('button', { name: spec.addButton }));
      type('Changed');
      edit(spec.second);
      await discardQuestion(question(spec.newItem));
    });
  });
}

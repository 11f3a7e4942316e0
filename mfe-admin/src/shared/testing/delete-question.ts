import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Presses `button` (or the button of that name) and returns the question that opens. */
async function openQuestion(button: string | HTMLElement): Promise<HTMLElement> {
  fireEvent.click(
    typeof button === 'string' ? await screen.findByRole('button', { name: button }) : button,
  );
  return screen.findByRole('dialog');
}

/** Answers the open question with Cancel, and checks it closes with nothing sent. */
export async function cancelQuestion(dialog: HTMLElement, fetchStub: jest.Mock): Promise<void> {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fetchStub).not.toHaveBeenCalled();
}

/** Presses `button`, checks the question asks `question`, and cancels it: nothing is sent. */
export async function cancelDelete(
  button: string | HTMLElement,
  question: string,
  fetchStub: jest.Mock,
): Promise<void> {
  const dialog = await openQuestion(button);
  // The question is the dialog's description, read out when it opens.
  expect(dialog).toHaveAccessibleDescription(question);
  await cancelQuestion(dialog, fetchStub);
}

/** Presses `button`, then Delete in the question that opens. */
export async function confirmDelete(button: string | HTMLElement): Promise<void> {
  const dialog = await openQuestion(button);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

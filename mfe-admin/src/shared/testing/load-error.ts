import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@reedmere/web-kit';

/** Finds the load error saying `text`, presses its Retry and waits for the list to be read again. */
export async function retryAfterLoadError(text: string, fetcher: jest.Mock): Promise<void> {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
}

/**
 * The tests of a list that cannot be read, rendered failing by `renderFailing`: a lost session
 * asks for admin access, any other failure says `errorText` and offers Retry.
 */
export function itReportsListLoadFailures(
  renderFailing: (failure: Error) => jest.Mock,
  errorText: string,
): void {
  it('shows Admin Access Required when the list answers 401', async () => {
    renderFailing(new ApiError(401, '{"message":"Unauthorized"}'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin Access Required');
  });

  it('shows a load error with Retry otherwise, and Retry reads again', async () => {
    const fetcher = renderFailing(new ApiError(500, 'boom'));
    await retryAfterLoadError(errorText, fetcher);
  });
}

import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { notify, ToastRegion } from './toast';

afterEach(() => act(() => void toast.dismiss()));

describe('toasts', () => {
  it('shows a title and a description in the labelled region', async () => {
    render(<ToastRegion />);
    act(() => notify.success({ title: 'Message Sent!', description: 'Thank you.' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText('Thank you.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the last', async () => {
    render(<ToastRegion />);
    act(() => notify.info({ title: 'First' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => notify.error({ title: 'Second' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  });

  it('moves focus to the toasts with F8', async () => {
    render(<ToastRegion />);
    act(() => notify.info({ title: 'Saved' }));
    await screen.findByText('Saved');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-sonner-toaster]')).not.toBeNull(),
    );
  });
});

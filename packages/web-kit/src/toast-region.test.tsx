import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { BOTTOM_BARS_HEIGHT, setBottomBarsHeight } from './bottom-bars-height';
import { notify } from './notify';
import { ToastRegion } from './toast-region';
import { dismissToastsAfterEachTest } from './testing/toasts';

async function showToast(): Promise<HTMLElement> {
  render(<ToastRegion />);
  act(() => notify.success({ title: 'Message Sent!', description: 'Thank you.' }));
  await screen.findByText('Message Sent!');
  return document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
}

dismissToastsAfterEachTest();

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

  it.each(['success', 'info', 'warning', 'error'])(
    'draws %s toasts in text and background at least 4.5:1 apart',
    async (kind) => {
      const toaster = await showToast();
      const text = toaster.style.getPropertyValue(`--${kind}-text`);
      const background = toaster.style.getPropertyValue(`--${kind}-bg`);
      expect(text).not.toBe('');
      expect(background).not.toBe('');
      expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('shows toasts at the bottom, above the bars fixed there, clear of the header', async () => {
    const toaster = await showToast();
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    for (const offset of ['--offset-bottom', '--mobile-offset-bottom']) {
      expect(toaster.style.getPropertyValue(offset)).toContain(`var(${BOTTOM_BARS_HEIGHT}`);
    }
  });

  it('is given the bars’ height, and none once the bars have gone', async () => {
    const toaster = await showToast();
    const heightOnToaster = () => getComputedStyle(toaster).getPropertyValue(BOTTOM_BARS_HEIGHT);
    setBottomBarsHeight('56px');
    expect(heightOnToaster()).toBe('56px');
    setBottomBarsHeight('120px');
    expect(heightOnToaster()).toBe('120px');
    // Set on the toasts alone, not inherited by the whole page from its root.
    expect(getComputedStyle(document.body).getPropertyValue(BOTTOM_BARS_HEIGHT)).toBe('');
    setBottomBarsHeight(null);
    expect(heightOnToaster()).toBe('');
  });

  it('keeps the toasts in a polite live region', async () => {
    await showToast();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toContainElement(screen.getByText('Message Sent!'));
  });
});

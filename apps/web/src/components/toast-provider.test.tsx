import { TOAST_DURATION_MS } from '@qi/domain/constants';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ShowToast, useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

let show: ShowToast = () => {};
function Grab() {
  show = useToast();
  return null;
}

describe('ToastProvider', () => {
  it('shows a success toast at the top center and hides it after 6 seconds', async () => {
    // The toast view is loaded on demand; have it ready before the clock is faked.
    await import('./toast-view');
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    await act(async () => show('Saved.'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Saved.');
    expect(alert.className).toContain('MuiAlert-colorSuccess');
    expect(alert.closest('.MuiSnackbar-root')?.className).toContain('MuiSnackbar-anchorOriginTopCenter');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText('Saved.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    // The exit transition starts once the toast closes, then unmounts it.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('shows errors with error severity, replacing the previous toast', async () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => show('First.'));
    expect(await screen.findByText('First.')).toBeTruthy();
    act(() => show('Failed.', 'error'));
    expect(screen.getByRole('alert').className).toContain('MuiAlert-colorError');
    expect(screen.getByText('Failed.')).toBeTruthy();
    expect(screen.queryByText('First.')).toBeNull();
  });

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow('useToast must be used inside <ToastProvider>.');
  });
});

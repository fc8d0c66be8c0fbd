import { TOAST_DURATION_MS } from '@qi/domain/constants';
import { act, render, screen, waitFor } from '@testing-library/react';
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
    // notistack is loaded on demand; have it ready before the clock is faked.
    await import('./toast-host');
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
    const container = alert.closest<HTMLElement>('.notistack-SnackbarContainer');
    expect(container).not.toBeNull();
    expect(getComputedStyle(container as HTMLElement).top).not.toBe('');
    expect(getComputedStyle(container as HTMLElement).bottom).toBe('');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText('Saved.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    // The exit transitions (slide, then collapse) run one after the other once the toast closes.
    for (let step = 0; step < 4; step++) act(() => vi.advanceTimersByTime(500));
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
    // The first toast leaves (its exit transition) and the new one takes its place.
    expect((await screen.findByText('Failed.')).closest('[role="alert"]')?.className).toContain(
      'MuiAlert-colorError',
    );
    await waitFor(() => expect(screen.queryByText('First.')).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow('useToast must be used inside <ToastProvider>.');
  });
});

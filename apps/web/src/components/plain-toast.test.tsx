import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ShowToast, useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

// notistack's chunk cannot be fetched (offline, or replaced by a new release).
vi.mock('./toast-host', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

let show: ShowToast = () => {};
function Grab() {
  show = useToast();
  return null;
}

describe('ToastProvider without notistack', () => {
  it('still shows the message, in a plain toast', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => show('Could not save.', 'error'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not save.');
    expect(alert.className).not.toContain('MuiAlert');
    act(() => show('Saved.'));
    expect((await screen.findByText('Saved.')).getAttribute('role')).toBe('alert');
  });
});

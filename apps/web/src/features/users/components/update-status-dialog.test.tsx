import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateStatusDialog } from './update-status-dialog';

function renderDialog(active: boolean, pending = false) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <UpdateStatusDialog open active={active} pending={pending} onSave={onSave} onClose={onClose} />,
  );
  return { onSave, onClose, view };
}

describe('UpdateStatusDialog', () => {
  it('toggles between Active and Deactivated; Save sends the new state once it differs', async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog(true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(screen.getByRole('switch', { name: 'Active' })).toBeTruthy();
    expect(save.disabled).toBe(true);

    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch', { name: 'Deactivated' })).toBeTruthy();
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith(false);

    // Back to the saved state: nothing to save.
    await user.click(screen.getByRole('switch'));
    expect(save.disabled).toBe(true);
  });

  it('reactivates a deactivated user', async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog(false);
    expect(screen.getByRole('switch', { name: 'Deactivated' })).toBeTruthy();
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(true);
  });

  it('holds Save while the change is being saved; Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = renderDialog(true, true);
    await user.click(screen.getByRole('switch'));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});

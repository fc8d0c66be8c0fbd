import type { Role } from '@qi/domain/roles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateRoleDialog } from './update-role-dialog';

function renderDialog(role: Role) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<UpdateRoleDialog open role={role} pending={false} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose };
}

describe('UpdateRoleDialog', () => {
  it('offers the four roles by label, and saves the chosen one', async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog('user');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // MUI names the select by its label and its value ('Role User').
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User', 'Investigator', 'Quality', 'Admin']);
    await user.click(within(listbox).getByRole('option', { name: 'Quality' }));
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith('quality');
  });

  it('Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = renderDialog('admin');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});

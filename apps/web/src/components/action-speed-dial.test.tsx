import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionSpeedDial } from './action-speed-dial';

/** A details page's menu with the dialog its action opens. */
function MenuWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionSpeedDial
        ariaLabel="Incident actions"
        items={[{ key: 'edit', label: 'Edit', icon: <Edit />, onClick: () => setOpen(true) }]}
      />
      <Dialog open={open} onClose={() => setOpen(false)}>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </Dialog>
    </>
  );
}

describe('ActionSpeedDial', () => {
  it('folds once an action is chosen, so the next click opens it again', async () => {
    render(<MenuWithDialog />);
    // The actions animate in; the test DOM cannot tell when they are clickable.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fab = screen.getByRole('button', { name: 'Incident actions' });
    expect(fab.getAttribute('aria-expanded')).toBe('false');

    await user.click(fab);
    await waitFor(() => expect(fab.getAttribute('aria-expanded')).toBe('true'));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The closing dialog gives the focus back to the action; the menu stays folded.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fab.getAttribute('aria-expanded')).toBe('false');

    // One click shows the actions again.
    await user.click(fab);
    await waitFor(() => expect(fab.getAttribute('aria-expanded')).toBe('true'));
  });

  it('stays open when clicked after hovering unfolded it', async () => {
    render(<MenuWithDialog />);
    // The actions animate in; the test DOM cannot tell when they are clickable.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fab = screen.getByRole('button', { name: 'Incident actions' });
    await user.hover(fab);
    await waitFor(() => expect(fab.getAttribute('aria-expanded')).toBe('true'));
    await user.click(fab);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fab.getAttribute('aria-expanded')).toBe('true');
    // A second click folds it.
    await user.click(fab);
    await waitFor(() => expect(fab.getAttribute('aria-expanded')).toBe('false'));
  });

  it('shows every action with its label once open, without hovering the action (touch screens)', async () => {
    const clicked: string[] = [];
    render(
      <ActionSpeedDial
        ariaLabel="Incident actions"
        items={['Acknowledge', 'Reject'].map((label) => ({
          key: label.toLowerCase(),
          label,
          icon: <Edit />,
          onClick: () => clicked.push(label),
        }))}
      />,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Incident actions' }));
    // Labels are text on the page, not tooltips that appear on hover.
    expect(screen.getByText('Acknowledge')).toBeTruthy();
    expect(screen.getByText('Reject')).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }));
    expect(clicked).toEqual(['Reject']);
  });
});

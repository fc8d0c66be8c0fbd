import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LEAVE_PAGE, UNSAVED_CHANGES_QUESTION, useUnsavedChangesGuard } from './unsaved-changes-guard';

/** A form page: typing makes it dirty; 'Save' leaves on purpose, as a successful save does. */
function FormPage() {
  const [text, setText] = useState('');
  const guard = useUnsavedChangesGuard(text !== '');
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <button
        type="button"
        onClick={() => {
          guard.allowLeaving();
          void navigate('/elsewhere');
        }}
      >
        Save
      </button>
      {guard.dialog}
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), path: () => router.state.location.pathname };
}

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form be left without asking', async () => {
    const { user, path } = renderForm();
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(path()).toBe('/elsewhere'));
    expect(screen.queryByText(UNSAVED_CHANGES_QUESTION)).toBeNull();
  });

  it('asks before a dirty form is left: Cancel stays with the changes, Leave page goes', async () => {
    const { user, path } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_QUESTION })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(path()).toBe('/form');
    expect((screen.getByRole('textbox', { name: 'Text' }) as HTMLInputElement).value).toBe('draft');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: LEAVE_PAGE }));
    await waitFor(() => expect(path()).toBe('/elsewhere'));
  });

  it("asks the browser's question on closing or reloading the tab only while dirty", async () => {
    renderForm();
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'x' } });
    expect(beforeUnloadPrevented()).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: '' } });
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('does not ask when the form is left on purpose (after a save)', async () => {
    const { user, path } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'draft');
    await act(() => user.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(path()).toBe('/elsewhere'));
    expect(screen.queryByText(UNSAVED_CHANGES_QUESTION)).toBeNull();
  });
});

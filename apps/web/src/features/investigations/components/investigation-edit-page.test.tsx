import { formatDate, todayIso } from '@qi/domain/dates';
import { CONCURRENCY_MSG } from '@qi/domain/record-version';
import { CONFIRM } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fetch-mock';
import {
  buildInvestigation,
  mockInvestigationApi,
  signedInvestigation,
} from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';
import { INVESTIGATION_SAVED } from './investigation-edit-page';
import { CONFIRM_REMOVE_SIGN_OFF, RELOAD_KEEPING_CHANGES } from './investigation-form';

// Queries by id and label rather than by role: the form is large and role queries are slow in the test DOM.
const region = (name: string) => {
  const found = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  if (!found) throw new Error(`No section ${name}`);
  return found;
};
const completedBox = (name: string) => within(region(name)).getByLabelText('Completed') as HTMLInputElement;
const field = (name: string) => {
  const found = document.getElementById(`investigation-${name}`);
  if (!found) throw new Error(`No field ${name}`);
  return found as HTMLInputElement;
};
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function open(
  role: 'quality' | 'user' = 'quality',
  investigation = buildInvestigation(),
  extra: Parameters<typeof mockInvestigationApi>[2] = {},
) {
  const api = mockInvestigationApi(role, investigation, extra);
  const app = renderApp('/investigation/inv-1/edit');
  await screen.findByRole('heading', { level: 1, name: 'Update Investigation' });
  // The user names arrive with the bulk load.
  await waitFor(() => expect(api.requests.some((r) => r.path.startsWith('/v1/data'))).toBe(true));
  return { ...api, app, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('/investigation/:id/edit', () => {
  it('sends role user to the details and an unknown id to /not-found', async () => {
    mockInvestigationApi('user', buildInvestigation());
    const app = renderApp('/investigation/inv-1/edit');
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-1'));
    app.unmount();
    mockInvestigationApi('quality', buildInvestigation());
    const other = renderApp('/investigation/nope/edit');
    await waitFor(() => expect(other.location()).toBe('/not-found'));
  });

  it('shows the breadcrumbs, the related incidents and 8-row sections', async () => {
    await open();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Incidents', 'Investigation', 'Update Investigation']);
    expect(screen.getByRole('link', { name: 'Incident 42' })).toBeTruthy();
    expect(field('containmentAction').getAttribute('rows')).toBe('8');
    expect(field('rootCauseCategory').querySelectorAll('option')).toHaveLength(14);
  });

  it('lets a section be signed off only with text, root cause also with a category', async () => {
    const { user } = await open();
    expect(completedBox('Containment Action').disabled).toBe(true);
    expect(
      within(region('Containment Action')).getByText('Containment Action must not be empty.'),
    ).toBeTruthy();
    await fill(user, field('containmentAction'), 'Quarantined.');
    expect(completedBox('Containment Action').disabled).toBe(false);
    await user.click(completedBox('Containment Action'));
    const today = formatDate(todayIso());
    expect(
      within(region('Containment Action')).getByText(`Signed by Quinn Quality on ${today}`),
    ).toBeTruthy();
    expect(field('containmentAction').disabled).toBe(true);

    await fill(user, field('rootCause'), 'Worn tool.');
    expect(completedBox('Root cause').disabled).toBe(true);
    expect(within(region('Root cause')).getByText('A root cause category must be selected.')).toBeTruthy();
    await user.selectOptions(field('rootCauseCategory'), 'wrongSetting');
    await user.click(completedBox('Root cause'));
    expect(field('rootCauseCategory').disabled).toBe(true);
  });

  it('asks before removing a sign-off, then clears it', async () => {
    const { user } = await open('quality', signedInvestigation());
    await waitFor(() =>
      expect(within(region('Root cause')).getByText('Signed by Quinn Quality on 07-03-2025')).toBeTruthy(),
    );
    await user.click(completedBox('Root cause'));
    let dialog = await screen.findByRole('dialog', { name: CONFIRM_REMOVE_SIGN_OFF });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(completedBox('Root cause').checked).toBe(true);
    await user.click(completedBox('Root cause'));
    dialog = await screen.findByRole('dialog', { name: CONFIRM_REMOVE_SIGN_OFF });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await dialogClosed();
    expect(completedBox('Root cause').checked).toBe(false);
    expect(field('rootCause').disabled).toBe(false);
    expect(within(region('Root cause')).queryByText(/Signed by/)).toBeNull();
  });

  it("shows 'Is completed?' (justified is Yes by default), enabled only when the preconditions hold", async () => {
    const { user } = await open();
    const justified = field('incidentJustified') as unknown as HTMLSelectElement;
    expect(justified.value).toBe('yes');
    const isCompleted = screen.getByLabelText('Is completed?') as HTMLInputElement;
    expect(isCompleted.disabled).toBe(true);
    expect(screen.getByText(/Containment Action must be signed off\./)).toBeTruthy();
    await user.selectOptions(justified, 'no');
    expect(isCompleted.disabled).toBe(false);
    await user.click(isCompleted);
    expect(field('incidentDescription').disabled).toBe(true);
    expect(justified.hasAttribute('disabled')).toBe(true);
  });

  it('locks everything on a completed investigation except un-ticking Is completed?', async () => {
    const { user, requests } = await open(
      'quality',
      signedInvestigation({
        completed: true,
        status: 'completed',
        completedSignedBy: 'u-q',
        completedSignedDate: '2025-03-08',
      }),
    );
    expect(field('incidentDescription').disabled).toBe(true);
    expect(field('additionalNotes').disabled).toBe(true);
    expect(completedBox('Root cause').disabled).toBe(true);
    expect(completedBox('Conclusion / Additional Notes').disabled).toBe(true);
    expect((screen.getByText('Add attachments').closest('button') as HTMLButtonElement).disabled).toBe(true);
    const isCompleted = screen.getByLabelText('Is completed?') as HTMLInputElement;
    expect(isCompleted.disabled).toBe(false);
    await user.click(screen.getByText('Save changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    // Nothing was changed: the save carries only the version it was made from.
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ version: 1 }));
  });

  it('validates, asks, PUTs what the person changed with the version, and goes to the details', async () => {
    const { user, requests, app } = await open();
    await user.clear(field('defectiveProductQuantity'));
    await user.clear(field('incidentDescription'));
    await user.click(screen.getByText('Save changes'));
    expect(await screen.findByText('Defective product quantity is required')).toBeTruthy();
    // The first invalid field in page order gets the focus (and is scrolled to), not the one edited last.
    await waitFor(() => expect(document.activeElement).toBe(field('incidentDescription')));
    await fill(user, field('incidentDescription'), 'Described again.');
    await fill(user, field('defectiveProductQuantity'), '-12');
    expect(field('defectiveProductQuantity').value).toBe('12');
    await user.selectOptions(field('incidentJustified'), 'no');
    await fill(user, field('costOfLabour'), '10.5');
    await fill(user, field('costOfMaterial'), '4');
    expect(field('totalCost').value).toBe('£14.50');
    await fill(user, field('additionalNotes'), 'Not our fault.');
    await user.click(completedBox('Conclusion / Additional Notes'));
    await user.click(screen.getByText('Save changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(INVESTIGATION_SAVED)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-1'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      version: 1,
      incidentDescription: 'Described again.',
      additionalNotes: 'Not our fault.',
      defectiveProductQuantity: '12',
      costOfLabour: 10.5,
      costOfMaterial: 4,
      incidentJustified: false,
      signedOff: { additionalNotes: true },
    });
  });

  it("sends a sign-off or the completion only when its box was clicked, never others' sign-offs", async () => {
    const { user, requests } = await open('quality', signedInvestigation());
    await fill(user, field('additionalNotes'), 'Checked again.');
    await user.click(screen.getByText('Save changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        version: 1,
        additionalNotes: 'Checked again.',
      }),
    );
  });

  it('a save refused because someone else saved first: says so, reloads keeping the typed text', async () => {
    let saved = buildInvestigation({ incidentJustified: false });
    const stale = CONCURRENCY_MSG.staleInvestigation;
    const conflict = {
      statusCode: 409,
      code: 'CONFLICT',
      message: stale,
      issues: [{ path: 'version', message: stale }],
    };
    const { user, requests, app } = await open('quality', saved, {
      'GET /v1/investigations/inv-1': () => json(saved),
      'PUT /v1/investigations/inv-1': (r) => {
        const body = r.body as { version: number };
        if (body.version !== saved.version) return json(conflict, 409);
        saved = { ...saved, ...(r.body as object), version: (saved.version ?? 1) + 1 };
        return json(saved);
      },
    });
    // Someone else saves a root cause meanwhile.
    saved = { ...saved, rootCause: 'Theirs: worn tool.', version: 2 };
    await fill(user, field('containmentAction'), 'Mine: quarantined.');
    await user.click(screen.getByText('Save changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    const dialog = await screen.findByRole('dialog', { name: stale });
    expect(field('containmentAction').value).toBe('Mine: quarantined.');
    await user.click(within(dialog).getByRole('button', { name: RELOAD_KEEPING_CHANGES }));
    await dialogClosed();
    expect(field('containmentAction').value).toBe('Mine: quarantined.');
    expect(field('rootCause').value).toBe('Theirs: worn tool.');
    expect(screen.getByRole('status').textContent).toContain(
      'Your unsaved changes were kept: Containment Action.',
    );
    await user.click(screen.getByText('Save changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-1'));
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.at(-1)?.body).toEqual({ version: 2, containmentAction: 'Mine: quarantined.' });
    expect(saved.rootCause).toBe('Theirs: worn tool.');
  });

  it('a completed investigation with a closed incident cannot be un-completed by a save', async () => {
    await open(
      'quality',
      signedInvestigation({
        completed: true,
        status: 'completed',
        completedSignedBy: 'u-q',
        completedSignedDate: '2025-03-08',
        relatedIncidents: [{ id: 'i-1', incidentNumber: 42, status: 'closed' }],
      }),
    );
    const isCompleted = screen.getByLabelText('Is completed?') as HTMLInputElement;
    expect(isCompleted.disabled).toBe(true);
    expect(screen.getByText(new RegExp(CONCURRENCY_MSG.closedIncidentsLock.slice(0, 40)))).toBeTruthy();
  });

  it('discards after confirming', async () => {
    const { user, app, requests } = await open();
    await user.click(screen.getByText('Discard changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.discard })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-1'));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});

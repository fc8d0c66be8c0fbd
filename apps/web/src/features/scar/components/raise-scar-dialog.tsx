import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayIso } from '@qi/domain/dates';
import { SCAR_TOAST, scarMayInclude } from '@qi/domain/scar';
import { milestonesOf, SCAR_MILESTONE_LABELS, type TScarMilestoneDefaults } from '@qi/domain/scar-milestones';
import { SCAR_FORM_LABELS, SCAR_FORMS, type ScarForm } from '@qi/domain/scar-stages';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/date-input';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useSupplierIncidents } from '../api/get-supplier-incidents';
import { useRaiseScar } from '../api/raise-scar';
import { useSupplierContacts } from '../api/supplier-contacts';
import {
  changeForm,
  checkRaise,
  initialDraft,
  type RaiseDraft,
  type ScarIncident,
  toggleIncident,
} from '../lib/raise-scar-form';
import { RaiseScarLines } from './raise-scar-lines';

const incidentLabel = (i: ScarIncident) => (i.incidentNumber === null ? i.id : `#${i.incidentNumber}`);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * 'Raise SCAR': the supplier's contact, the supplier's incidents to include (this one at least), the lines, what
 * is asked, the due dates (the admin's defaults to start with) and the attachments to share. Mounted when opened.
 */
export function RaiseScarDialog({
  incident,
  supplierId,
  supplierName,
  defaults,
  onClose,
}: {
  incident: ScarIncident;
  supplierId: string;
  supplierName: string;
  defaults: TScarMilestoneDefaults;
  onClose: () => void;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const showToast = useToast();
  const raise = useRaiseScar();
  // The server's today is UTC (AppContext.today): the prefilled dates and its checks agree on it.
  const today = todayIso('UTC');
  const contacts = useSupplierContacts(supplierId);
  const others = useSupplierIncidents(supplierId);
  const [draft, setDraft] = useState<RaiseDraft>(() => initialDraft(incident, today, defaults));
  const [tried, setTried] = useState(false);
  const active = (contacts.data ?? []).filter((c) => c.active);
  const candidates = useMemo(() => {
    const listed = (others.data?.items ?? []).filter((i) => i.id !== incident.id && scarMayInclude(i.status));
    return [incident, ...listed];
  }, [others.data, incident]);
  const chosen = candidates.filter((i) => draft.incidentIds.includes(i.id));
  const check = checkRaise(draft, supplierId, today, defaults);
  const issues = new Map(tried && !check.ok ? check.issues.map((i) => [i.path, i.message]) : []);
  const firstIssue = tried && !check.ok ? check.issues[0]?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!check.ok || raise.isPending) return;
    raise.mutate(check.body, {
      onSuccess: (scar) => {
        showToast(SCAR_TOAST.raised);
        onClose();
        void navigate(`/scars/${encodeURIComponent(scar.id)}`);
      },
      onError: (error) => {
        console.error('Raising the request failed', error);
        showToast(failureMessage(SCAR_TOAST.raiseFailed, error), 'error');
      },
    });
  };

  return (
    <Dialog
      open
      onClose={raise.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Raise SCAR: {supplierName}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            required
            margin="normal"
            id="scar-contact"
            label="Contact"
            value={draft.contactId}
            onChange={(event) => setDraft({ ...draft, contactId: event.target.value })}
            error={issues.has('contactId')}
            helperText={
              issues.get('contactId') ??
              (contacts.data && active.length === 0
                ? 'This supplier has no contacts: an admin adds them in Administration, Suppliers.'
                : undefined)
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a contact</option>
            {active.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contact.name} ({contact.email})
              </option>
            ))}
          </TextField>
          <Part title="Incidents">
            <FormGroup row>
              {candidates.map((i) => (
                <FormControlLabel
                  key={i.id}
                  label={`${incidentLabel(i)} ${i.partNumber}`.trim()}
                  control={
                    <Checkbox
                      checked={draft.incidentIds.includes(i.id)}
                      onChange={(event) => setDraft(toggleIncident(draft, i, event.target.checked))}
                    />
                  }
                />
              ))}
            </FormGroup>
            {issues.has('incidentIds') && (
              <Typography color="error" variant="body2">
                {issues.get('incidentIds')}
              </Typography>
            )}
          </Part>
          <Part title="What is asked">
            <RadioGroup
              row
              aria-label="What is asked"
              value={draft.form}
              onChange={(event) =>
                setDraft(changeForm(draft, event.target.value as ScarForm, today, defaults))
              }
            >
              {SCAR_FORMS.map((form) => (
                <FormControlLabel
                  key={form}
                  value={form}
                  control={<Radio />}
                  label={SCAR_FORM_LABELS[form]}
                />
              ))}
            </RadioGroup>
            <TextField
              fullWidth
              multiline
              minRows={3}
              margin="dense"
              label="Request to the supplier"
              value={draft.request}
              onChange={(event) => setDraft({ ...draft, request: event.target.value })}
              error={issues.has('request')}
              helperText={issues.get('request')}
            />
          </Part>
          <Part title="Due dates">
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
              {milestonesOf(draft.form).map((m) => (
                <Box key={m} sx={{ width: 190 }}>
                  <DateInput
                    id={`scar-due-${m}`}
                    label={SCAR_MILESTONE_LABELS[m]}
                    value={draft.dueDates[m] ?? ''}
                    onChange={(value) => setDraft({ ...draft, dueDates: { ...draft.dueDates, [m]: value } })}
                    error={issues.has(`dueDates.${m}`)}
                    helperText={issues.get(`dueDates.${m}`)}
                  />
                </Box>
              ))}
            </Box>
          </Part>
          <Box sx={{ mt: 2 }}>
            <RaiseScarLines
              lines={draft.lines}
              issues={issues}
              onChange={(lines) => setDraft({ ...draft, lines })}
            />
          </Box>
          <Part title="Attachments to share">
            {chosen.every((i) => i.attachments.length === 0) ? (
              <Typography color="text.secondary" variant="body2">
                The chosen incidents have no attachments.
              </Typography>
            ) : (
              <FormGroup>
                {chosen.flatMap((i) =>
                  i.attachments.map((a) => (
                    <FormControlLabel
                      key={a.id}
                      label={`${a.name} (${incidentLabel(i)})`}
                      control={
                        <Checkbox
                          checked={draft.sharedAttachmentIds.includes(a.id)}
                          onChange={(event) =>
                            setDraft({
                              ...draft,
                              sharedAttachmentIds: event.target.checked
                                ? [...draft.sharedAttachmentIds, a.id]
                                : draft.sharedAttachmentIds.filter((id) => id !== a.id),
                            })
                          }
                        />
                      }
                    />
                  )),
                )}
              </FormGroup>
            )}
          </Part>
          {firstIssue && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {firstIssue}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={raise.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={raise.isPending}>
            Raise SCAR
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

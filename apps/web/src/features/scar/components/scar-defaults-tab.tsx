import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SCAR_MILESTONE_LABELS,
  SCAR_MILESTONE_MSG,
  SCAR_MILESTONES,
  type ScarMilestone,
  type TScarMilestoneDefaults,
  ZScarMilestoneDefaults,
} from '@qi/domain/scar-milestones';
import { useState } from 'react';
import { SaveDiscardButtons } from '../../../components/save-discard-buttons';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useSaveScarDefaults, useScarDefaults } from '../api/scar-defaults';

export const SCAR_DEFAULTS_SAVED = 'Saved the supplier request due dates.';

type Draft = Record<ScarMilestone, string>;
const draftOf = (d: TScarMilestoneDefaults): Draft =>
  Object.fromEntries(SCAR_MILESTONES.map((m) => [m, String(d[m])])) as Draft;
const numberOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Administration → Supplier requests: days from raising a supplier request to each milestone (`PUT /v1/scar-defaults`).
 * New requests start from these; the buyer may change them when raising.
 */
export function ScarDefaultsTab() {
  const showToast = useToast();
  const defaults = useScarDefaults();
  const save = useSaveScarDefaults();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (defaults.isError)
    return <Alert severity="error">The supplier request due dates could not be loaded.</Alert>;
  if (!defaults.data) return null;
  const shown = draft ?? draftOf(defaults.data);
  const parsed = ZScarMilestoneDefaults.safeParse(
    Object.fromEntries(SCAR_MILESTONES.map((m) => [m, numberOf(shown[m])])),
  );
  const bad = (m: ScarMilestone) => !parsed.success && parsed.error.issues.some((i) => i.path[0] === m);
  const submit = () => {
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        showToast(SCAR_DEFAULTS_SAVED);
      },
      onError: (error) =>
        showToast(failureMessage('The supplier request due dates could not be saved.', error), 'error'),
    });
  };
  return (
    <Box component="section" aria-label="Supplier request due dates">
      <Typography variant="h6" component="h2">
        Supplier request due dates
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Days from raising a supplier corrective action request to each milestone.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {SCAR_MILESTONES.map((m) => (
          <TextField
            key={m}
            size="small"
            label={`${SCAR_MILESTONE_LABELS[m]} (days)`}
            value={shown[m]}
            onChange={(event) => setDraft({ ...shown, [m]: event.target.value })}
            error={bad(m)}
            helperText={bad(m) ? SCAR_MILESTONE_MSG.days : undefined}
            disabled={save.isPending}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 200 }}
          />
        ))}
      </Box>
      <SaveDiscardButtons
        discardDisabled={draft === null || save.isPending}
        saveDisabled={draft === null || !parsed.success}
        saving={save.isPending}
        onDiscard={() => setDraft(null)}
        onSave={submit}
      />
    </Box>
  );
}

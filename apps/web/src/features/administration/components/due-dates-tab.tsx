import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DUE_DAYS_MAX,
  DUE_SECTION_LABELS,
  DUE_SECTIONS,
  DUE_SEVERITY_ROW_LABELS,
  DUE_SEVERITY_ROWS,
  type DueSection,
  type DueSeverityRow,
  type TDueDateDefaults,
} from '@qi/domain/due-dates';
import { useState } from 'react';
import { SaveDiscardButtons } from '../../../components/save-discard-buttons';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useDueDateDefaults, useSaveDueDateDefaults } from '../../due-dates/api/due-dates-api';
import { LoadState } from './load-state';

export const DUE_DATES_SAVED = 'Saved the due date defaults.';
const DAYS_MSG = `Whole days from 0 to ${DUE_DAYS_MAX}.`;

type Draft = Record<DueSection, Record<DueSeverityRow, string>>;

const draftOf = (table: TDueDateDefaults): Draft =>
  Object.fromEntries(
    DUE_SECTIONS.map((s) => [s, Object.fromEntries(DUE_SEVERITY_ROWS.map((r) => [r, String(table[s][r])]))]),
  ) as Draft;

function parsed(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n <= DUE_DAYS_MAX ? n : null;
}

/**
 * /admin/due-dates: days from an investigation's start to each section's due date, by the severity of its
 * incidents (docs/product.md §4 Owners and due dates). New investigations use the saved table.
 */
export function DueDatesTab() {
  const showToast = useToast();
  const defaults = useDueDateDefaults();
  const save = useSaveDueDateDefaults();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (!defaults.data) {
    return <LoadState isPending={defaults.isPending} isError={defaults.isError} what="due date defaults" />;
  }
  const shown = draft ?? draftOf(defaults.data);
  const invalid = DUE_SECTIONS.some((s) => DUE_SEVERITY_ROWS.some((r) => parsed(shown[s][r]) === null));
  const set = (section: DueSection, row: DueSeverityRow, text: string) =>
    setDraft({ ...shown, [section]: { ...shown[section], [row]: text } });
  const submit = () => {
    if (invalid) return;
    const table = Object.fromEntries(
      DUE_SECTIONS.map((s) => [
        s,
        Object.fromEntries(DUE_SEVERITY_ROWS.map((r) => [r, parsed(shown[s][r])])),
      ]),
    ) as TDueDateDefaults;
    save.mutate(table, {
      onSuccess: () => {
        setDraft(null);
        showToast(DUE_DATES_SAVED);
      },
      onError: (error) =>
        showToast(failureMessage('The due date defaults could not be saved.', error), 'error'),
    });
  };
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Days from the start of an investigation to each section's due date, by the most serious severity of
        its incidents.
      </Typography>
      {/* Five columns of inputs are wider than a phone: the table scrolls, not the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Due date defaults">
          <TableHead>
            <TableRow>
              <TableCell>Section</TableCell>
              {DUE_SEVERITY_ROWS.map((r) => (
                <TableCell key={r}>{DUE_SEVERITY_ROW_LABELS[r]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {DUE_SECTIONS.map((s) => (
              <TableRow key={s}>
                <TableCell component="th" scope="row">
                  {DUE_SECTION_LABELS[s]}
                </TableCell>
                {DUE_SEVERITY_ROWS.map((r) => {
                  const bad = parsed(shown[s][r]) === null;
                  return (
                    <TableCell key={r}>
                      <TextField
                        size="small"
                        value={shown[s][r]}
                        onChange={(event) => set(s, r, event.target.value)}
                        error={bad}
                        helperText={bad ? DAYS_MSG : undefined}
                        disabled={save.isPending}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'numeric',
                            'aria-label': `${DUE_SECTION_LABELS[s]}, ${DUE_SEVERITY_ROW_LABELS[r]} (days)`,
                          },
                        }}
                        sx={{ width: { xs: 80, sm: 110 } }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <SaveDiscardButtons
        discardDisabled={draft === null || save.isPending}
        saveDisabled={draft === null || invalid}
        saving={save.isPending}
        onDiscard={() => setDraft(null)}
        onSave={submit}
      />
    </Box>
  );
}

import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { TChart } from '@qi/domain/report';
import { useId, useState } from 'react';

/** 'Intelligence Options': a checkbox per chart choosing the charts /intelligence shows. */
export function IntelligenceOptionsDialog({
  open,
  charts,
  busy,
  onClose,
  onSave,
}: {
  open: boolean;
  charts: readonly TChart[];
  busy: boolean;
  onClose: () => void;
  onSave: (charts: TChart[]) => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Intelligence Options</DialogTitle>
      {open && <OptionsForm charts={charts} busy={busy} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function OptionsForm({
  charts,
  busy,
  onClose,
  onSave,
}: {
  charts: readonly TChart[];
  busy: boolean;
  onClose: () => void;
  onSave: (charts: TChart[]) => void;
}) {
  const [visible, setVisible] = useState(() => new Set(charts.filter((c) => c.visible).map((c) => c.id)));
  const toggle = (id: string) =>
    setVisible((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <DialogContent dividers>
        {charts.length === 0 ? (
          <Typography>There are no charts yet.</Typography>
        ) : (
          <FormGroup aria-label="Visible charts">
            {charts.map((chart) => (
              <FormControlLabel
                key={chart.id}
                label={chart.title || 'Untitled chart'}
                control={<Checkbox checked={visible.has(chart.id)} onChange={() => toggle(chart.id)} />}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || charts.length === 0}
          onClick={() => onSave(charts.map((c) => ({ ...c, visible: visible.has(c.id) })))}
        >
          Save
        </Button>
      </DialogActions>
    </>
  );
}

import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { incidentColumn } from '@qi/domain/incident-columns';
import type { TColumnChoice } from '@qi/domain/profile';
import { useState } from 'react';

/** 'Incident Filter Options': show or hide each column and change the column order. */
export function ColumnChooserDialog({
  open,
  choices,
  onClose,
  onSave,
}: {
  open: boolean;
  choices: TColumnChoice[];
  onClose: () => void;
  onSave: (choices: TColumnChoice[]) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="incident-filter-options-title"
      fullWidth
      maxWidth="xs"
    >
      {open && <ChooserForm choices={choices} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function ChooserForm({
  choices,
  onClose,
  onSave,
}: {
  choices: TColumnChoice[];
  onClose: () => void;
  onSave: (choices: TColumnChoice[]) => void;
}) {
  const [draft, setDraft] = useState(choices);

  const toggle = (index: number) =>
    setDraft((current) => current.map((c, i) => (i === index ? { ...c, selected: !c.selected } : c)));
  const move = (index: number, by: -1 | 1) =>
    setDraft((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  return (
    <>
      <DialogTitle id="incident-filter-options-title">Incident Filter Options</DialogTitle>
      <DialogContent dividers>
        <List dense aria-label="Columns">
          {draft.map((choice, index) => {
            const label = incidentColumn(choice.id)?.label ?? choice.id;
            return (
              <ListItem
                key={choice.id}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton
                      size="small"
                      aria-label={`Move ${label} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move ${label} down`}
                      disabled={index === draft.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <FormControlLabel
                  control={<Checkbox checked={choice.selected} onChange={() => toggle(index)} />}
                  label={label}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!draft.some((c) => c.selected)}
          onClick={() => {
            onSave(draft);
            onClose();
          }}
        >
          Save
        </Button>
      </DialogActions>
    </>
  );
}

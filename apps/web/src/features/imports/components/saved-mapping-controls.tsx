import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { IMPORT_TOAST } from '@qi/domain/incident-import-messages';
import type { ImportKind, TImportMapping } from '@qi/domain/incident-import-schemas';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useSavedMappings, useSaveMapping } from '../api/import-mappings';

export interface SavedMappingControlsProps {
  kind: ImportKind;
  mapping: TImportMapping;
  onUse: (mapping: TImportMapping) => void;
}

/** Use a named mapping kept from an earlier file of the same shape, or keep this one under a name. */
export function SavedMappingControls({ kind, mapping, onUse }: SavedMappingControlsProps) {
  const saved = useSavedMappings();
  const save = useSaveMapping();
  const showToast = useToast();
  const [name, setName] = useState('');
  const ofKind = (saved.data ?? []).filter((m) => m.kind === kind);
  const onSave = () =>
    save.mutate(
      { name: name.trim(), kind, mapping },
      {
        onSuccess: () => {
          showToast(IMPORT_TOAST.mappingSaved);
          setName('');
        },
        onError: (error) => showToast(failureMessage(IMPORT_TOAST.mappingSaveFailed, error), 'error'),
      },
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}>
      <TextField
        select
        size="small"
        label="Use a saved mapping"
        value=""
        sx={{ minWidth: 240 }}
        disabled={ofKind.length === 0}
        onChange={(event) => {
          const chosen = ofKind.find((m) => m.id === event.target.value);
          if (chosen) onUse(chosen.mapping);
        }}
      >
        {ofKind.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Mapping name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button variant="outlined" disabled={name.trim() === '' || save.isPending} onClick={onSave}>
        Save mapping
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PHOTO_MAX_SIDE_MAX,
  PHOTO_MAX_SIDE_MIN,
  SETTINGS_MSG,
  SIGNATURE_MODE_LABELS,
  SIGNATURE_MODES,
  type SignatureMode,
  type TAppSettings,
} from '@qi/domain/settings';
import { useState } from 'react';
import { SaveDiscardButtons } from '../../../components/save-discard-buttons';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useAppSettingsQuery, useSaveAppSettings } from '../api/app-settings-api';

export const SETTINGS_SAVED = 'Saved the settings.';
export const SETTINGS_SAVE_FAILED = 'The settings could not be saved.';
export const PHOTO_SIZE_LABEL = 'Photo size limit (longest side, px)';

interface Draft {
  signatures: SignatureMode;
  photoMaxSide: string;
}

const draftOf = (settings: TAppSettings): Draft => ({
  signatures: settings.signatures,
  photoMaxSide: String(settings.photoMaxSide),
});

/** The typed size as the whole number the server accepts, or null (the domain's bounds). */
function photoSize(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= PHOTO_MAX_SIDE_MIN && n <= PHOTO_MAX_SIDE_MAX ? n : null;
}

/**
 * /admin/settings: whether signing asks for the person's password (electronic signatures, docs/product.md
 * §2 Signing) and the longest side photos are scaled to before upload. 'Save changes' saves both.
 */
export function SettingsTab() {
  const showToast = useToast();
  const settings = useAppSettingsQuery();
  const save = useSaveAppSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (!settings.data) {
    if (settings.isError) return <Typography color="error">The settings could not be loaded.</Typography>;
    return <Typography color="text.secondary">Loading the settings…</Typography>;
  }
  const shown = draft ?? draftOf(settings.data);
  const size = photoSize(shown.photoMaxSide);
  const submit = () => {
    if (size === null) return;
    save.mutate(
      { signatures: shown.signatures, photoMaxSide: size },
      {
        onSuccess: () => {
          setDraft(null);
          showToast(SETTINGS_SAVED);
        },
        onError: (error) => showToast(failureMessage(SETTINGS_SAVE_FAILED, error), 'error'),
      },
    );
  };
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Stack spacing={3}>
        <TextField
          select
          id="settings-signatures"
          label="Signatures"
          value={shown.signatures}
          disabled={save.isPending}
          onChange={(event) => setDraft({ ...shown, signatures: event.target.value as SignatureMode })}
          helperText="Password: signing a section, completing an investigation, approving a disposition and closing an incident ask for the person's password and keep a signature record."
        >
          {SIGNATURE_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {SIGNATURE_MODE_LABELS[mode]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="settings-photo-max-side"
          label={PHOTO_SIZE_LABEL}
          value={shown.photoMaxSide}
          disabled={save.isPending}
          onChange={(event) => setDraft({ ...shown, photoMaxSide: event.target.value })}
          error={size === null}
          helperText={
            size === null
              ? SETTINGS_MSG.photoMaxSide
              : 'Photos taken in the app are scaled down so that their longest side is at most this.'
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <SaveDiscardButtons
        marginTop={3}
        discardDisabled={draft === null || save.isPending}
        saveDisabled={draft === null || size === null}
        saving={save.isPending}
        onDiscard={() => setDraft(null)}
        onSave={submit}
      />
    </Box>
  );
}

import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isUnderSizeLimit, oversizeMessage } from '@qi/domain/attachments';
import { createContext, useContext, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import type { TScarFile } from '../api/upload-scar-file';
import { useLocked } from './answer-fields';

export interface RequestFiles {
  files: TScarFile[];
  /** Uploads one file to the request (the server's refusal is thrown as it words it). */
  upload: (file: File) => Promise<TScarFile>;
}

const Files = createContext<RequestFiles>({
  files: [],
  upload: () => Promise.reject(new Error('No request')),
});
export const RequestFilesProvider = Files.Provider;
export const useRequestFiles = () => useContext(Files);

/** Picks one file and uploads it; the server's 4xx message (type, size, too many) is shown under the button. */
export function UploadButton({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded?: (file: TScarFile) => void;
}) {
  const { upload } = useRequestFiles();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!isUnderSizeLimit(file.size)) {
      setError(oversizeMessage(1));
      return;
    }
    setBusy(true);
    try {
      onUploaded?.(await upload(file));
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The upload failed.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        aria-label={label}
        onChange={(event) => void send(event.target.files?.[0])}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFile />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? 'Uploading…' : label}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

/** The request's files an answer names (a stage's attachments, an action's evidence): chosen or uploaded. */
export function FileChoice({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const locked = useLocked();
  const { files } = useRequestFiles();
  const { field, fieldState } = useController({ control, name });
  const chosen = (field.value as string[] | undefined) ?? [];
  const byId = new Map(files.map((f) => [f.id, f]));
  const others = files.filter((f) => !chosen.includes(f.id));
  const set = (ids: string[]) => field.onChange(ids);

  if (locked && chosen.length === 0) return null;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 0.5 }}>
        {chosen.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No files.
          </Typography>
        )}
        {chosen.map((id) => {
          const file = byId.get(id);
          return (
            <Chip
              key={id}
              label={file?.name ?? 'File'}
              component={file?.url ? 'a' : 'div'}
              {...(file?.url ? { href: file.url, clickable: true } : {})}
              sx={{ maxWidth: '100%' }}
              {...(locked ? {} : { onDelete: () => set(chosen.filter((c) => c !== id)) })}
            />
          );
        })}
      </Box>
      {!locked && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {others.length > 0 && (
            <TextField
              select
              label={`Add a file to ${label.toLowerCase()}`}
              value=""
              size="small"
              sx={{ minWidth: 0, flex: '1 1 14rem' }}
              onChange={(event) => event.target.value && set([...chosen, event.target.value])}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose a file…</option>
              {others.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </TextField>
          )}
          <UploadButton label="Upload a file" onUploaded={(file) => set([...chosen, file.id])} />
        </Box>
      )}
      {fieldState.error?.message && (
        <Typography variant="body2" color="error">
          {fieldState.error.message}
        </Typography>
      )}
    </Box>
  );
}

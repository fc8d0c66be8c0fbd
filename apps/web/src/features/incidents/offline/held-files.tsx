import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { newKey, type QueuedFile } from './offline-queue-store';

export const HELD_FILES_NOTE = 'Kept on this device: uploaded when the report is sent.';

export interface HeldFiles {
  files: QueuedFile[];
  /** The form's uploader hands over the files chosen while the browser is offline. */
  hold: (files: File[]) => void;
  list: ReactNode;
}

/** Files chosen for a new report without a connection: kept here, each with its upload key. */
export function useHeldFiles(initial: QueuedFile[] = [], disabled = false): HeldFiles {
  const [files, setFiles] = useState(initial);
  const hold = (chosen: File[]) => {
    setFiles((list) => [
      ...list,
      ...chosen
        .filter((file) => !list.some((held) => held.name === file.name))
        .map((file) => ({ key: newKey(), name: file.name, type: file.type, blob: file })),
    ]);
  };
  const remove = (key: string) => setFiles((list) => list.filter((file) => file.key !== key));
  const list =
    files.length === 0 ? null : (
      <Box component="section" aria-label="Files kept on this device" sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {HELD_FILES_NOTE}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {files.map((file) => (
            <Box
              component="li"
              key={file.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <InsertDriveFileOutlined fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <Button
                size="small"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(file.key)}
              >
                Remove
              </Button>
            </Box>
          ))}
        </Box>
      </Box>
    );
  return { files, hold, list };
}

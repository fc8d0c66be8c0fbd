import DeleteIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { TAttachment } from '@qi/domain/attachments';
import { FileIcon } from './file-icon';

export interface PendingUpload {
  key: string;
  name: string;
  /** Bytes. */
  size: number;
  /** 0–1 */
  progress: number;
}

/** '12.3 MB', '640 KB': enough to tell a large file's upload from a small one's. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 'Uploading… 40% of 12.3 MB': each file's own progress, in words beside its bar. */
export function uploadProgressText(upload: Pick<PendingUpload, 'size' | 'progress'>): string {
  return `Uploading… ${Math.round(upload.progress * 100)}% of ${sizeText(upload.size)}`;
}

/** The attachments held (icon, name, remove button) followed by the uploads still running. */
export function AttachmentList({
  attachments,
  pending,
  disabled,
  onRemove,
}: {
  attachments: TAttachment[];
  pending: PendingUpload[];
  disabled: boolean;
  onRemove: (attachment: TAttachment) => void;
}) {
  if (attachments.length === 0 && pending.length === 0) return null;
  return (
    <List dense aria-label="Attached files">
      {attachments.map((attachment) => (
        <ListItem
          key={attachment.id}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Remove ${attachment.name}`}
              disabled={disabled}
              onClick={() => onRemove(attachment)}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemIcon>
            <FileIcon name={attachment.name} />
          </ListItemIcon>
          <ListItemText
            primary={
              attachment.url ? (
                <Link href={attachment.url} download={attachment.name} underline="hover">
                  {attachment.name}
                </Link>
              ) : (
                attachment.name
              )
            }
          />
        </ListItem>
      ))}
      {pending.map((upload) => (
        <ListItem key={upload.key}>
          <ListItemIcon>
            <FileIcon name={upload.name} />
          </ListItemIcon>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ListItemText primary={upload.name} secondary={uploadProgressText(upload)} />
            <LinearProgress
              variant="determinate"
              value={Math.round(upload.progress * 100)}
              aria-label={`Uploading ${upload.name}`}
            />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

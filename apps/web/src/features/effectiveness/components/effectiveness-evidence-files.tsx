import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { TAttachment } from '@qi/domain/attachments';
import { FileIcon } from '../../attachments/components/file-icon';

/** The evidence files as a list of downloads: it stays readable in a narrow card, where tiles would not. */
export function EffectivenessEvidenceFiles({ attachments }: { attachments: TAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <List dense aria-label="Evidence files" disablePadding>
      {attachments.map((attachment) => (
        <ListItem key={attachment.id} disableGutters sx={{ gap: 1 }}>
          <FileIcon name={attachment.name} fontSize="small" color="action" />
          <Link href={attachment.url} download={attachment.name} sx={{ overflowWrap: 'anywhere' }}>
            {attachment.name}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}

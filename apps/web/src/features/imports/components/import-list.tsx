import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import { IMPORT_STATUS_LABELS } from '@qi/domain/incident-import-schemas';
import { useImports } from '../api/get-imports';
import { IMPORT_KIND_LABELS } from '../lib/import-plan';
import { ImportActions } from './import-actions';

/** The latest imports with what each did, its report and its undo. */
export function ImportList() {
  const imports = useImports();
  const items = imports.data ?? [];
  if (items.length === 0) return null;
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1 }}>
        Earlier imports
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Earlier imports">
          <TableHead>
            <TableRow>
              <TableCell>File</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Created, updated, unchanged, refused</TableCell>
              <TableCell>Uploaded</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.fileName}</TableCell>
                <TableCell>{IMPORT_KIND_LABELS[item.kind]}</TableCell>
                <TableCell>{IMPORT_STATUS_LABELS[item.status]}</TableCell>
                <TableCell>
                  {[
                    item.counts.created,
                    item.counts.updated,
                    item.counts.unchanged,
                    item.counts.refused,
                  ].join(', ')}
                </TableCell>
                <TableCell>
                  {formatTimestamp(item.createdAt)} {item.createdBy ? `by ${item.createdBy.name}` : ''}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <ImportActions item={item} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

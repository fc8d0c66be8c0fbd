import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ImportKind, TImportMapping } from '@qi/domain/incident-import-schemas';
import { targetsOf } from '../lib/import-plan';

export interface ImportMappingTableProps {
  kind: ImportKind;
  headers: string[];
  samples: string[][];
  mapping: TImportMapping;
  onChange: (mapping: TImportMapping) => void;
}

const NOT_IMPORTED = '';

/** The mapping: for each field the product keeps, the file's column it is read from and that column's first values. */
export function ImportMappingTable({ kind, headers, samples, mapping, onChange }: ImportMappingTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Column mapping">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Column in the file</TableCell>
            <TableCell>First values</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {targetsOf(kind).map(({ key, label }) => {
            const header = mapping[key] ?? NOT_IMPORTED;
            const column = headers.indexOf(header);
            const values = column < 0 ? [] : samples.map((row) => row[column] ?? '').filter((v) => v !== '');
            return (
              <TableRow key={key}>
                <TableCell>{label}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={label}
                    value={header}
                    onChange={(event) => onChange({ ...mapping, [key]: event.target.value || null })}
                  >
                    <MenuItem value={NOT_IMPORTED}>Not imported</MenuItem>
                    {headers.map((h) => (
                      <MenuItem key={h} value={h}>
                        {h}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {values.slice(0, 3).join(', ')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

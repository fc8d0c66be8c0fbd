import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCATION_PATH_SEPARATOR, type UnknownKind } from '@qi/domain/incident-import-lookups';
import type { TImportResolutions, TUnknownValue } from '@qi/domain/incident-import-schemas';
import type { TLocation } from '@qi/domain/reference-data';
import { supplierLabel } from '@qi/domain/supplier';
import { useData } from '../../data/api/get-data';
import { resolutionOf, withResolution } from '../lib/import-plan';

const KIND_LABELS: Record<UnknownKind, string> = {
  product: 'Product',
  partNumber: 'Part number',
  supplier: 'Supplier',
  location: 'Location',
};

/** Every node of the tree as its path of titles ('Line 1 › Welding'), active ones only. */
function locationPaths(tree: readonly TLocation[]): string[] {
  const paths: string[] = [];
  const walk = (nodes: readonly { title: string; retired?: boolean }[], above: string[]) => {
    for (const node of nodes) {
      if (node.retired) continue;
      const path = [...above, node.title];
      paths.push(path.join(LOCATION_PATH_SEPARATOR));
      const record = node as Record<string, unknown>;
      const children = (record.categories ?? record.subcategories ?? record.furtherSubcategories ?? []) as {
        title: string;
      }[];
      walk(children, path);
    }
  };
  walk(tree, []);
  return paths;
}

export interface ImportUnknownsProps {
  unknowns: TUnknownValue[];
  more: number;
  resolutions: TImportResolutions;
  onChange: (resolutions: TImportResolutions) => void;
}

/**
 * The products, part numbers, suppliers and locations the file names that the product does not hold: each left
 * refused, created by the import, or used as an existing one. A new dry run shows the result.
 */
export function ImportUnknowns({ unknowns, more, resolutions, onChange }: ImportUnknownsProps) {
  const data = useData();
  const options: Record<UnknownKind, { value: string; label: string }[]> = {
    product: (data.data?.products ?? [])
      .filter((p) => p.active)
      .map((p) => ({ value: p.name, label: p.name })),
    partNumber: (data.data?.partNumbers ?? [])
      .filter((p) => p.active)
      .map((p) => ({ value: p.id, label: p.id })),
    supplier: (data.data?.suppliers ?? [])
      .filter((s) => s.active)
      .map((s) => ({ value: s.id, label: supplierLabel(s) })),
    location: locationPaths(data.data?.locations ?? []).map((p) => ({ value: p, label: p })),
  };
  if (unknowns.length === 0) return null;
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        Values the product does not have yet
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Unknown values">
          <TableHead>
            <TableRow>
              <TableCell>Kind</TableCell>
              <TableCell>Value in the file</TableCell>
              <TableCell>Rows</TableCell>
              <TableCell>What to do</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {unknowns.map((unknown) => {
              const resolution = resolutionOf(resolutions, unknown.kind, unknown.key);
              const value = !resolution
                ? ''
                : resolution.action === 'create'
                  ? 'create'
                  : `map:${resolution.to}`;
              return (
                <TableRow key={`${unknown.kind}:${unknown.key}`}>
                  <TableCell>{KIND_LABELS[unknown.kind]}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{unknown.key}</TableCell>
                  <TableCell>
                    {unknown.rows} (first on line {unknown.firstLine})
                  </TableCell>
                  <TableCell sx={{ minWidth: 240 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={`What to do with ${unknown.key}`}
                      value={value}
                      onChange={(event) => {
                        const choice = event.target.value;
                        const next =
                          choice === 'create'
                            ? { action: 'create' as const }
                            : choice.startsWith('map:')
                              ? { action: 'map' as const, to: choice.slice(4) }
                              : undefined;
                        onChange(withResolution(resolutions, unknown.kind, unknown.key, next));
                      }}
                    >
                      <MenuItem value="">Leave its rows refused</MenuItem>
                      <MenuItem value="create">Create it</MenuItem>
                      {options[unknown.kind].map((option) => (
                        <MenuItem key={option.value} value={`map:${option.value}`}>
                          Use {option.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          And {more.toLocaleString('en-GB')} more rows naming other unknown values.
        </Typography>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT_TOAST } from '@qi/domain/incident-import-messages';
import {
  IMPORT_KINDS,
  type ImportKind,
  type TImportDryRun,
  type TImportMapping,
  type TImportResolutions,
  type TImportUpload,
} from '@qi/domain/incident-import-schemas';
import { useRef, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useDryRunImport } from '../api/dry-run-import';
import { useRunImport } from '../api/run-import';
import { useUploadImport } from '../api/upload-import';
import { IMPORT_KIND_LABELS, planOf } from '../lib/import-plan';
import { ImportDryRunResults } from './import-dry-run-results';
import { ImportList } from './import-list';
import { ImportMappingTable } from './import-mapping-table';
import { ImportProgress } from './import-progress';
import { ImportUnknowns } from './import-unknowns';
import { SavedMappingControls } from './saved-mapping-controls';

/**
 * /admin/import: bring an existing incident log (or reference data) from a CSV or XLSX file: upload, check the
 * proposed mapping, dry run (and say what to do with unknown values), then run it and follow its progress.
 */
export function ImportTab() {
  const upload = useUploadImport();
  const dryRun = useDryRunImport();
  const run = useRunImport();
  const showToast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>('incidents');
  const [uploaded, setUploaded] = useState<TImportUpload | null>(null);
  const [mapping, setMapping] = useState<TImportMapping>({});
  const [resolutions, setResolutions] = useState<TImportResolutions>({});
  const [checked, setChecked] = useState<TImportDryRun | null>(null);
  const [started, setStarted] = useState<string | null>(null);

  const reset = () => {
    setUploaded(null);
    setChecked(null);
    setStarted(null);
    setResolutions({});
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    reset();
    upload.mutate(
      { file, kind },
      {
        onSuccess: (answer) => {
          setUploaded(answer);
          setMapping(answer.proposedMapping);
        },
        onError: (error) => showToast(failureMessage(IMPORT_TOAST.uploadFailed, error), 'error'),
      },
    );
    if (fileInput.current) fileInput.current.value = '';
  };
  const plan = uploaded ? planOf(uploaded.kind, mapping, resolutions) : null;
  const onDryRun = () => {
    if (!uploaded || !plan) return;
    dryRun.mutate(
      { id: uploaded.id, plan },
      {
        onSuccess: setChecked,
        onError: (error) => showToast(failureMessage(IMPORT_TOAST.dryRunFailed, error), 'error'),
      },
    );
  };
  const onRun = () => {
    if (!uploaded || !plan) return;
    run.mutate(
      { id: uploaded.id, plan },
      {
        onSuccess: (answer) => {
          setStarted(answer.id);
          showToast(uploaded.kind === 'incidents' ? IMPORT_TOAST.started : IMPORT_TOAST.applied);
        },
        onError: (error) => showToast(failureMessage(IMPORT_TOAST.startFailed, error), 'error'),
      },
    );
  };
  // A changed mapping or choice needs a new dry run before the run.
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setChecked(null);
    };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Bring incidents kept elsewhere (a spreadsheet, another system, this product's export from another
        site) or reference data from a CSV or XLSX file. Nothing is written until you run the import after a
        dry run.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="What to import"
          value={kind}
          sx={{ minWidth: 200 }}
          onChange={(event) => {
            setKind(event.target.value as ImportKind);
            reset();
          }}
        >
          {IMPORT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {IMPORT_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" component="label" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Choose file'}
          <input
            ref={fileInput}
            hidden
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Import file"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </Button>
      </Box>

      {uploaded && (
        <Box component="section" aria-label="Mapping" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h3">
            {uploaded.fileName}
          </Typography>
          {uploaded.ownExport && (
            <Alert severity="info" sx={{ my: 1 }}>
              This is this product's own export: its columns are mapped as they are.
            </Alert>
          )}
          <SavedMappingControls kind={uploaded.kind} mapping={mapping} onUse={change(setMapping)} />
          <ImportMappingTable
            kind={uploaded.kind}
            headers={uploaded.headers}
            samples={uploaded.samples}
            mapping={mapping}
            onChange={change(setMapping)}
          />
          {checked && (
            <>
              <ImportDryRunResults dryRun={checked} />
              <ImportUnknowns
                unknowns={checked.unknowns}
                more={checked.unknownsMore}
                resolutions={resolutions}
                onChange={change(setResolutions)}
              />
            </>
          )}
          {!started && (
            <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
              <Button variant="outlined" onClick={onDryRun} disabled={dryRun.isPending}>
                {dryRun.isPending ? 'Checking…' : 'Dry run'}
              </Button>
              <Button
                variant="contained"
                onClick={onRun}
                disabled={!checked || run.isPending || checked.counts.create + checked.counts.update === 0}
              >
                Run import
              </Button>
            </Box>
          )}
          {started && <ImportProgress id={started} />}
        </Box>
      )}
      <ImportList />
    </>
  );
}

import Button from '@mui/material/Button';
import { IMPORT_TOAST } from '@qi/domain/incident-import-messages';
import type { TImport } from '@qi/domain/incident-import-schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { downloadImportReport } from '../api/download-import-report';
import { useUndoImport } from '../api/undo-import';

/** 'Download report' for a run that wrote its rows, and 'Undo import' for an incident import that ran. */
export function ImportActions({ item }: { item: TImport }) {
  const undo = useUndoImport();
  const showToast = useToast();
  const [confirming, setConfirming] = useState(false);
  const ran = item.status === 'done' || item.status === 'failed' || item.status === 'undone';
  const undoable = item.kind === 'incidents' && (item.status === 'done' || item.status === 'failed');
  const download = () =>
    downloadImportReport(item.id).catch((error: unknown) =>
      showToast(failureMessage('Failed to download the report.', error), 'error'),
    );
  return (
    <>
      {ran && (
        <Button size="small" onClick={download} aria-label={`Download the report of ${item.fileName}`}>
          Download report
        </Button>
      )}
      {undoable && (
        <Button
          size="small"
          color="error"
          onClick={() => setConfirming(true)}
          aria-label={`Undo ${item.fileName}`}
        >
          Undo import
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        message={`Undo the import of ${item.fileName}?`}
        confirmLabel="Undo import"
        busy={undo.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          undo.mutate(item.id, {
            onSuccess: () => {
              setConfirming(false);
              showToast(IMPORT_TOAST.undone);
            },
            onError: (error) => {
              setConfirming(false);
              showToast(failureMessage(IMPORT_TOAST.undoFailed, error), 'error');
            },
          })
        }
      >
        The incidents it created are deleted and those it updated get their earlier values back. This is
        refused if any of them has changed since.
      </ConfirmDialog>
    </>
  );
}

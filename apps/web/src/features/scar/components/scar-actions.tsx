import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SCAR_TOAST } from '@qi/domain/scar';
import type { TScar } from '@qi/domain/scar-views';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-context';
import { apiFetch } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { failureMessage } from '../../../lib/failure-message';
import { saveBlob } from '../../../lib/save-blob';
import { useScarAction } from '../api/scar-actions';
import { ScarContactDialog } from './scar-contact-dialog';
import { ScarEndDialog } from './scar-end-dialog';

export const CONFIRM_RESEND = 'Send the supplier a new link? The link sent before stops working.';

/** `GET /v1/scars/{id}/print.pdf`, saved under the server's file name. */
async function downloadPrint(scar: TScar): Promise<void> {
  const response = await apiFetch(`/v1/scars/${encodeURIComponent(scar.id)}/print.pdf`, {
    headers: { Accept: 'application/pdf' },
  });
  const blob = await response.blob();
  saveBlob(
    blob,
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${scar.number}.pdf`,
  );
}

/**
 * The request's actions: Print always; 'Send link again', 'Change contact', 'Revoke' and 'Close request' while
 * it is open.
 */
export function ScarActions({ scar }: { scar: TScar }) {
  const showToast = useToast();
  const act = useScarAction(scar.id);
  const [resending, setResending] = useState(false);
  const [changingContact, setChangingContact] = useState(false);
  const [ending, setEnding] = useState<'revoke' | 'close' | null>(null);
  const [printing, setPrinting] = useState(false);
  const open = scar.status === 'open';

  const print = async () => {
    setPrinting(true);
    try {
      await downloadPrint(scar);
    } catch (error) {
      showToast(failureMessage('The print could not be made.', error), 'error');
    } finally {
      setPrinting(false);
    }
  };
  const resend = () =>
    act.mutate(
      { action: 'resend' },
      {
        onSuccess: () => {
          setResending(false);
          showToast(SCAR_TOAST.resent);
        },
        onError: (error) => {
          setResending(false);
          showToast(failureMessage(SCAR_TOAST.actionFailed, error), 'error');
        },
      },
    );

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" startIcon={<Print />} disabled={printing} onClick={() => void print()}>
        Print
      </Button>
      {open && (
        <>
          <Button variant="outlined" onClick={() => setResending(true)}>
            Send link again
          </Button>
          <Button variant="outlined" onClick={() => setChangingContact(true)}>
            Change contact
          </Button>
          <Button variant="outlined" color="error" onClick={() => setEnding('revoke')}>
            Revoke
          </Button>
          <Button variant="outlined" onClick={() => setEnding('close')}>
            Close request
          </Button>
        </>
      )}
      <ConfirmDialog
        open={resending}
        message={CONFIRM_RESEND}
        confirmLabel="Send"
        busy={act.isPending}
        onConfirm={resend}
        onClose={() => setResending(false)}
      />
      {changingContact && <ScarContactDialog scar={scar} onClose={() => setChangingContact(false)} />}
      {ending && <ScarEndDialog scar={scar} action={ending} onClose={() => setEnding(null)} />}
    </Stack>
  );
}

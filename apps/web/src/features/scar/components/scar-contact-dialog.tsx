import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SCAR_TOAST, ZChangeScarContactRequest } from '@qi/domain/scar';
import type { TScar } from '@qi/domain/scar-views';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useScarAction } from '../api/scar-actions';
import { useSupplierContacts } from '../api/supplier-contacts';

export const CONTACT_HINT = 'They are sent a new link; the link sent before stops working.';

/**
 * 'Change contact': another active contact of the supplier answers the request from now on (the domain's schema
 * and messages; the server refuses the same contact, a retired one or another supplier's).
 */
export function ScarContactDialog({ scar, onClose }: { scar: TScar; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const act = useScarAction(scar.id);
  const contacts = useSupplierContacts(scar.supplier.id);
  const others = (contacts.data ?? []).filter((c) => c.active && c.id !== scar.contact.id);
  const [contactId, setContactId] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = ZChangeScarContactRequest.safeParse({ contactId, version: scar.version });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const none = contacts.data !== undefined && others.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || act.isPending) return;
    act.mutate(
      { action: 'contact', contactId: parsed.data.contactId, version: scar.version },
      {
        onSuccess: () => {
          showToast(SCAR_TOAST.contactChanged);
          onClose();
        },
        onError: (failure) => {
          console.error('Changing the contact failed', failure);
          showToast(failureMessage(SCAR_TOAST.actionFailed, failure), 'error');
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={act.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Change contact</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            required
            margin="normal"
            id="scar-new-contact"
            label="New contact"
            value={contactId}
            onChange={(event) => setContactId(event.target.value)}
            error={touched && error !== undefined}
            helperText={
              (touched && error) ||
              (none
                ? 'The supplier has no other active contact: an admin adds them in Administration, Suppliers.'
                : `Now: ${scar.contact.name} (${scar.contact.email}). ${CONTACT_HINT}`)
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a contact</option>
            {others.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contact.name} ({contact.email})
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={act.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={act.isPending || none}>
            Change contact
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZCreateContactRequest } from '@qi/domain/scar-supplier';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import {
  useAddSupplierContact,
  useSupplierContacts,
  useUpdateSupplierContact,
} from '../api/supplier-contacts';

export const CONTACT_TOAST = {
  added: 'Contact added.',
  retired: 'Contact retired.',
  broughtBack: 'Contact brought back.',
  failed: 'Failed to save the contact.',
} as const;

/**
 * A supplier's contacts (admins, Administration → Suppliers → 'Contacts'): the people supplier requests are
 * emailed to. Add one with a name and email; retire one who left (open requests keep theirs, decision 051).
 */
export function SupplierContactsDialog({
  supplier,
  onClose,
}: {
  supplier: { id: string; name: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const contacts = useSupplierContacts(supplier.id);
  const add = useAddSupplierContact(supplier.id);
  const update = useUpdateSupplierContact(supplier.id);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = ZCreateContactRequest.safeParse({ name, email });
  const issue = (field: string) =>
    tried && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  const failed = (error: unknown) => {
    console.error('Saving the contact failed', error);
    showToast(failureMessage(CONTACT_TOAST.failed, error), 'error');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success || add.isPending) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        showToast(CONTACT_TOAST.added);
        setName('');
        setEmail('');
        setTried(false);
      },
      onError: failed,
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Contacts of {supplier.name}</DialogTitle>
      <DialogContent>
        {contacts.isError && <Alert severity="error">The contacts could not be loaded.</Alert>}
        {contacts.data && contacts.data.length === 0 && (
          <Typography color="text.secondary">No contacts.</Typography>
        )}
        {contacts.data && contacts.data.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Contacts">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {contacts.data.map((contact) => (
                  <TableRow key={contact.id}>
                    <TableCell>{contact.name}</TableCell>
                    <TableCell>{contact.email}</TableCell>
                    <TableCell>{contact.active ? 'Active' : 'Retired'}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={update.isPending}
                        aria-label={`${contact.active ? 'Retire' : 'Bring back'} ${contact.name}`}
                        onClick={() =>
                          update.mutate(
                            { contactId: contact.id, active: !contact.active },
                            {
                              onSuccess: () =>
                                showToast(contact.active ? CONTACT_TOAST.retired : CONTACT_TOAST.broughtBack),
                              onError: failed,
                            },
                          )
                        }
                      >
                        {contact.active ? 'Retire' : 'Bring back'}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Add contact"
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 3 }}
        >
          <TextField
            size="small"
            required
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={issue('name') !== undefined}
            helperText={issue('name')}
          />
          <TextField
            size="small"
            required
            type="email"
            label="Email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={issue('email') !== undefined}
            helperText={issue('email')}
          />
          <Button type="submit" variant="outlined" disabled={add.isPending}>
            Add contact
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

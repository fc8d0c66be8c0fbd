import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canSaveSupplier, SUPPLIER_TOAST, type TSupplier } from '@qi/domain/supplier';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { SupplierContactsDialog } from '../../scar/components/supplier-contacts-dialog';
import { useSuppliers } from '../api/get-suppliers';
import { useCreateSupplier, useUpdateSupplier } from '../api/save-supplier';
import { AddFab } from './add-fab';
import { ClientPagedTable, type Column } from './client-paged-table';
import { LoadState } from './load-state';
import { ReferenceFormDialog } from './reference-form-dialog';
import { ReferenceRowActions } from './reference-row-actions';
import { ReferenceStatusChip } from './reference-status-chip';

const FIELDS = [
  { key: 'name' as const, label: 'Name' },
  { key: 'code' as const, label: 'Code' },
];
const EMPTY = { name: '', code: '' };

/** /admin/suppliers: every supplier (active first), 'Add Supplier', and per row edit and retire/bring back. */
export function SuppliersTab() {
  const suppliers = useSuppliers();
  const createSupplier = useCreateSupplier();
  const updateSupplier = useUpdateSupplier();
  const showToast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TSupplier | null>(null);
  const [contactsOf, setContactsOf] = useState<TSupplier | null>(null);

  const failed = (text: string) => (error: unknown) => {
    console.error('Saving the supplier failed', error);
    showToast(failureMessage(text, error), 'error');
  };

  const setActive = (supplier: TSupplier, active: boolean) =>
    updateSupplier.mutate(
      { id: supplier.id, active },
      {
        onSuccess: () => showToast(active ? SUPPLIER_TOAST.broughtBack : SUPPLIER_TOAST.retired),
        onError: failed(SUPPLIER_TOAST.saveFailed),
      },
    );

  const columns: Column<TSupplier>[] = [
    { id: 'name', label: 'Name', render: (s) => s.name },
    { id: 'code', label: 'Code', render: (s) => s.code },
    { id: 'status', label: 'Status', render: (s) => <ReferenceStatusChip active={s.active} /> },
    {
      id: 'actions',
      label: 'Actions',
      render: (s) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ReferenceRowActions
            label={s.name}
            active={s.active}
            busy={updateSupplier.isPending}
            onEdit={() => setEditing(s)}
            onSetActive={(active) => setActive(s, active)}
          />
          <Button size="small" aria-label={`Contacts of ${s.name}`} onClick={() => setContactsOf(s)}>
            Contacts
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <>
      {suppliers.data ? (
        <ClientPagedTable
          rows={suppliers.data}
          columns={columns}
          rowKey={(s) => s.id}
          label="Suppliers"
          emptyText="No suppliers."
        />
      ) : (
        <LoadState isPending={suppliers.isPending} isError={suppliers.isError} what="suppliers" />
      )}
      <AddFab label="Add Supplier" onClick={() => setAdding(true)} />
      {adding && (
        <ReferenceFormDialog
          title="Add Supplier"
          fields={FIELDS}
          initial={EMPTY}
          submitLabel="Add Supplier"
          canSubmit={canSaveSupplier}
          pending={createSupplier.isPending}
          onClose={() => setAdding(false)}
          onSubmit={(values) =>
            createSupplier.mutate(values, {
              onSuccess: () => {
                showToast(SUPPLIER_TOAST.added);
                setAdding(false);
              },
              onError: failed(SUPPLIER_TOAST.addFailed),
            })
          }
        />
      )}
      {contactsOf && <SupplierContactsDialog supplier={contactsOf} onClose={() => setContactsOf(null)} />}
      {editing && (
        <ReferenceFormDialog
          title="Edit Supplier"
          fields={FIELDS}
          initial={{ name: editing.name, code: editing.code }}
          submitLabel="Save"
          canSubmit={canSaveSupplier}
          pending={updateSupplier.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(values) =>
            updateSupplier.mutate(
              { id: editing.id, ...values },
              {
                onSuccess: () => {
                  showToast(SUPPLIER_TOAST.saved);
                  setEditing(null);
                },
                onError: failed(SUPPLIER_TOAST.saveFailed),
              },
            )
          }
        />
      )}
    </>
  );
}

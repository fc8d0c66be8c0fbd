import { REFERENCE_TOAST, type TPartNumberItem } from '@qi/domain/reference-data';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { usePartNumbers } from '../api/get-part-numbers';
import { useUpdatePartNumber } from '../api/update-reference';
import { AddFab } from './add-fab';
import { AddPartNumberDialog } from './add-part-number-dialog';
import { ClientPagedTable, type Column } from './client-paged-table';
import { EditPartNumberDialog } from './edit-part-number-dialog';
import { LoadState } from './load-state';
import { ReferenceRowActions } from './reference-row-actions';
import { ReferenceStatusChip } from './reference-status-chip';

/**
 * /admin/part-numbers: every part number with its product, 'Add Part Number', and per row a new description or
 * product and 'Retire' / 'Bring back'. The number itself is what incidents store, so it is not edited.
 */
export function PartNumbersTab() {
  const partNumbers = usePartNumbers();
  const updatePartNumber = useUpdatePartNumber();
  const showToast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TPartNumberItem | null>(null);

  const failed = (error: unknown) => {
    console.error('Saving the part number failed', error);
    showToast(failureMessage(REFERENCE_TOAST.partNumberSaveFailed, error), 'error');
  };
  const setActive = (part: TPartNumberItem, active: boolean) =>
    updatePartNumber.mutate(
      { id: part.id, active },
      {
        onSuccess: () =>
          showToast(active ? REFERENCE_TOAST.partNumberBroughtBack : REFERENCE_TOAST.partNumberRetired),
        onError: failed,
      },
    );

  const columns: Column<TPartNumberItem>[] = [
    { id: 'id', label: 'Part Number', render: (partNumber) => partNumber.id },
    { id: 'description', label: 'Description', render: (partNumber) => partNumber.description },
    { id: 'product', label: 'Product', render: (partNumber) => partNumber.product ?? '' },
    { id: 'status', label: 'Status', render: (p) => <ReferenceStatusChip active={p.active} /> },
    {
      id: 'actions',
      label: 'Actions',
      render: (p) => (
        <ReferenceRowActions
          label={p.id}
          active={p.active}
          busy={updatePartNumber.isPending}
          onEdit={() => setEditing(p)}
          onSetActive={(active) => setActive(p, active)}
        />
      ),
    },
  ];

  return (
    <>
      {partNumbers.data ? (
        <ClientPagedTable
          rows={partNumbers.data}
          columns={columns}
          rowKey={(partNumber) => partNumber.id}
          label="Part Numbers"
          emptyText="No part numbers."
        />
      ) : (
        <LoadState isPending={partNumbers.isPending} isError={partNumbers.isError} what="part numbers" />
      )}
      <AddFab label="Add Part Number" onClick={() => setAdding(true)} />
      <AddPartNumberDialog open={adding} onClose={() => setAdding(false)} />
      {editing && <EditPartNumberDialog part={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

import type { TPartNumber } from '@qi/domain/reference-data';
import { useState } from 'react';
import { usePartNumbers } from '../api/get-part-numbers';
import { AddFab } from './add-fab';
import { AddPartNumberDialog } from './add-part-number-dialog';
import { ClientPagedTable, type Column } from './client-paged-table';
import { LoadState } from './load-state';

const COLUMNS: Column<TPartNumber>[] = [
  { id: 'id', label: 'Part Number', render: (partNumber) => partNumber.id },
  { id: 'description', label: 'Description', render: (partNumber) => partNumber.description },
];

/** /admin/part-numbers: every part number and the 'Add Part Number' button. */
export function PartNumbersTab() {
  const partNumbers = usePartNumbers();
  const [adding, setAdding] = useState(false);
  return (
    <>
      {partNumbers.data ? (
        <ClientPagedTable
          rows={partNumbers.data}
          columns={COLUMNS}
          rowKey={(partNumber) => partNumber.id}
          label="Part Numbers"
          emptyText="No part numbers."
        />
      ) : (
        <LoadState isPending={partNumbers.isPending} isError={partNumbers.isError} what="part numbers" />
      )}
      <AddFab label="Add Part Number" onClick={() => setAdding(true)} />
      <AddPartNumberDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

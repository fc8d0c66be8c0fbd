import { canAddProduct, REFERENCE_TOAST, type TProductItem } from '@qi/domain/reference-data';
import { useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useProducts } from '../api/get-products';
import { useUpdateProduct } from '../api/update-reference';
import { AddFab } from './add-fab';
import { AddProductDialog } from './add-product-dialog';
import { ClientPagedTable, type Column } from './client-paged-table';
import { LoadState } from './load-state';
import { ReferenceFormDialog } from './reference-form-dialog';
import { ReferenceRowActions } from './reference-row-actions';
import { ReferenceStatusChip } from './reference-status-chip';

const FIELDS = [{ key: 'name' as const, label: 'Name' }];

/**
 * /admin/products: every product, 'Add Product', and per row a rename (the incidents naming the product follow)
 * and 'Retire' / 'Bring back'.
 */
export function ProductsTab() {
  const products = useProducts();
  const updateProduct = useUpdateProduct();
  const showToast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TProductItem | null>(null);

  const failed = (error: unknown) => {
    console.error('Saving the product failed', error);
    showToast(failureMessage(REFERENCE_TOAST.productSaveFailed, error), 'error');
  };
  const setActive = (product: TProductItem, active: boolean) =>
    updateProduct.mutate(
      { id: product.id, active },
      {
        onSuccess: () =>
          showToast(active ? REFERENCE_TOAST.productBroughtBack : REFERENCE_TOAST.productRetired),
        onError: failed,
      },
    );

  const columns: Column<TProductItem>[] = [
    { id: 'name', label: 'Name', render: (product) => product.name },
    { id: 'status', label: 'Status', render: (p) => <ReferenceStatusChip active={p.active} /> },
    {
      id: 'actions',
      label: 'Actions',
      render: (p) => (
        <ReferenceRowActions
          label={p.name}
          active={p.active}
          busy={updateProduct.isPending}
          onEdit={() => setEditing(p)}
          onSetActive={(active) => setActive(p, active)}
        />
      ),
    },
  ];

  return (
    <>
      {products.data ? (
        <ClientPagedTable
          rows={products.data}
          columns={columns}
          rowKey={(product) => product.id}
          label="Products"
          emptyText="No products."
        />
      ) : (
        <LoadState isPending={products.isPending} isError={products.isError} what="products" />
      )}
      <AddFab label="Add Product" onClick={() => setAdding(true)} />
      <AddProductDialog open={adding} onClose={() => setAdding(false)} />
      {editing && (
        <ReferenceFormDialog
          title="Rename Product"
          fields={FIELDS}
          initial={{ name: editing.name }}
          submitLabel="Save"
          canSubmit={(values) => canAddProduct(values.name) && values.name.trim() !== editing.name}
          pending={updateProduct.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(values) =>
            updateProduct.mutate(
              { id: editing.id, name: values.name },
              {
                onSuccess: () => {
                  showToast(REFERENCE_TOAST.productSaved);
                  setEditing(null);
                },
                onError: failed,
              },
            )
          }
        />
      )}
    </>
  );
}

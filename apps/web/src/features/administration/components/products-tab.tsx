import type { TProduct } from '@qi/domain/reference-data';
import { useState } from 'react';
import { useProducts } from '../api/get-products';
import { AddFab } from './add-fab';
import { AddProductDialog } from './add-product-dialog';
import { ClientPagedTable, type Column } from './client-paged-table';
import { LoadState } from './load-state';

const COLUMNS: Column<TProduct>[] = [{ id: 'name', label: 'Name', render: (product) => product.name }];

/** /admin/products: every product and the 'Add Product' button. */
export function ProductsTab() {
  const products = useProducts();
  const [adding, setAdding] = useState(false);
  return (
    <>
      {products.data ? (
        <ClientPagedTable
          rows={products.data}
          columns={COLUMNS}
          rowKey={(product) => product.name}
          label="Products"
          emptyText="No products."
        />
      ) : (
        <LoadState isPending={products.isPending} isError={products.isError} what="products" />
      )}
      <AddFab label="Add Product" onClick={() => setAdding(true)} />
      <AddProductDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

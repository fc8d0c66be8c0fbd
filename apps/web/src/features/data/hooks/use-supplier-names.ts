import { useMemo } from 'react';
import { useData } from '../api/get-data';

/** supplier id → name from the bulk load; unknown ids show as themselves. */
export function useSupplierNames(): (supplierId: string) => string {
  const data = useData();
  const suppliers = data.data?.suppliers;
  return useMemo(() => {
    const names = new Map((suppliers ?? []).map((s) => [s.id, s.name]));
    return (supplierId) => names.get(supplierId) ?? supplierId;
  }, [suppliers]);
}

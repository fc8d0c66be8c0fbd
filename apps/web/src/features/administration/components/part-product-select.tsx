import TextField from '@mui/material/TextField';
import { partNumberProductOptions } from '@qi/domain/reference-data';
import { useProducts } from '../api/get-products';

/**
 * The optional 'Product' of a part number: a native select of the active products, plus the part number's
 * current one if that product has since been retired. '' stands for none.
 */
export function PartProductSelect({
  value,
  current,
  onChange,
}: {
  value: string;
  /** The product the part number has now (kept on offer even when retired). */
  current: string | null;
  onChange: (value: string) => void;
}) {
  const products = useProducts();
  const options = partNumberProductOptions(products.data ?? [], current);
  // Until the list arrives the chosen value is still shown, so nothing jumps or is lost.
  const shown = value !== '' && !options.includes(value) ? [value, ...options] : options;
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      id="part-number-product"
      label="Product"
      value={value}
      helperText="Optional. A scanned part number opens the report form with this product."
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">None</option>
      {shown.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </TextField>
  );
}

import Grid from '@mui/material/Grid';
import { dependentFieldsOf } from '@qi/domain/incident-form';
import type { TLocation } from '@qi/domain/reference-data';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import type { IncidentFormState } from './incident-form-values';

type LevelField = 'incidentLocation' | 'category' | 'subcategory' | 'furtherSubcategory';
const LEVELS: LevelField[] = ['incidentLocation', 'category', 'subcategory', 'furtherSubcategory'];

const optionsOf = (nodes: readonly { id: string; title: string }[]) =>
  nodes.map((node) => ({ value: node.id, label: node.title }));

/**
 * Incident Location → Category → Subcategory level 1 → Subcategory level 2 (docs/product.md §5): each level's options come
 * from the chosen parent in the current location tree; changing a level clears the levels below it.
 */
export function IncidentLocationFields({ locations }: { locations: readonly TLocation[] }) {
  const { control, setValue, trigger, formState } = useFormContext<IncidentFormState>();
  const [location, category, subcategory, furtherSubcategory] = useWatch({
    control,
    name: ['incidentLocation', 'category', 'subcategory', 'furtherSubcategory'],
  });

  const locationNode = locations.find((l) => l.id === location?.id);
  const categories = locationNode?.categories ?? [];
  const categoryNode = categories.find((c) => c.id === category?.id);
  const subcategories = categoryNode?.subcategories ?? [];
  const subcategoryNode = subcategories.find((s) => s.id === subcategory?.id);
  const furtherSubcategories = subcategoryNode?.furtherSubcategories ?? [];

  const choose = <T extends { id: string }>(field: LevelField, nodes: readonly T[], id: string) => {
    const node = nodes.find((n) => n.id === id) ?? null;
    setValue(field, node as never, { shouldDirty: true });
    if (field !== 'furtherSubcategory') {
      for (const child of dependentFieldsOf(field)) setValue(child, null, { shouldDirty: true });
    }
    if (formState.isSubmitted) void trigger(LEVELS);
  };
  const errorOf = (field: LevelField) => formState.errors[field]?.message;

  const levels = [
    {
      field: 'incidentLocation' as const,
      label: 'Incident Location',
      value: location,
      nodes: locations,
    },
    { field: 'category' as const, label: 'Category', value: category, nodes: categories },
    {
      field: 'subcategory' as const,
      label: 'Subcategory level 1',
      value: subcategory,
      nodes: subcategories,
    },
    {
      field: 'furtherSubcategory' as const,
      label: 'Subcategory level 2',
      value: furtherSubcategory,
      nodes: furtherSubcategories,
    },
  ];

  return (
    <Grid container columnSpacing={2}>
      {levels.map((level) => (
        <Grid key={level.field} size={{ xs: 12, sm: 6, md: 3 }}>
          <SelectField
            name={level.field}
            label={level.label}
            required
            value={level.value?.id ?? ''}
            options={optionsOf(level.nodes)}
            error={errorOf(level.field)}
            onChange={(id) => choose(level.field, level.nodes, id)}
          />
        </Grid>
      ))}
    </Grid>
  );
}

import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SCAR_LIST_MAX } from '@qi/domain/scar-answers';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ListError, useLocked } from './answer-fields';

/**
 * The lines of an answer (team members, containment actions, permanent actions): each in its own box with a
 * Remove button, and Add below, while the stage can be changed.
 */
export function AnswerList({
  name,
  itemLabel,
  addLabel,
  empty,
  max = SCAR_LIST_MAX,
  children,
}: {
  name: string;
  /** 'Member' → 'Member 1', 'Remove member 1'. */
  itemLabel: string;
  addLabel: string;
  /** A new line's values. */
  empty: Record<string, unknown>;
  max?: number;
  children: (prefix: string, index: number) => ReactNode;
}) {
  const { control } = useFormContext();
  const locked = useLocked();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Box sx={{ my: 1 }}>
      {fields.map((field, index) => (
        <Paper key={field.id} variant="outlined" sx={{ p: { xs: 1, sm: 2 }, my: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {itemLabel} {index + 1}
            </Typography>
            {!locked && (
              <IconButton
                aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                onClick={() => remove(index)}
                size="small"
              >
                <DeleteOutline />
              </IconButton>
            )}
          </Box>
          {children(`${name}.${index}`, index)}
        </Paper>
      ))}
      <ListError name={name} />
      {!locked && fields.length < max && (
        <Button startIcon={<Add />} onClick={() => append(empty)}>
          {addLabel}
        </Button>
      )}
    </Box>
  );
}

/** Two fields side by side on a wide screen, one under the other on a phone. */
export function Pair({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {children}
    </Box>
  );
}

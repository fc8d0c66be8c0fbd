import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_EXPIRY_LABELS,
  type ApiTokenExpiryDays,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  DEFAULT_API_TOKEN_ROLE,
  type TCreateApiTokenRequest,
  ZCreateApiTokenRequest,
} from '@qi/domain/api-tokens';
import { ROLE_LABELS, ROLES, type Role } from '@qi/domain/roles';
import { type FormEvent, useId, useState } from 'react';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * 'Create token': the service account's name, its role (User unless chosen: never Admin by default) and how long
 * the token lives. Mount it when it opens.
 */
export function CreateApiTokenDialog({
  pending,
  onSubmit,
  onClose,
}: {
  pending: boolean;
  onSubmit: (body: TCreateApiTokenRequest) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>(DEFAULT_API_TOKEN_ROLE);
  const [expiresInDays, setExpiresInDays] = useState<ApiTokenExpiryDays>(DEFAULT_API_TOKEN_EXPIRY_DAYS);
  const [touched, setTouched] = useState(false);
  const parsed = ZCreateApiTokenRequest.safeParse({ name, role, expiresInDays });
  const nameError = parsed.success
    ? undefined
    : parsed.error.issues.find((i) => i.path[0] === 'name')?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success && !pending) onSubmit(parsed.data);
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Create token</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2">
            The token acts as a service account with this name and role; history shows the name.
          </DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label="Name"
            value={name}
            error={touched && Boolean(nameError)}
            helperText={touched ? nameError : undefined}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <TextField
            select
            fullWidth
            margin="normal"
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            slotProps={nativeSelect}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            margin="normal"
            label="Expires after"
            value={String(expiresInDays)}
            onChange={(event) => setExpiresInDays(Number(event.target.value) as ApiTokenExpiryDays)}
            slotProps={nativeSelect}
          >
            {API_TOKEN_EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {API_TOKEN_EXPIRY_LABELS[days]}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!parsed.success || pending} loading={pending}>
            Create token
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

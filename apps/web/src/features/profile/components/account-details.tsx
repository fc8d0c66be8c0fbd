import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@qi/domain/roles';
import type { TUser } from '@qi/domain/user';

/** Name, email and role of the signed-in user. */
export function AccountDetails({ user }: { user: TUser }) {
  const rows = [
    ['Name', user.name],
    ['Email', user.email],
    ['Role', ROLE_LABELS[user.role]],
  ] as const;
  return (
    <Paper component="section" aria-labelledby="account-details-title" sx={{ p: 3 }}>
      <Typography id="account-details-title" variant="h6" component="h2" gutterBottom>
        Account details
      </Typography>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px' }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

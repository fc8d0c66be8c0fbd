import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KEYS, NOTIFICATION_LABELS, type NotificationKey } from '@qi/domain/profile';
import { PageLoader } from '../../../components/page-loader';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

/** The five notification toggles, each saved as soon as it changes. */
export function NotificationSettings() {
  const profile = useProfile();
  const updateProfile = useUpdateProfile();

  const toggle = (key: NotificationKey, checked: boolean) => {
    updateProfile.mutate(
      { notifications: { [key]: checked } },
      { onError: (error) => console.error('Saving the notification setting failed.', error) },
    );
  };

  return (
    <Paper component="section" aria-labelledby="notifications-title" sx={{ p: 3 }}>
      <Typography id="notifications-title" variant="h6" component="h2">
        Email notifications
      </Typography>
      {profile.isPending && <PageLoader label="Loading notification settings" />}
      {profile.isError && <Alert severity="error">The notification settings could not be loaded.</Alert>}
      {updateProfile.isError && (
        <Alert severity="error" sx={{ my: 1 }}>
          The last change could not be saved.
        </Alert>
      )}
      {profile.data && (
        <FormGroup>
          {NOTIFICATION_KEYS.map((key) => (
            <FormControlLabel
              key={key}
              label={NOTIFICATION_LABELS[key]}
              control={
                <Switch
                  checked={profile.data.notifications[key]}
                  onChange={(event) => toggle(key, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
    </Paper>
  );
}

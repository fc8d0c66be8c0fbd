import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TOidcSettings } from '@qi/domain/oidc';
import { OIDC_TOAST } from '@qi/domain/oidc-messages';
import { ROLE_LABELS, ROLES, type Role } from '@qi/domain/roles';
import { useState } from 'react';
import { SaveDiscardButtons } from '../../../components/save-discard-buttons';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useSaveProviderSettings } from '../api/provider-settings';
import {
  type DraftField,
  draftErrors,
  draftOf,
  requestOf,
  type SettingsDraft,
} from '../lib/provider-settings-draft';
import { GroupRolesEditor } from './group-roles-editor';

type TextKey = Exclude<DraftField, 'enabled' | 'createAccounts' | 'defaultRole' | 'groupRoles'>;

const LABELS: Record<TextKey, { label: string; help?: string }> = {
  displayName: { label: 'Button name', help: 'The login page shows “Sign in with <name>”.' },
  issuer: { label: 'Issuer URL', help: 'Its /.well-known/openid-configuration is read when you save.' },
  clientId: { label: 'Client ID' },
  clientSecret: { label: 'Client secret', help: 'Write-only: leave empty to keep the secret saved before.' },
  scopes: { label: 'Scopes', help: 'Separated by spaces; openid is required.' },
  emailClaim: { label: 'Email claim' },
  emailVerifiedClaim: { label: 'Email verified claim', help: 'Entra ID: xms_edov (an optional claim).' },
  nameClaim: { label: 'Name claim' },
  groupsClaim: { label: 'Groups claim' },
  allowedDomains: { label: 'Allowed email domains', help: 'Empty: every domain. Separated by commas.' },
  providerOnlyDomains: {
    label: 'Provider-only domains',
    help: 'People of these domains cannot sign in with a password. One administrator outside them must keep one.',
  },
  requiredGroups: {
    label: 'Required groups',
    help: 'Empty: no requirement. Otherwise one of these, by commas.',
  },
};

/** The provider's settings; read-only when the server's environment sets them. */
export function ProviderSettingsForm({ settings }: { settings: TOidcSettings }) {
  const showToast = useToast();
  const save = useSaveProviderSettings();
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const shown = draft ?? draftOf(settings);
  const errors = draftErrors(shown);
  const locked = settings.lockedByEnvironment;
  const disabled = locked || save.isPending;
  const change = (patch: Partial<SettingsDraft>) => setDraft({ ...shown, ...patch });

  const text = (name: TextKey) => (
    <TextField
      id={`sign-in-${name}`}
      label={LABELS[name].label}
      value={shown[name]}
      disabled={disabled}
      type={name === 'clientSecret' ? 'password' : 'text'}
      autoComplete="off"
      placeholder={name === 'clientSecret' && settings.clientSecretSet ? 'Saved: type to replace' : undefined}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? LABELS[name].help}
      onChange={(event) => change({ [name]: event.target.value })}
      fullWidth
    />
  );

  const submit = () =>
    save.mutate(requestOf(shown), {
      onSuccess: () => {
        setDraft(null);
        showToast(OIDC_TOAST.saved);
      },
      onError: (error) => showToast(failureMessage(OIDC_TOAST.saveFailed, error), 'error'),
    });

  return (
    <Box sx={{ maxWidth: 720 }}>
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Set by the server’s environment variables (OIDC_…): change them there.
        </Alert>
      )}
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={shown.enabled}
              disabled={disabled}
              onChange={(e) => change({ enabled: e.target.checked })}
            />
          }
          label="Sign in with the company’s identity provider"
        />
        <Typography variant="body2">
          Redirect URI to register at the provider: <code>{settings.redirectUri}</code>
        </Typography>
        {text('displayName')}
        {text('issuer')}
        {text('clientId')}
        {text('clientSecret')}
        {text('scopes')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {text('emailClaim')}
          {text('emailVerifiedClaim')}
          {text('nameClaim')}
          {text('groupsClaim')}
        </Box>
        {text('allowedDomains')}
        {text('providerOnlyDomains')}
        <FormControlLabel
          control={
            <Switch
              checked={shown.createAccounts}
              disabled={disabled}
              onChange={(e) => change({ createAccounts: e.target.checked })}
            />
          }
          label="Create accounts on first sign-in"
        />
        <TextField
          select
          id="sign-in-defaultRole"
          label="Default role"
          value={shown.defaultRole}
          disabled={disabled}
          helperText="Of new accounts, and of anyone in none of the groups below."
          onChange={(event) => change({ defaultRole: event.target.value as Role })}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
        {text('requiredGroups')}
        <GroupRolesEditor
          value={shown.groupRoles}
          disabled={disabled}
          error={errors.groupRoles}
          onChange={(groupRoles) => change({ groupRoles })}
        />
      </Stack>
      {!locked && (
        <SaveDiscardButtons
          marginTop={3}
          discardDisabled={draft === null || save.isPending}
          saveDisabled={draft === null || Object.keys(errors).length > 0}
          saving={save.isPending}
          onDiscard={() => setDraft(null)}
          onSave={submit}
        />
      )}
    </Box>
  );
}

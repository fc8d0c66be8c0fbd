import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SCAR_CODE_TTL_MINUTES,
  SUPPLIER_TOAST,
  ZStartSupplierSessionRequest,
} from '@qi/domain/scar-supplier';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PageLoader } from '../../../components/page-loader';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useOpenLink } from '../api/open-link';
import { useStartSession } from '../api/start-session';
import type { CodeSent } from '../lib/supplier-session';

const ZCodeForm = ZStartSupplierSessionRequest.pick({ code: true });

const failure = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/**
 * Opening the link: its token is posted (the server emails a six-digit code), then the code is asked for. The
 * server's refusals are shown as it words them (a wrong or expired code, too many tries). A link the server
 * no longer accepts (410) turns the page into the "no longer works" page (supplier-fetch.ts).
 */
export function CodeStep({ link, code, ended }: { link: string; code: CodeSent | null; ended: boolean }) {
  const open = useOpenLink();
  const start = useStartSession();
  const showToast = useToast();
  const asked = useRef(false);
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ZCodeForm),
    defaultValues: { code: '' },
  });

  // The page opened from the email asks for a code once (not after a session ended: the supplier asks then).
  useEffect(() => {
    if (asked.current || code || ended) return;
    asked.current = true;
    open.mutate(link);
  }, [code, ended, link, open]);

  const sendAgain = () => {
    start.reset();
    reset({ code: '' });
    open.mutate(link, { onSuccess: () => showToast(SUPPLIER_TOAST.codeSent) });
  };

  const signIn = handleSubmit((values) => {
    start.mutate(
      { token: link, code: values.code },
      {
        onError: (error) => {
          if (isApiError(error) && error.status === 400) setError('code', { message: error.message });
        },
      },
    );
  });

  if (!code && open.isPending) return <PageLoader label="Sending a code…" />;
  const openFailed = open.isError
    ? failure(open.error, 'The code could not be sent. Please try again.')
    : null;
  const startFailed =
    start.isError && !(isApiError(start.error) && start.error.status === 400)
      ? failure(start.error, 'The code could not be checked. Please try again.')
      : null;

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {code ? `Open ${code.number}` : 'Open the request'}
      </Typography>
      {ended && !code && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your session has ended. Send a new code to continue.
        </Alert>
      )}
      {code && (
        <Alert severity="info" sx={{ mb: 1 }}>
          We have emailed a six-digit code to {code.sentTo}. It is valid for {SCAR_CODE_TTL_MINUTES} minutes.
        </Alert>
      )}
      {openFailed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {openFailed}
        </Alert>
      )}
      {startFailed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {startFailed}
        </Alert>
      )}
      {code && (
        <Box component="form" noValidate onSubmit={signIn}>
          <Controller
            control={control}
            name="code"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label="Code"
                required
                fullWidth
                margin="normal"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
                }}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            size="large"
            disabled={start.isPending}
            sx={{ mt: 2 }}
          >
            Continue
          </Button>
        </Box>
      )}
      <Button fullWidth onClick={sendAgain} disabled={open.isPending} sx={{ mt: 1 }}>
        Send a new code
      </Button>
    </Paper>
  );
}

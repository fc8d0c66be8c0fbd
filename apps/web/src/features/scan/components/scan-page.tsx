import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { TextInput } from '../../../components/text-input';
import { useData } from '../../data/api/get-data';
import { getPartProduct } from '../api/get-part-product';
import { partProductSource, reportPath, scanOutcome } from '../lib/scan-outcome';
import { type CameraState, useCameraScan } from '../lib/use-camera-scan';

const CAMERA_TEXT: Record<CameraState, string> = {
  starting: 'Starting the camera…',
  scanning: "Point the camera at a red tag's QR code or a part number's barcode.",
  denied: 'The camera is blocked for this site. Allow the camera in the browser, or type the code below.',
  absent: 'No camera could be opened on this device. Type the code below.',
  off: '',
};

/**
 * /scan: reads a QR code or barcode with the back camera (or as typed). A red tag opens its incident, a known
 * part number opens the report form with it (and its product, or a guess at it) filled in, anything else is
 * shown as read.
 */
export function ScanPage() {
  const navigate = useNavigate();
  // The part numbers and products a new report may name: the active ones (retired ones are not offered).
  const bulk = useData().data;
  const partNumbers = (bulk?.partNumbers ?? []).filter((p) => p.active !== false);
  const products = (bulk?.products ?? []).filter((p) => p.active !== false).map((p) => p.name);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [read, setRead] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [attempt, setAttempt] = useState(0);
  // Looking up the part number's product is a one-off request that a scan starts, then the form opens.
  const lookup = useMutation({ mutationFn: (partNumber: string) => getPartProduct(partNumber, products) });
  const opening = lookup.isPending;
  const camera = useCameraScan(videoRef, read === null && !opening, (text) => void handle(text), attempt);

  async function handle(raw: string) {
    const outcome = scanOutcome(raw, { origin: window.location.origin, partNumbers });
    if (outcome.kind === 'open') {
      await navigate(outcome.path);
      return;
    }
    if (outcome.kind === 'text') {
      setRead(outcome.text);
      return;
    }
    const source = partProductSource(outcome.product, products);
    if (source !== 'guess') {
      await navigate(reportPath(outcome.partNumber, source.product));
      return;
    }
    // Callbacks given to `mutate` are skipped once the page has been left.
    lookup.mutate(outcome.partNumber, {
      onSuccess: (product, partNumber) => void navigate(reportPath(partNumber, product)),
    });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== '') void handle(typed);
  };

  const retry = () => {
    setRead(null);
    setTyped('');
    setAttempt((n) => n + 1);
  };

  const cameraProblem = camera === 'denied' || camera === 'absent';
  const showVideo = read === null && !opening && !cameraProblem;
  return (
    <>
      <PageHeader title="Scan" crumbs={[{ label: 'Home', to: '/home' }, { label: 'Scan' }]} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {showVideo && (
          <>
            <Box
              component="video"
              ref={videoRef}
              aria-label="Camera preview"
              muted
              playsInline
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                bgcolor: 'grey.900',
                borderRadius: 1,
                mb: 2,
              }}
            />
            <Typography role="status" sx={{ mb: 2 }}>
              {CAMERA_TEXT[camera]}
            </Typography>
          </>
        )}
        {cameraProblem && read === null && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              camera === 'denied' ? undefined : (
                <Button color="inherit" size="small" onClick={retry}>
                  Try again
                </Button>
              )
            }
          >
            {CAMERA_TEXT[camera]}
          </Alert>
        )}
        {opening && (
          <Typography role="status" sx={{ mb: 2 }}>
            Opening the report form…
          </Typography>
        )}
        {read !== null && (
          <Alert
            severity="info"
            sx={{ mb: 2, wordBreak: 'break-word' }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Scan again
              </Button>
            }
          >
            <Typography component="div" sx={{ fontWeight: 600 }}>{`Read: ${read}`}</Typography>
            This is not an incident tag or a known part number.
          </Alert>
        )}
        <Box
          component="form"
          aria-label="Type a code"
          onSubmit={onSubmit}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: '1 1 14rem' }}>
            <TextInput
              name="code"
              label="Code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={() => undefined}
              helperText="A part number or the address on a red tag"
              disabled={opening}
            />
          </Box>
          <Button type="submit" variant="contained" disabled={opening || typed.trim() === ''}>
            Open
          </Button>
        </Box>
      </Paper>
    </>
  );
}

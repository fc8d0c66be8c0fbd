import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useIncidentReferenceData } from '../../incidents/hooks/use-incident-reference-data';
import { getPartProduct } from '../api/get-part-product';
import { reportPath, scanOutcome } from '../lib/scan-outcome';
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
 * part number opens the report form with it (and its product) filled in, anything else is shown as read.
 */
export function ScanPage() {
  const navigate = useNavigate();
  const reference = useIncidentReferenceData();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [read, setRead] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [typed, setTyped] = useState('');
  const [attempt, setAttempt] = useState(0);
  const aborter = useRef<AbortController | null>(null);
  const camera = useCameraScan(videoRef, read === null && !opening, (text) => void handle(text), attempt);

  useEffect(() => () => aborter.current?.abort(), []);

  async function handle(raw: string) {
    const outcome = scanOutcome(raw, { origin: window.location.origin, partNumbers: reference.partNumbers });
    if (outcome.kind === 'open') {
      await navigate(outcome.path);
      return;
    }
    if (outcome.kind === 'text') {
      setRead(outcome.text);
      return;
    }
    setOpening(true);
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    try {
      const product = await getPartProduct(outcome.partNumber, reference.products, controller.signal);
      await navigate(reportPath(outcome.partNumber, product));
    } catch {
      // Left the page meanwhile.
    }
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
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label="Code"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            size="small"
            helperText="A part number or the address on a red tag"
            sx={{ flex: '1 1 14rem' }}
            disabled={opening}
          />
          <Button type="submit" variant="contained" disabled={opening || typed.trim() === ''}>
            Open
          </Button>
        </Box>
      </Paper>
    </>
  );
}

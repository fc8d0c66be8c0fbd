import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import {
  normaliseWebhookEvents,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  ZCreateWebhookRequest,
} from '@qi/domain/webhooks';
import { type FormEvent, useId, useState } from 'react';
import type { CreateWebhookBody } from '../api/create-webhook';

/**
 * 'Add webhook' and 'Edit webhook': the HTTPS address, a description and the events to send (checkboxes), checked
 * with the server's own schema. Mount it when it opens.
 */
export function WebhookFormDialog({
  title,
  submitLabel,
  initial,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: CreateWebhookBody;
  pending: boolean;
  onSubmit: (body: CreateWebhookBody) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [url, setUrl] = useState(initial.url);
  const [description, setDescription] = useState(initial.description);
  const [events, setEvents] = useState<WebhookEvent[]>(initial.events);
  const [touched, setTouched] = useState(false);
  const parsed = ZCreateWebhookRequest.safeParse({ url, description, events });
  const issue = (field: string) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  const urlError = issue('url');
  const eventsError = issue('events');

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success && !pending) {
      const { url: cleanUrl, description: cleanDescription } = parsed.data;
      onSubmit({ url: cleanUrl, description: cleanDescription, events: normaliseWebhookEvents(events) });
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label="URL"
            placeholder="https://example.com/webhooks/quality"
            value={url}
            error={touched && Boolean(urlError)}
            helperText={touched ? urlError : 'An https:// address that answers 2xx.'}
            onChange={(event) => setUrl(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <TextField
            fullWidth
            margin="normal"
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <FormControl component="fieldset" margin="normal" error={touched && Boolean(eventsError)}>
            <FormLabel component="legend">Events</FormLabel>
            <FormGroup>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel
                  key={event}
                  control={
                    <Checkbox
                      checked={events.includes(event)}
                      onChange={(_, checked) => toggle(event, checked)}
                    />
                  }
                  label={WEBHOOK_EVENT_LABELS[event]}
                />
              ))}
            </FormGroup>
            {touched && eventsError && <FormHelperText>{eventsError}</FormHelperText>}
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending} loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

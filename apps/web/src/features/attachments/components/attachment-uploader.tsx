import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dedupeByName, oversizeMessage, partitionOversize, type TAttachment } from '@qi/domain/attachments';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { isApiError } from '../../../lib/api-error';
import { usePhotoMaxSide } from '../../settings/api/app-settings-api';
import { uploadFile } from '../api/upload-file';
import { preparePhotos } from '../lib/photo-prepare';
import { AttachmentList, type PendingUpload } from './attachment-list';

export interface AttachmentUploaderProps {
  value: TAttachment[];
  onChange: (next: TAttachment[]) => void;
  disabled?: boolean;
  /** The section's caption; 'Attachments' unless told. */
  label?: string;
  /** True while at least one file is uploading (e.g. to disable the form's Save). */
  onBusyChange?: (busy: boolean) => void;
  /** Takes the files chosen while the browser is offline instead of uploading them (a new report's queue). */
  onOffline?: (files: File[]) => void;
}

const UPLOAD_FAILED = 'The file could not be uploaded.';

/**
 * Adds files by button or drop (and, on a touch screen, straight from the camera): photos larger than the
 * configured size are scaled down first, files of 20 MB or more are refused with one toast, names already
 * present are skipped, and each accepted file uploads at once with its progress; finished uploads join
 * `value` in the order the files were chosen.
 */
export function AttachmentUploader({
  value,
  onChange,
  disabled = false,
  label = 'Attachments',
  onBusyChange,
  onOffline,
}: AttachmentUploaderProps) {
  const showToast = useToast();
  // Cached settings: offline, the last read (or the default) still scales photos.
  const photoMaxSide = usePhotoMaxSide();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  // Phones and tablets: where a camera is at hand and dropping files is not.
  const [touch] = useState(() => window.matchMedia?.('(pointer: coarse)').matches ?? false);
  const [preparing, setPreparing] = useState(0);
  const mounted = useRef(true);
  const labelId = useId();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  // Uploads end one by one, possibly before the parent re-renders: keep the latest list here.
  const valueRef = useRef(value);
  valueRef.current = value;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const controllers = useRef(new Set<AbortController>());
  const busyRef = useRef(onBusyChange);
  busyRef.current = onBusyChange;
  // The order the files were chosen in, by attachment id: uploads end in any order, yet join in this one.
  const chosenOrder = useRef(new Map<string, number>());
  const nextOrder = useRef(0);

  const busy = pending.length > 0 || preparing > 0;
  useEffect(() => {
    busyRef.current?.(busy);
  }, [busy]);

  useEffect(() => {
    const running = controllers.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const controller of running) controller.abort();
    };
  }, []);

  const start = (file: File) => {
    const key = `${file.name}:${Date.now()}:${Math.random()}`;
    const order = nextOrder.current++;
    const controller = new AbortController();
    controllers.current.add(controller);
    setPending((list) => [...list, { key, name: file.name, size: file.size, progress: 0 }]);
    const setProgress = (progress: number) =>
      setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p)));
    uploadFile(file, setProgress, controller.signal)
      .then((attachment) => {
        chosenOrder.current.set(attachment.id, order);
        const list = valueRef.current;
        // Before the first file chosen after this one that finished sooner; files there before stay first.
        const at = list.findIndex((a) => (chosenOrder.current.get(a.id) ?? -1) > order);
        const next =
          at === -1 ? [...list, attachment] : [...list.slice(0, at), attachment, ...list.slice(at)];
        valueRef.current = next;
        onChange(next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Upload failed', error);
        showToast(isApiError(error) && error.message ? error.message : UPLOAD_FAILED, 'error');
      })
      .finally(() => {
        controllers.current.delete(controller);
        if (!controller.signal.aborted) setPending((list) => list.filter((p) => p.key !== key));
      });
  };

  const accept = (files: File[]) => {
    const { accepted, rejected } = partitionOversize(files);
    if (rejected.length > 0) showToast(oversizeMessage(rejected.length), 'error');
    const fresh = dedupeByName(accepted, [...valueRef.current, ...pendingRef.current]);
    if (onOffline && !navigator.onLine) {
      onOffline(fresh);
      return;
    }
    for (const file of fresh) start(file);
  };

  const addFiles = (files: File[], fromCamera = false) => {
    if (disabled || files.length === 0) return;
    const photos = typeof createImageBitmap === 'function' && files.some((f) => f.type.startsWith('image/'));
    if (!fromCamera && !photos) {
      accept(files);
      return;
    }
    // Scaled before the size limit applies: a large photo is welcome once it is smaller.
    setPreparing((n) => n + 1);
    void photoMaxSide()
      .then((side) => preparePhotos(files, fromCamera, side))
      .catch(() => files)
      .then((ready) => {
        if (mounted.current) accept(ready);
      })
      .finally(() => {
        if (mounted.current) setPreparing((n) => n - 1);
      });
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // Choosing the same file again must fire a change.
    event.target.value = '';
  };

  const onCamera = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []), true);
    event.target.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer?.files ?? []));
  };

  const remove = (attachment: TAttachment) => {
    const next = valueRef.current.filter((a) => a !== attachment);
    valueRef.current = next;
    onChange(next);
  };

  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle1" component="div" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        data-testid="attachment-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          Add attachments
        </Button>
        {touch && (
          <Button variant="outlined" disabled={disabled} onClick={() => cameraRef.current?.click()}>
            Take photo
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          or drop files here (each under 20MB)
        </Typography>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          aria-label="Add attachments"
          disabled={disabled}
          onChange={onInput}
        />
        {touch && (
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label="Take photo"
            disabled={disabled}
            onChange={onCamera}
          />
        )}
      </Box>
      {preparing > 0 && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Preparing photos…
        </Typography>
      )}
      <AttachmentList attachments={value} pending={pending} disabled={disabled} onRemove={remove} />
    </Box>
  );
}

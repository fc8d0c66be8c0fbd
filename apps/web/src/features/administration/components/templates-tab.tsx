import type { TAttachment } from '@qi/domain/attachments';
import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SaveDiscardButtons } from '../../../components/save-discard-buttons';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { AttachmentUploader } from '../../attachments/components/attachment-uploader';
import { useTemplates } from '../api/get-templates';
import { useUpdateTemplates } from '../api/update-templates';
import { LoadState } from './load-state';

type Asking = 'discard' | 'save';

function sameList(a: readonly TAttachment[], b: readonly TAttachment[]): boolean {
  return a.length === b.length && a.every((item, index) => item.id === b[index]?.id);
}

/** /admin/templates: add or remove template files, then save or discard the changes (each confirmed). */
export function TemplatesTab() {
  const showToast = useToast();
  const templates = useTemplates();
  const updateTemplates = useUpdateTemplates();
  // null: no local changes, the server's list is shown.
  const [draft, setDraft] = useState<TAttachment[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Kept after closing so the question does not change while the dialog fades out.
  const [asking, setAsking] = useState<Asking>('save');

  if (!templates.data) {
    return <LoadState isPending={templates.isPending} isError={templates.isError} what="templates" />;
  }
  const saved = templates.data;
  const value = draft ?? saved;
  const changed = draft !== null && !sameList(draft, saved);
  const locked = uploading || updateTemplates.isPending;

  const confirm = () => {
    if (asking === 'discard') {
      setDraft(null);
      setConfirmOpen(false);
      return;
    }
    updateTemplates.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        setConfirmOpen(false);
        showToast(TOAST.templatesUpdated);
      },
      onError: (error) => {
        console.error('Saving the templates failed', error);
        setConfirmOpen(false);
        showToast(failureMessage('The templates could not be saved.', error), 'error');
      },
    });
  };

  const ask = (question: Asking) => {
    setAsking(question);
    setConfirmOpen(true);
  };

  return (
    <>
      <AttachmentUploader
        label="Templates"
        value={value}
        onChange={setDraft}
        onBusyChange={setUploading}
        disabled={updateTemplates.isPending}
      />
      <SaveDiscardButtons
        discardDisabled={!changed || locked}
        saveDisabled={!changed || locked}
        onDiscard={() => ask('discard')}
        onSave={() => ask('save')}
      />
      <ConfirmDialog
        open={confirmOpen}
        message={asking === 'discard' ? CONFIRM.discard : CONFIRM.save}
        onConfirm={confirm}
        onClose={() => setConfirmOpen(false)}
        busy={updateTemplates.isPending}
      />
    </>
  );
}

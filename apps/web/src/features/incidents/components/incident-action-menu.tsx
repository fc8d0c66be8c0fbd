import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ContactSupport from '@mui/icons-material/ContactSupport';
import Edit from '@mui/icons-material/Edit';
import EditNote from '@mui/icons-material/EditNote';
import Lock from '@mui/icons-material/Lock';
import PlayArrow from '@mui/icons-material/PlayArrow';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { dispositionCloseIssue } from '@qi/domain/disposition';
import type { TUpdateIncidentRequest } from '@qi/domain/incident';
import {
  type Actor,
  canSeeIncidentActionMenu,
  type IncidentMenuItemId,
  incidentMenuItems,
} from '@qi/domain/incident-actions';
import { signatureMeaning, signatureSubjectLabel } from '@qi/domain/signatures';
import { TOAST } from '@qi/domain/toast-messages';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionSpeedDial } from '../../../components/action-speed-dial';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IncidentReasonDialog } from '../../../components/incident-reason-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useSignStep } from '../../signatures/hooks/use-sign-step';
import type { TIncidentDetails } from '../api/get-incident';
import { useUpdateIncident } from '../api/update-incident';
import { IncidentAcknowledgeDialog } from './incident-acknowledge-dialog';
import { InvestigationAssignDialog } from './investigation-assign-dialog';

const ICONS: Record<IncidentMenuItemId, ReactElement> = {
  edit: <Edit />,
  'reassign-investigation': <SwapHoriz />,
  'edit-investigation': <EditNote />,
  'start-investigation': <PlayArrow />,
  reject: <Block />,
  acknowledge: <CheckCircle />,
  'request-more-information': <ContactSupport />,
  close: <Lock />,
};

export const CONFIRM_CLOSE = 'Are you sure you want to close the incident?';

type DialogId = Exclude<IncidentMenuItemId, 'edit' | 'edit-investigation'>;

/** The floating action menu of the details page (docs/product.md §6), and the dialogs behind its items (docs/product.md §4). */
export function IncidentActionMenu({ incident, actor }: { incident: TIncidentDetails; actor: Actor }) {
  const navigate = useNavigate();
  const showToast = useToast();
  const updateIncident = useUpdateIncident(incident.id);
  const [dialog, setDialog] = useState<DialogId | null>(null);
  const sign = useSignStep();

  if (!canSeeIncidentActionMenu(incident, actor)) return null;

  const changed = (success: string) => {
    setDialog(null);
    showToast(success);
  };
  const changeFailed = (error: unknown) => {
    console.error('The status change failed', error);
    showToast(failureMessage(TOAST.statusChangeFailed, error), 'error');
  };
  const change = (body: TUpdateIncidentRequest, success: string) =>
    updateIncident.mutate(body, { onSuccess: () => changed(success), onError: changeFailed });
  // Closing is signed ('Closed'): with signatures on, the sign dialog is the confirmation.
  const closeIncident = () =>
    sign.start({
      items: [
        {
          what: signatureSubjectLabel('incident', incident.incidentNumber),
          meaning: signatureMeaning('incident'),
        },
      ],
      send: (signature) =>
        updateIncident.mutateAsync({ action: 'close', ...(signature ? { signature } : {}) }),
      onSuccess: () => changed(TOAST.closed),
      onFailure: changeFailed,
    });

  const open = (id: IncidentMenuItemId) => {
    if (id === 'edit') void navigate(`/incident/${encodeURIComponent(incident.id)}/edit`);
    else if (id === 'edit-investigation') {
      if (incident.investigationId) {
        void navigate(`/investigation/${encodeURIComponent(incident.investigationId)}/edit`);
      }
    } else if (id === 'close' && sign.required) closeIncident();
    else setDialog(id);
  };
  const close = () => setDialog(null);
  const busy = updateIncident.isPending;
  // The rule the server applies to closing (docs/product.md §4): Close Incident says why it is not offered yet.
  const closeIssue = dispositionCloseIssue({
    defectiveQuantity: incident.defectiveQuantity,
    severity: incident.severity,
    status: incident.dispositionStatus ?? 'awaiting',
  });

  return (
    <>
      <ActionSpeedDial
        ariaLabel="Incident actions"
        items={incidentMenuItems(incident.status).map((item) => ({
          key: item.id,
          label: item.label,
          icon: ICONS[item.id],
          onClick: () => open(item.id),
          disabledReason: item.id === 'close' ? closeIssue : null,
        }))}
      />
      {sign.dialog}
      <IncidentAcknowledgeDialog open={dialog === 'acknowledge'} incident={incident} onClose={close} />
      <ConfirmDialog
        open={dialog === 'close'}
        message={CONFIRM_CLOSE}
        busy={busy}
        onConfirm={closeIncident}
        onClose={close}
      />
      <IncidentReasonDialog
        open={dialog === 'reject'}
        title="Reject the incident"
        confirmLabel="Reject"
        busy={busy}
        onConfirm={(reason) => change({ action: 'reject', rejectReason: reason }, TOAST.rejected)}
        onClose={close}
      />
      <IncidentReasonDialog
        open={dialog === 'request-more-information'}
        title="Request more information"
        confirmLabel="Request"
        busy={busy}
        onConfirm={(reason) =>
          change(
            { action: 'request-more-information', pendingUpdateReason: reason },
            TOAST.moreInformationRequested,
          )
        }
        onClose={close}
      />
      <InvestigationAssignDialog
        open={dialog === 'start-investigation'}
        mode="start"
        incident={incident}
        onClose={close}
      />
      <InvestigationAssignDialog
        open={dialog === 'reassign-investigation'}
        mode="reassign"
        incident={incident}
        onClose={close}
      />
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatTimestamp } from '@qi/domain/dates';
import {
  DISPOSITION_DECISION_LABELS,
  DISPOSITION_MSG,
  DISPOSITION_STATUS_LABELS,
  type DispositionStatus,
  decideDispositionApproval,
  decideDispositionProposal,
  decideLineDone,
  needsDisposition,
  type TDispositionLine,
} from '@qi/domain/disposition';
import type { Actor } from '@qi/domain/incident-actions';
import { INCIDENT_STATUS_LABELS } from '@qi/domain/incident-status';
import { signatureMeaning, signatureSubjectLabel } from '@qi/domain/signatures';
import { TOAST } from '@qi/domain/toast-messages';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/failure-message';
import { useSignStep } from '../../signatures/hooks/use-sign-step';
import { useApproveDisposition } from '../api/approve-disposition';
import type { TIncidentDetails } from '../api/get-incident';
import { useMarkDispositionLineDone } from '../api/mark-disposition-line-done';
import { useIncidentReferenceData } from '../hooks/use-incident-reference-data';
import { DispositionEditDialog, EDIT_DISPOSITION } from './disposition-edit-dialog';
import { DispositionLinesTable } from './disposition-lines-table';
import { IncidentSection } from './incident-section';

export const APPROVE_DISPOSITION = 'Approve disposition';
export const CONFIRM_APPROVE_DISPOSITION = 'Are you sure you want to approve the disposition?';
export const DISPOSITION_APPROVED = 'Approved the disposition.';
export const MARK_DONE = 'Mark done';
export const MARK_NOT_DONE = 'Mark not done';
export const LINE_DONE = 'Marked the line done.';
export const LINE_NOT_DONE = 'Marked the line not done.';

const STATUS_COLOURS: Record<DispositionStatus, ChipProps['color']> = {
  awaiting: 'warning',
  decided: 'info',
  approved: 'success',
};

function DispositionStatusChip({ status }: { status: DispositionStatus }) {
  return <Chip label={DISPOSITION_STATUS_LABELS[status]} color={STATUS_COLOURS[status]} size="small" />;
}

/**
 * The 'Disposition' section of an incident that holds defective material (docs/product.md §3 Disposition):
 * its status, lines and sign-offs, and for the quality team the edit and approve actions the domain allows.
 */
export function IncidentDisposition({
  incident,
  actor,
}: {
  incident: TIncidentDetails;
  actor: Actor | null;
}) {
  const showToast = useToast();
  const approve = useApproveDisposition(incident.id);
  const markDone = useMarkDispositionLineDone(incident.id);
  const { userNames } = useIncidentReferenceData();
  const [editing, setEditing] = useState(false);
  const [approving, setApproving] = useState(false);
  const sign = useSignStep();
  if (!needsDisposition(incident.defectiveQuantity)) return null;

  const status = incident.dispositionStatus ?? 'awaiting';
  const disposition = incident.disposition;
  const lines = disposition?.lines ?? [];
  const userName = (id: string) => userNames.get(id) ?? id;
  const statusLabel = INCIDENT_STATUS_LABELS[incident.status];
  const mayEdit =
    actor !== null &&
    decideDispositionProposal({ role: actor.role, status: incident.status, statusLabel }).ok;
  const approval = actor
    ? decideDispositionApproval({
        actor,
        status: incident.status,
        statusLabel,
        severity: incident.severity,
        dispositionStatus: status,
        proposedBy: disposition?.proposedBy ?? null,
      })
    : null;
  // The proposer of a major or critical disposition learns why they cannot approve it themselves.
  const secondPerson = approval && !approval.ok && approval.message === DISPOSITION_MSG.secondPerson;

  // Approving is signed ('Approved'): with signatures on, the sign dialog is the confirmation.
  const confirmApproval = () =>
    sign.start({
      items: [{ what: signatureSubjectLabel('disposition'), meaning: signatureMeaning('disposition') }],
      send: (signature) => approve.mutateAsync({ version: incident.version, signature }),
      onSuccess: () => {
        setApproving(false);
        showToast(DISPOSITION_APPROVED);
      },
      onFailure: (error) => {
        console.error('Approving the disposition failed', error);
        setApproving(false);
        showToast(failureMessage(TOAST.statusChangeFailed, error), 'error');
      },
    });

  const mayMarkDone = (line: TDispositionLine) =>
    actor !== null &&
    decideLineDone({
      actor,
      responsible: line.responsible,
      status: incident.status,
      statusLabel,
      disposition: { defectiveQuantity: incident.defectiveQuantity, severity: incident.severity, status },
    }).ok;
  const toggleDone = (line: TDispositionLine, done: boolean) =>
    markDone.mutate(
      { lineId: line.id, done },
      {
        onSuccess: () => showToast(done ? LINE_DONE : LINE_NOT_DONE),
        onError: (error) => {
          console.error('Marking the disposition line failed', error);
          showToast(failureMessage(TOAST.statusChangeFailed, error), 'error');
        },
      },
    );
  // Who did the work and when; whoever may mark it sees the control beside it.
  const doneCell = (line: TDispositionLine) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {line.doneBy ? (
        <Typography variant="body2">
          {userName(line.doneBy)}, {formatTimestamp(line.doneAt ?? null)}
        </Typography>
      ) : (
        !mayMarkDone(line) && '—'
      )}
      {mayMarkDone(line) && (
        <Button
          size="small"
          disabled={markDone.isPending}
          onClick={() => toggleDone(line, !line.doneBy)}
          aria-label={`${line.doneBy ? MARK_NOT_DONE : MARK_DONE}: ${DISPOSITION_DECISION_LABELS[line.decision]} ${line.quantity}`}
        >
          {line.doneBy ? MARK_NOT_DONE : MARK_DONE}
        </Button>
      )}
    </Box>
  );

  const signOff = (label: string, by: string | null | undefined, at: string | null | undefined) =>
    by ? (
      <Typography color="text.secondary">
        {label} by {userName(by)} on {formatTimestamp(at ?? null)}
      </Typography>
    ) : null;

  return (
    <IncidentSection title="Disposition">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <DispositionStatusChip status={status} />
        <Box sx={{ flexGrow: 1 }} />
        {mayEdit && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {EDIT_DISPOSITION}
          </Button>
        )}
        {approval?.ok && (
          <Button
            variant="contained"
            onClick={() => (sign.required ? confirmApproval() : setApproving(true))}
          >
            {APPROVE_DISPOSITION}
          </Button>
        )}
      </Box>
      {lines.length > 0 ? (
        <DispositionLinesTable lines={lines} userName={userName} done={doneCell} />
      ) : (
        <Typography color="text.secondary">No disposition yet.</Typography>
      )}
      <Box sx={{ mt: 2 }}>
        {signOff('Proposed', disposition?.proposedBy, disposition?.proposedAt)}
        {signOff('Approved', disposition?.approvedBy, disposition?.approvedAt)}
        {secondPerson && <Typography color="text.secondary">{DISPOSITION_MSG.secondPerson}</Typography>}
      </Box>
      <DispositionEditDialog open={editing} incident={incident} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={approving}
        message={CONFIRM_APPROVE_DISPOSITION}
        busy={approve.isPending}
        onConfirm={confirmApproval}
        onClose={() => setApproving(false)}
      />
      {sign.dialog}
    </IncidentSection>
  );
}

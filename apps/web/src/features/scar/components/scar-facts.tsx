import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatTimestamp } from '@qi/domain/dates';
import { SCAR_MILESTONE_LABELS } from '@qi/domain/scar-milestones';
import { SCAR_FORM_LABELS } from '@qi/domain/scar-stages';
import type { TScar } from '@qi/domain/scar-views';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const MILESTONE_STATES = { open: 'Open', overdue: 'Overdue', met: 'Met', 'met-late': 'Met late' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap' }}>
      <Typography color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 200, whiteSpace: 'pre-wrap' }}>{children}</Box>
    </Box>
  );
}

/** The request's header facts: who, what was asked, when, and how it ended. */
export function ScarFacts({ scar }: { scar: TScar }) {
  return (
    <Box>
      <Fact label="Supplier">
        {scar.supplier.name} ({scar.supplier.code})
      </Fact>
      <Fact label="Contact">
        {scar.contact.name} &lt;{scar.contact.email}&gt;
      </Fact>
      <Fact label="Buyer">{scar.buyer.name}</Fact>
      <Fact label="Asked for">{SCAR_FORM_LABELS[scar.form]}</Fact>
      <Fact label="Request">{scar.request || '-'}</Fact>
      <Fact label="Incidents">
        {scar.incidents.map((incident, index) => (
          <Box component="span" key={incident.id}>
            {index > 0 && ', '}
            <Link component={RouterLink} to={`/incident/${encodeURIComponent(incident.id)}`}>
              {incident.incidentNumber === null ? incident.id : `#${incident.incidentNumber}`}
            </Link>
          </Box>
        ))}
      </Fact>
      <Fact label="Raised">{formatTimestamp(scar.createdAt)}</Fact>
      <Fact label="Acknowledged">{formatTimestamp(scar.acknowledgedAt) || '-'}</Fact>
      {scar.link && (
        <Fact label="Link">
          Sent {formatTimestamp(scar.link.sentAt)}, works until {formatDate(scar.link.expiresAt.slice(0, 10))}
          {scar.link.openedAt ? `, last opened ${formatTimestamp(scar.link.openedAt)}` : ', not opened yet'}
        </Fact>
      )}
      {scar.closedAt && (
        <Fact label="Closed">
          {formatTimestamp(scar.closedAt)}
          {scar.closedBy && ` by ${scar.closedBy.name}`}
        </Fact>
      )}
      {scar.revokedAt && <Fact label="Revoked">{formatTimestamp(scar.revokedAt)}</Fact>}
      {scar.reason && <Fact label="Reason">{scar.reason}</Fact>}
    </Box>
  );
}

/** The lines (part, lot or GRN, quantity) the supplier sees. */
export function ScarItemsTable({ scar }: { scar: TScar }) {
  return (
    <Table size="small" aria-label="Lines">
      <TableHead>
        <TableRow>
          <TableCell>Part number</TableCell>
          <TableCell>Lot</TableCell>
          <TableCell>GRN</TableCell>
          <TableCell>Quantity</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {scar.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the request's lines in their stored order.
          <TableRow key={index}>
            <TableCell>{item.partNumber}</TableCell>
            <TableCell>{item.lot || '-'}</TableCell>
            <TableCell>{item.grnNumber || '-'}</TableCell>
            <TableCell>{item.quantity ?? '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Each milestone with its due date, when it was met, and its state. */
export function ScarMilestonesTable({ scar }: { scar: TScar }) {
  return (
    <Table size="small" aria-label="Milestones">
      <TableHead>
        <TableRow>
          <TableCell>Milestone</TableCell>
          <TableCell>Due</TableCell>
          <TableCell>Met</TableCell>
          <TableCell>State</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {scar.milestones.map((m) => (
          <TableRow key={m.milestone}>
            <TableCell>{SCAR_MILESTONE_LABELS[m.milestone]}</TableCell>
            <TableCell>{formatDate(m.dueDate)}</TableCell>
            <TableCell>{m.metAt ? formatTimestamp(m.metAt) : '-'}</TableCell>
            <TableCell>{MILESTONE_STATES[m.state]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

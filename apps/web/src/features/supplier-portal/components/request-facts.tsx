import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import { SCAR_MILESTONE_LABELS } from '@qi/domain/scar-milestones';
import type { TSupplierScar } from '@qi/domain/scar-views';
import type { ReactNode } from 'react';
import { MarkdownView } from '../../../components/markdown-view';

const wrap = { overflowWrap: 'anywhere' } as const;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" sx={{ p: { xs: 1.5, sm: 3 }, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A label and its value: side by side on a wide screen, stacked on a phone. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, columnGap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Box sx={wrap}>{children}</Box>
    </Box>
  );
}

const quantityText = (n: number | null) => (n === null ? '–' : String(n));

/** What the buyer shared: who asks, what is asked, the incidents, the parts and quantities, the files. */
export function RequestFacts({ scar }: { scar: TSupplierScar }) {
  return (
    <>
      <Section title="The request">
        <Fact label="From">
          {scar.buyer.name} (<Link href={`mailto:${scar.buyer.email}`}>{scar.buyer.email}</Link>)
        </Fact>
        <Fact label="To">
          {scar.supplierName}, {scar.contactName}
        </Fact>
        {scar.request && (
          <Fact label="What is asked">
            <Typography sx={{ whiteSpace: 'pre-wrap', ...wrap }}>{scar.request}</Typography>
          </Fact>
        )}
      </Section>
      <Section title="Incidents">
        {scar.incidents.map((incident, index) => (
          <Paper
            key={incident.incidentNumber ?? index}
            variant="outlined"
            sx={{ p: { xs: 1, sm: 2 }, mb: 1 }}
          >
            <Typography variant="subtitle1" component="h3">
              Incident {incident.incidentNumber ?? '–'}
            </Typography>
            <Fact label="Date">{formatDate(incident.incidentDate)}</Fact>
            <Fact label="Product">{incident.product || '–'}</Fact>
            <Fact label="Part number">{incident.partNumber || '–'}</Fact>
            <Fact label="Defective quantity">{quantityText(incident.defectiveQuantity)}</Fact>
            <Fact label="GRN">{incident.grnNumber || '–'}</Fact>
            <Fact label="Description">
              <MarkdownView text={incident.description} />
            </Fact>
          </Paper>
        ))}
      </Section>
      {scar.items.length > 0 && (
        <Section title="Parts and quantities">
          {scar.items.map((item, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the request's lines, in its order, never reordered here.
              key={index}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 2,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={wrap}>
                <strong>{item.partNumber}</strong>
              </Typography>
              {item.lot && <Typography sx={wrap}>Lot {item.lot}</Typography>}
              {item.grnNumber && <Typography sx={wrap}>GRN {item.grnNumber}</Typography>}
              <Typography>Quantity {quantityText(item.quantity)}</Typography>
            </Box>
          ))}
        </Section>
      )}
      {scar.sharedAttachments.length > 0 && (
        <Section title="Shared files">
          <FileLinks files={scar.sharedAttachments} />
        </Section>
      )}
    </>
  );
}

export function FileLinks({ files }: { files: { id: string; name: string; url: string }[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {files.map((file) => (
        <li key={file.id}>
          <Link href={file.url} download={file.name} sx={wrap}>
            {file.name}
          </Link>
        </li>
      ))}
    </Box>
  );
}

const MILESTONE_STATE = {
  open: { label: 'Open', color: 'default' },
  overdue: { label: 'Overdue', color: 'error' },
  met: { label: 'Met', color: 'success' },
  'met-late': { label: 'Met late', color: 'warning' },
} as const;

/** The dates the buyer asks for each answer by. */
export function Milestones({ scar }: { scar: TSupplierScar }) {
  return (
    <Section title="Due dates">
      {scar.milestones.map((m) => (
        <Box
          key={m.milestone}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 0.5 }}
        >
          <Typography sx={{ flex: '1 1 10rem' }}>{SCAR_MILESTONE_LABELS[m.milestone]}</Typography>
          <Typography>Due {formatDate(m.dueDate)}</Typography>
          <Chip size="small" label={MILESTONE_STATE[m.state].label} color={MILESTONE_STATE[m.state].color} />
        </Box>
      ))}
    </Section>
  );
}

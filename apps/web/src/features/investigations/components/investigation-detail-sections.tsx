import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import { DUE_SECTIONS } from '@qi/domain/due-dates';
import {
  INVESTIGATION_SECTIONS,
  type InvestigationSection,
  isJustified,
  signedByKey,
  signedDateKey,
  type TInvestigation,
  totalCost,
} from '@qi/domain/investigation';
import { formatPounds, formatPoundsOrDash } from '@qi/domain/money';
import type { ReactNode } from 'react';
import { MarkdownView } from '../../../components/markdown-view';
import { OverdueChip } from '../../../components/overdue-chip';
import { signedByText, yesNo } from '../lib/investigation-text';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Text({ value }: { value: string }) {
  return value.trim() ? (
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{value}</Typography>
  ) : (
    <Typography color="text.secondary">-</Typography>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

function SignOffState({ name, date }: { name: string | null; date: string | null }) {
  return (
    <Typography variant="body2" color={name ? 'success.main' : 'text.secondary'} sx={{ mt: 1 }}>
      {name ? signedByText(name, date) : 'Open'}
    </Typography>
  );
}

/** One signed-off section: its text, for root cause its category, and 'Signed by … on …' or 'Open'. */
function SignedSection({
  investigation,
  section,
  label,
  nameOf,
}: {
  investigation: TInvestigation;
  section: InvestigationSection;
  label: string;
  nameOf: (id: string | null) => string;
}) {
  const signer = investigation[signedByKey(section)];
  const due = DUE_SECTIONS.find((s) => s === section);
  const planned = due ? investigation.schedule?.[due] : undefined;
  const late = investigation.overdue?.find((o) => o.section === section);
  return (
    <DetailSection title={label}>
      {planned && (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Field label="Owner" value={planned.owner ? nameOf(planned.owner) : '-'} />
          <Field label="Due date" value={formatDate(planned.dueDate) || '-'} />
          <OverdueChip daysOverdue={late?.daysOverdue} size="small" />
        </Box>
      )}
      <Text value={investigation[section]} />
      {section === 'rootCause' && (
        <Box sx={{ mt: 1 }}>
          <Field label="Root Cause Category" value={investigation.rootCauseCategory?.title ?? '-'} />
        </Box>
      )}
      <SignOffState name={signer ? nameOf(signer) : null} date={investigation[signedDateKey(section)]} />
    </DetailSection>
  );
}

/** The read-only body of 'Investigation Details' (docs/product.md §2, §3). */
export function InvestigationDetailSections({
  investigation,
  nameOf,
}: {
  investigation: TInvestigation;
  nameOf: (id: string | null) => string;
}) {
  return (
    <>
      <DetailSection title="Incident Description">
        {/* Written in markdown, like the incident's description it starts from (raw HTML is not rendered). */}
        {investigation.incidentDescription.trim() ? (
          <MarkdownView text={investigation.incidentDescription} />
        ) : (
          <Text value="" />
        )}
      </DetailSection>
      {INVESTIGATION_SECTIONS.map((s) => (
        <SignedSection
          key={s.key}
          investigation={investigation}
          section={s.key}
          label={s.label}
          nameOf={nameOf}
        />
      ))}
      <DetailSection title="Outcome">
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Field label="Defective Product" value={investigation.defectiveProductQuantity || '-'} />
          <Field label="Cost of Labour" value={formatPounds(investigation.costOfLabour)} />
          <Field label="Cost of Material" value={formatPounds(investigation.costOfMaterial)} />
          <Field label="Cost Adjustment" value={formatPounds(investigation.costAdjustment)} />
          <Field label="Total Cost" value={formatPoundsOrDash(totalCost(investigation))} />
          <Field
            label="Is the incident justified?"
            value={yesNo(isJustified(investigation.incidentJustified))}
          />
        </Box>
        {investigation.completed && investigation.completedSignedBy && (
          <SignOffState
            name={nameOf(investigation.completedSignedBy)}
            date={investigation.completedSignedDate}
          />
        )}
      </DetailSection>
    </>
  );
}

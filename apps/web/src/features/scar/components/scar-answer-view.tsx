import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@qi/domain/dates';
import { SCAR_CAUSE_LABELS, type TScarAnswers } from '@qi/domain/scar-answers';
import type { TScar, TScarStageView } from '@qi/domain/scar-views';
import type { ReactNode } from 'react';

type Files = TScar['files'];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
        {children === '' || children === null ? '-' : children}
      </Typography>
    </Box>
  );
}

function Rows({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Box sx={{ mb: 1.5, overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // Rows are the supplier's list in its order; nothing reorders them here.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the answer's order.
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={head[column]} sx={{ whiteSpace: 'pre-wrap', verticalAlign: 'top' }}>
                  {cell === '' || cell === null ? '-' : cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const qty = (n: number | null) => (n === null ? '-' : String(n));
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

function FileLinks({ ids, files }: { ids: readonly string[]; files: Files }) {
  if (ids.length === 0) return null;
  return (
    <Field label="Files">
      {ids.map((id) => {
        const file = files.find((f) => f.id === id);
        return (
          <Box key={id} component="span" sx={{ display: 'block' }}>
            {file ? (
              <Link href={file.url} target="_blank" rel="noopener">
                {file.name}
              </Link>
            ) : (
              id
            )}
          </Box>
        );
      })}
    </Field>
  );
}

function D1({ a }: { a: TScarAnswers['d1'] }) {
  return (
    <>
      <Field label="Team leader">{a.leader}</Field>
      <Rows label="Team members" head={['Name', 'Role']} rows={a.members.map((m) => [m.name, m.role])} />
    </>
  );
}

const IS_ROWS = [
  ['what', 'What'],
  ['where', 'Where'],
  ['when', 'When'],
  ['howMany', 'How many'],
] as const;

function D2({ a }: { a: TScarAnswers['d2'] }) {
  return (
    <>
      <Field label="Problem statement">{a.problemStatement}</Field>
      <Rows
        label="IS / IS NOT"
        head={['', 'IS', 'IS NOT']}
        rows={IS_ROWS.map(([key, label]) => [label, a[key].is, a[key].isNot])}
      />
    </>
  );
}

function D3({ a }: { a: TScarAnswers['d3'] }) {
  return (
    <>
      <Rows
        label="Containment actions"
        head={['Action', 'Where', 'Checked', 'Suspect', 'Non-conforming', 'Responsible', 'Date']}
        rows={a.actions.map((x) => [
          x.description,
          x.location,
          qty(x.quantityChecked),
          qty(x.quantitySuspect),
          qty(x.quantityNonConforming),
          x.owner,
          formatDate(x.completedOn),
        ])}
      />
      <Field label="Clean point">{formatDate(a.cleanPointDate)}</Field>
    </>
  );
}

function D4({ a }: { a: TScarAnswers['d4'] }) {
  return (
    <>
      {(['occurrence', 'escape'] as const).map((key) => (
        <Box key={key}>
          <Typography variant="subtitle2">
            {key === 'occurrence' ? 'Why it happened' : 'Why it was not detected'}
          </Typography>
          <Field label="Cause">{a[key].cause}</Field>
          <Field label="Systemic cause">{a[key].systemicCause}</Field>
          <Field label="Verification">{a[key].verification}</Field>
        </Box>
      ))}
      {a.whys.length > 0 && (
        <Field label="5 whys">{a.whys.map((why, index) => `${index + 1}. ${why}`).join('\n')}</Field>
      )}
    </>
  );
}

function D5D6({ a, files }: { a: TScarAnswers['d5d6']; files: Files }) {
  return (
    <Rows
      label="Permanent actions"
      head={['Cause', 'Action', 'Responsible', 'Due', 'Implemented', 'Evidence']}
      rows={a.actions.map((x) => [
        x.cause ? SCAR_CAUSE_LABELS[x.cause] : '',
        x.action,
        x.owner,
        formatDate(x.dueDate),
        formatDate(x.implementedOn),
        <Box key="evidence">
          {x.evidence}
          <FileLinks ids={x.evidenceFiles} files={files} />
        </Box>,
      ])}
    />
  );
}

function D7({ a }: { a: TScarAnswers['d7'] }) {
  return (
    <>
      <Field label="Control plan updated">
        {yesNo(a.controlPlan.updated)}
        {a.controlPlan.note && `: ${a.controlPlan.note}`}
      </Field>
      <Field label="FMEA updated">
        {yesNo(a.fmea.updated)}
        {a.fmea.note && `: ${a.fmea.note}`}
      </Field>
      <Field label="Other parts affected">
        {yesNo(a.otherParts.affected)}
        {a.otherParts.note && `: ${a.otherParts.note}`}
      </Field>
      <Field label="Other changes">{a.otherChanges}</Field>
    </>
  );
}

function D8({ a }: { a: TScarAnswers['d8'] }) {
  return (
    <>
      <Field label="Summary">{a.summary}</Field>
      <Field label="Lessons learned">{a.lessonsLearned}</Field>
    </>
  );
}

// The view's answer is typed as any stage's answer (zod's union does not narrow by `stage`): the cast names it.
function body(view: TScarStageView, files: Files): ReactNode {
  if (view.answer === null) return null;
  switch (view.stage) {
    case 'd1':
      return <D1 a={view.answer as TScarAnswers['d1']} />;
    case 'd2':
      return <D2 a={view.answer as TScarAnswers['d2']} />;
    case 'd3':
      return <D3 a={view.answer as TScarAnswers['d3']} />;
    case 'd4':
      return <D4 a={view.answer as TScarAnswers['d4']} />;
    case 'd5d6':
      return <D5D6 a={view.answer as TScarAnswers['d5d6']} files={files} />;
    case 'd7':
      return <D7 a={view.answer as TScarAnswers['d7']} />;
    case 'd8':
      return <D8 a={view.answer as TScarAnswers['d8']} />;
  }
}

/** The supplier's answer to one stage, laid out as the discipline reads (fields, tables, its files). */
export function ScarAnswerView({ view, files }: { view: TScarStageView; files: Files }) {
  if (view.answer === null) {
    return <Typography color="text.secondary">No answer yet.</Typography>;
  }
  return (
    <Box>
      {body(view, files)}
      <FileLinks ids={view.answer.attachments} files={files} />
    </Box>
  );
}

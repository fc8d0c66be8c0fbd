import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SCAR_CAUSES } from '@qi/domain/scar-answers';
import type { ScarForm } from '@qi/domain/scar-stages';
import { useWatch } from 'react-hook-form';
import { AnswerCheck, AnswerDate, AnswerSelect, AnswerText } from './answer-fields';
import { AnswerList, Pair } from './answer-list';
import { FileChoice } from './file-choice';

const CAUSE_OPTIONS = SCAR_CAUSES.map((c) => ({
  value: c,
  label: c === 'occurrence' ? 'Occurrence cause' : 'Escape cause',
}));

const EMPTY_ACTION = {
  cause: '',
  action: '',
  owner: '',
  dueDate: '',
  implementedOn: '',
  evidence: '',
  evidenceFiles: [],
};

/**
 * D5–D6 Permanent corrective actions: each action with the D4 cause it removes (the full 8D; the short form has
 * no D4), who, when due, when implemented and the evidence that it works.
 */
export function ActionsForm({ form }: { form: ScarForm }) {
  return (
    <>
      <AnswerList
        name="actions"
        itemLabel="Permanent action"
        addLabel="Add a permanent action"
        empty={EMPTY_ACTION}
      >
        {(at) => (
          <>
            {form === 'full-8d' && (
              <AnswerSelect name={`${at}.cause`} label="Cause it removes" options={CAUSE_OPTIONS} required />
            )}
            <AnswerText name={`${at}.action`} label="Action" required multiline />
            <AnswerText name={`${at}.owner`} label="Responsible" required />
            <Pair>
              <AnswerDate name={`${at}.dueDate`} label="Due date" required />
              <AnswerDate name={`${at}.implementedOn`} label="Implemented on" />
            </Pair>
            <AnswerText name={`${at}.evidence`} label="Evidence that it works" multiline />
            <FileChoice name={`${at}.evidenceFiles`} label="Evidence files" />
          </>
        )}
      </AnswerList>
      <FileChoice name="attachments" label="Files" />
    </>
  );
}

function Change({ name, flag, label, note }: { name: string; flag: string; label: string; note: string }) {
  const ticked = useWatch({ name: `${name}.${flag}` }) as boolean | undefined;
  return (
    <Box sx={{ my: 1 }}>
      <AnswerCheck name={`${name}.${flag}`} label={label} />
      {ticked && <AnswerText name={`${name}.note`} label={note} required multiline />}
    </Box>
  );
}

/** D7 Prevent recurrence: the control plan, the FMEA, other parts affected, other changes. */
export function PreventForm() {
  return (
    <>
      <Change
        name="controlPlan"
        flag="updated"
        label="The control plan was updated"
        note="What changed in the control plan"
      />
      <Change name="fmea" flag="updated" label="The FMEA was updated" note="What changed in the FMEA" />
      <Change
        name="otherParts"
        flag="affected"
        label="Other parts are affected"
        note="Which parts, and what was done"
      />
      <AnswerText name="otherChanges" label="Other changes (work instructions, training…)" multiline />
      <FileChoice name="attachments" label="Files" />
    </>
  );
}

/** D8 Closure: the summary and the lessons learned. */
export function ClosureForm() {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Submit the closure once every other stage has been submitted.
      </Typography>
      <AnswerText name="summary" label="Closure summary" required multiline />
      <AnswerText name="lessonsLearned" label="Lessons learned" multiline />
      <FileChoice name="attachments" label="Files" />
    </>
  );
}

import Typography from '@mui/material/Typography';
import { AnswerText } from './answer-fields';
import { AnswerList, Pair } from './answer-list';
import { FileChoice } from './file-choice';

/** D1 Team: the leader and the members with their roles. */
export function TeamForm() {
  return (
    <>
      <AnswerText name="leader" label="Team leader" required />
      <AnswerList name="members" itemLabel="Member" addLabel="Add a member" empty={{ name: '', role: '' }}>
        {(at) => (
          <Pair>
            <AnswerText name={`${at}.name`} label="Name" required />
            <AnswerText name={`${at}.role`} label="Role" />
          </Pair>
        )}
      </AnswerList>
      <FileChoice name="attachments" label="Files" />
    </>
  );
}

const QUESTIONS = [
  ['what', 'What'],
  ['where', 'Where'],
  ['when', 'When'],
  ['howMany', 'How many'],
] as const;

/** D2 Problem description: the statement and IS / IS NOT for what, where, when and how many. */
export function ProblemForm() {
  return (
    <>
      <AnswerText name="problemStatement" label="Problem statement" required multiline />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        For each question, say what the problem IS, and what it IS NOT though it could be.
      </Typography>
      {QUESTIONS.map(([key, label]) => (
        <Pair key={key}>
          <AnswerText name={`${key}.is`} label={`${label}: IS`} required multiline />
          <AnswerText name={`${key}.isNot`} label={`${label}: IS NOT`} multiline />
        </Pair>
      ))}
      <FileChoice name="attachments" label="Files" />
    </>
  );
}

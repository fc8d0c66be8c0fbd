import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { AnswerDate, AnswerQuantity, AnswerText, useLocked } from './answer-fields';
import { AnswerList, Pair } from './answer-list';
import { FileChoice } from './file-choice';

const EMPTY_CONTAINMENT = {
  description: '',
  location: '',
  quantityChecked: '',
  quantitySuspect: '',
  quantityNonConforming: '',
  owner: '',
  completedOn: '',
};

/** D3 Containment: each action with where, the quantities checked, suspect and bad, who and when. */
export function ContainmentForm() {
  return (
    <>
      <AnswerList
        name="actions"
        itemLabel="Containment action"
        addLabel="Add a containment action"
        empty={EMPTY_CONTAINMENT}
      >
        {(at) => (
          <>
            <AnswerText name={`${at}.description`} label="Action" required multiline />
            <AnswerText
              name={`${at}.location`}
              label="Where (your stock, in transit, at the customer…)"
              required
            />
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2 }}
            >
              <AnswerQuantity name={`${at}.quantityChecked`} label="Quantity checked" />
              <AnswerQuantity name={`${at}.quantitySuspect`} label="Quantity suspect" />
              <AnswerQuantity name={`${at}.quantityNonConforming`} label="Quantity non-conforming" />
            </Box>
            <Pair>
              <AnswerText name={`${at}.owner`} label="Responsible" required />
              <AnswerDate name={`${at}.completedOn`} label="Completed on" required />
            </Pair>
          </>
        )}
      </AnswerList>
      <AnswerDate name="cleanPointDate" label="Clean point (first delivery known to be good)" />
      <FileChoice name="attachments" label="Files" />
    </>
  );
}

function Cause({ name, title }: { name: string; title: string }) {
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle1" component="h4">
        {title}
      </Typography>
      <AnswerText name={`${name}.cause`} label="Cause" required multiline />
      <AnswerText
        name={`${name}.systemicCause`}
        label="Systemic cause (what in the system let it happen)"
        multiline
      />
      <AnswerText name={`${name}.verification`} label="How the cause was verified" required multiline />
    </Box>
  );
}

const WHYS_MAX = 10;

/** The 5 whys: a list of texts (up to 10). */
function Whys() {
  const { control, setValue } = useFormContext();
  const locked = useLocked();
  const whys = (useWatch({ control, name: 'whys' }) as string[] | undefined) ?? [];
  if (locked && whys.length === 0) return null;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle1" component="h4">
        5 whys
      </Typography>
      {whys.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the whys are a plain list of texts, in order.
        <AnswerText key={index} name={`whys.${index}`} label={`Why ${index + 1}`} />
      ))}
      {!locked && whys.length < WHYS_MAX && (
        <Button startIcon={<Add />} onClick={() => setValue('whys', [...whys, ''])}>
          Add a why
        </Button>
      )}
    </Box>
  );
}

/** D4 Root cause: why it happened (occurrence) and why it was not detected (escape), each verified. */
export function RootCauseForm() {
  return (
    <>
      <Cause name="occurrence" title="Occurrence: why it happened" />
      <Cause name="escape" title="Escape: why it was not detected before it left you" />
      <Whys />
      <FileChoice name="attachments" label="Files" />
    </>
  );
}

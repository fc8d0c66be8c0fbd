import type { TScarAnswers } from './scar-answers';
import { signedContentText } from './signatures';

/**
 * What the buyer signs when accepting a request's last stage closes it (with electronic signatures on): the
 * request's number and every accepted answer, so that a later change to any of them is visible in the hash.
 */
export function scarClosureSignedContent(scar: {
  id: string;
  number: string;
  supplierId: string;
  answers: Partial<TScarAnswers>;
}): string {
  return signedContentText({
    subjectLabel: scar.number,
    meaning: 'Closed',
    recordId: scar.id,
    fields: [
      ['Supplier', scar.supplierId],
      ...Object.entries(scar.answers).map(([stage, answer]): [string, unknown] => [stage, answer]),
    ],
  });
}

import { describe, expect, it } from 'vitest';
import { scarClosureSignedContent } from './scar-closure';

describe('SCAR closure signed content', () => {
  const scar = {
    id: 'r1',
    number: 'SCAR-0007',
    supplierId: 's1',
    answers: { d8: { summary: 'Done', lessonsLearned: '', attachments: [] } },
  };

  it('names the request and holds every answer, so that changing one changes the text', () => {
    const text = scarClosureSignedContent(scar);
    expect(text).toContain('SCAR-0007');
    expect(text).toContain('Closed');
    expect(text).toContain('Done');
    const changed = scarClosureSignedContent({
      ...scar,
      answers: { d8: { ...scar.answers.d8, summary: 'Done.' } },
    });
    expect(changed).not.toBe(text);
  });
});

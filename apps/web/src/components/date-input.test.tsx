import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      id="when"
      label="Incident date"
      value={value}
      max="2026-03-10"
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Incident date') as HTMLInputElement;

describe('DateInput', () => {
  it('shows a stored date as DD-MM-YYYY, never the locale format', () => {
    render(<Harness initial="2026-03-05" seen={[]} />);
    expect(input().value).toBe('05-03-2026');
    expect(input().type).toBe('text');
    expect(input().placeholder).toBe('DD-MM-YYYY');
  });

  it('shapes what is typed as DD-MM-YYYY and hands the form YYYY-MM-DD once it is a real date', async () => {
    const seen: string[] = [];
    render(<Harness initial="" seen={seen} />);
    const user = userEvent.setup();
    await user.type(input(), '0503');
    expect(input().value).toBe('05-03');
    expect(seen.at(-1)).toBe('05-03');
    await user.type(input(), '2026');
    expect(input().value).toBe('05-03-2026');
    expect(seen.at(-1)).toBe('2026-03-05');
    // Deleting goes back over the dash.
    await user.type(input(), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input().value).toBe('05-0');
  });

  it('hands on a date that does not exist as typed, for the form to refuse', async () => {
    const seen: string[] = [];
    render(<Harness initial="" seen={seen} />);
    await userEvent.setup().type(input(), '31022026');
    expect(input().value).toBe('31-02-2026');
    expect(seen.at(-1)).toBe('31-02-2026');
  });
});

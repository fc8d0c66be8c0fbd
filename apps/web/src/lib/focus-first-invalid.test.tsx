import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

afterEach(() => {
  vi.restoreAllMocks();
});

function Fields({ invalid }: { invalid: string[] }) {
  return (
    <form aria-label="Form">
      <TextField label="Product" error={invalid.includes('product')} />
      <TextField select label="Category" value="" error={invalid.includes('category')}>
        <MenuItem value="a">A</MenuItem>
      </TextField>
      <TextField label="Description" multiline error={invalid.includes('description')} />
    </form>
  );
}

describe('focusFirstInvalid', () => {
  it('scrolls the first invalid field in page order into view and focuses it', () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    render(<Fields invalid={['description', 'category']} />);
    expect(focusFirstInvalid(screen.getByRole('form'))).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Category' }));
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.contains(document.activeElement)).toBe(true);
  });

  it('focuses a text field and reports when nothing is invalid', () => {
    Element.prototype.scrollIntoView = vi.fn();
    const { rerender } = render(<Fields invalid={['description']} />);
    expect(focusFirstInvalid(screen.getByRole('form'))).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description' }));
    rerender(<Fields invalid={[]} />);
    expect(focusFirstInvalid(screen.getByRole('form'))).toBe(false);
  });
});

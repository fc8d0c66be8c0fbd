const FOCUSABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"]), [role="combobox"], select, button';

/** The element to focus for an invalid field: the field itself, or the focusable control of its form control. */
function focusTarget(invalid: Element): HTMLElement | null {
  if (invalid instanceof HTMLElement && invalid.matches(FOCUSABLE)) return invalid;
  const control = invalid.closest('.MuiFormControl-root') ?? invalid;
  return control.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Scrolls the first field shown as invalid (in page order) into view and focuses it, so that a refused
 * submit shows the person what to fix. Returns whether such a field was found.
 */
export function focusFirstInvalid(container: ParentNode | null): boolean {
  if (!container) return false;
  for (const invalid of container.querySelectorAll('[aria-invalid="true"], .Mui-error')) {
    const target = focusTarget(invalid);
    if (!target || (target as HTMLInputElement).disabled) continue;
    const shown = invalid.closest('.MuiFormControl-root') ?? target;
    shown.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    target.focus({ preventScroll: true });
    return true;
  }
  return false;
}

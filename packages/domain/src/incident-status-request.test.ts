import { describe, expect, it } from 'vitest';
import { actionForStatus, createActionFor, statusChangeRefused } from './incident-status-request';

describe('the transition a requested status asks for', () => {
  const action = (current: string, requested: string, investigationChanged = false) =>
    actionForStatus({ current, requested, investigationChanged } as Parameters<typeof actionForStatus>[0]);

  it('creates a draft or a submitted incident, nothing else', () => {
    expect(createActionFor('draft')).toBe('save-draft');
    expect(createActionFor('submitted')).toBe('submit');
    expect(createActionFor('closed')).toBeNull();
  });

  it('finds the rule from the current to the requested status', () => {
    expect(action('draft', 'submitted')).toBe('submit');
    expect(action('pending-update', 'submitted')).toBe('submit');
    expect(action('draft', 'cancelled')).toBe('delete');
    expect(action('submitted', 'rejected')).toBe('reject');
    expect(action('submitted', 'acknowledged')).toBe('acknowledge');
    expect(action('submitted', 'pending-update')).toBe('request-more-information');
    expect(action('acknowledged', 'under-investigation')).toBe('start-investigation');
    expect(action('acknowledged', 'investigation-completed')).toBe('start-investigation');
    expect(action('under-investigation', 'investigation-completed', true)).toBe('reassign-investigation');
    expect(action('investigation-completed', 'closed')).toBe('close');
  });

  it('the same status is a save, or a reassignment to another investigation', () => {
    expect(action('draft', 'draft')).toBe('save-draft');
    expect(action('submitted', 'submitted')).toBe('update');
    expect(action('closed', 'closed')).toBe('update');
    expect(action('under-investigation', 'under-investigation', true)).toBe('reassign-investigation');
    expect(action('under-investigation', 'under-investigation')).toBe('update');
  });

  it('no rule: null (409)', () => {
    expect(action('submitted', 'closed')).toBeNull();
    expect(action('closed', 'submitted')).toBeNull();
    expect(action('draft', 'acknowledged')).toBeNull();
    expect(action('cancelled', 'cancelled')).toBeNull();
    expect(action('pending-update', 'pending-update')).toBeNull();
    expect(statusChangeRefused('submitted', 'closed')).toBe(
      'Cannot change an incident that is Submitted to Closed.',
    );
  });
});

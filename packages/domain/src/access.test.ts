import { describe, expect, it } from 'vitest';
import {
  canAccessAdministration,
  canEditCharts,
  canEditInvestigations,
  canManageScars,
  canManageSignals,
  canManageUsers,
  canSeeDraftsOfOthers,
  homeTiles,
} from './access';
import { AppError, isAppError } from './app-error';
import { isQualityTeam, ROLES } from './roles';

describe('home tiles (docs/product.md §2)', () => {
  it('shows Users and Administration to admins only, Signals and Supplier requests to the quality team', () => {
    expect(homeTiles('admin')).toEqual([
      'report-incident',
      'incidents',
      'intelligence',
      'signals',
      'scars',
      'users',
      'help',
      'administration',
    ]);
    expect(homeTiles('quality')).toEqual([
      'report-incident',
      'incidents',
      'intelligence',
      'signals',
      'scars',
      'help',
    ]);
    for (const role of ['user', 'investigator'] as const) {
      expect(homeTiles(role)).toEqual(['report-incident', 'incidents', 'intelligence', 'help']);
    }
  });
});

describe('page permissions (docs/product.md §6)', () => {
  it.each(ROLES)('%s', (role) => {
    expect(canAccessAdministration(role)).toBe(role === 'admin');
    expect(canManageUsers(role)).toBe(role === 'admin');
    expect(canSeeDraftsOfOthers(role)).toBe(role === 'admin');
    expect(canEditCharts(role)).toBe(role === 'admin' || role === 'quality');
    expect(canManageSignals(role)).toBe(role === 'admin' || role === 'quality');
    expect(canManageScars(role)).toBe(isQualityTeam(role));
    expect(canEditInvestigations(role)).toBe(role !== 'user');
    expect(isQualityTeam(role)).toBe(role === 'admin' || role === 'quality');
  });
});

describe('AppError', () => {
  it('maps codes to statuses and serialises', () => {
    const err = new AppError('CONFLICT', 'Nope', [{ path: 'x', message: 'y' }]);
    expect(err.statusCode).toBe(409);
    expect(err.toBody()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Nope',
      issues: [{ path: 'x', message: 'y' }],
    });
    expect(new AppError('VALIDATION', 'Bad').toBody()).toEqual({
      statusCode: 422,
      code: 'VALIDATION',
      message: 'Bad',
    });
    expect(isAppError(err)).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});

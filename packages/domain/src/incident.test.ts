import { describe, expect, it } from 'vitest';
import {
  emptyIncidentFields,
  normaliseIncident,
  stripIncidentFormOnlyFields,
  ZCreateIncidentRequest,
  ZIncident,
  ZUpdateIncidentRequest,
} from './incident';

const incident = () => ({
  ...emptyIncidentFields(),
  id: 'i1',
  incidentNumber: null,
  reportedBy: 'u1',
  status: 'draft',
  rejectReason: null,
  pendingUpdateReason: null,
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
});

describe('incident schemas', () => {
  it('parses an incident', () => {
    const loc = { id: 'Plant_A', title: 'Plant A', categories: [] };
    const parsed = ZIncident.parse({ ...incident(), incidentLocation: loc, incidentNumber: 7 });
    expect(parsed.incidentLocation).toEqual(loc);
    expect(parsed.incidentNumber).toBe(7);
    expect(ZIncident.safeParse({ ...incident(), status: 'open' }).success).toBe(false);
  });

  it('takes save-draft or submit on create only', () => {
    expect(ZCreateIncidentRequest.safeParse({ ...emptyIncidentFields(), action: 'submit' }).success).toBe(
      true,
    );
    const bad = ZCreateIncidentRequest.safeParse({ ...emptyIncidentFields(), action: 'close' });
    expect(bad.error?.issues[0]?.message).toBe('Action must be save-draft or submit.');
  });

  it('takes an action and any fields on update', () => {
    expect(ZUpdateIncidentRequest.parse({ action: 'reject', rejectReason: 'Duplicate' })).toEqual({
      action: 'reject',
      rejectReason: 'Duplicate',
    });
    expect(ZUpdateIncidentRequest.safeParse({ description: 'x' }).success).toBe(false);
  });
});

describe('normaliseIncident', () => {
  it('maps assembly fields to the unprefixed names', () => {
    expect(
      normaliseIncident({
        id: 'i1',
        assemblyPartNumber: 'PN-1',
        assemblyDefectiveQuantity: '3',
        assemblyGrnNumber: 'S12345',
        assemblyOrderNumber: 'WO1',
      }),
    ).toEqual({
      id: 'i1',
      partNumber: 'PN-1',
      defectiveQuantity: 3,
      grnNumber: 'S12345',
      orderNumber: 'WO1',
    });
  });

  it('maps component fields and assemblyQuantity', () => {
    expect(
      normaliseIncident({
        componentPartNumber: 'C-1',
        assemblyQuantity: 2,
        componentGrnNumber: 'GRN12345678',
        componentOrderNumber: 'PO9',
      }),
    ).toEqual({ partNumber: 'C-1', defectiveQuantity: 2, grnNumber: 'GRN12345678', orderNumber: 'PO9' });
  });

  it('prefers assembly over component, and the unprefixed value over both', () => {
    expect(normaliseIncident({ assemblyPartNumber: 'A', componentPartNumber: 'C' })).toEqual({
      partNumber: 'A',
    });
    expect(normaliseIncident({ partNumber: 'P', assemblyPartNumber: 'A' })).toEqual({ partNumber: 'P' });
    expect(normaliseIncident({ partNumber: '', componentPartNumber: 'C' })).toEqual({ partNumber: 'C' });
    expect(normaliseIncident({ defectiveQuantity: 0, componentQuantity: 5 })).toEqual({
      defectiveQuantity: 0,
    });
  });

  it('leaves current data alone', () => {
    const current = { partNumber: 'P', defectiveQuantity: 1, grnNumber: 'S12345', orderNumber: 'O' };
    expect(normaliseIncident(current)).toEqual(current);
  });
});

describe('stripIncidentFormOnlyFields', () => {
  it('drops files and incidentAcknowledged only', () => {
    expect(stripIncidentFormOnlyFields({ a: 1, files: [], incidentAcknowledged: true })).toEqual({ a: 1 });
  });
});

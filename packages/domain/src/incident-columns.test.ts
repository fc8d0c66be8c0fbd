import { describe, expect, it } from 'vitest';
import {
  defaultIncidentColumnChoices,
  INCIDENT_COLUMN_IDS,
  reconcileColumnChoices,
} from './incident-columns';
import { incidentListSearchParams, ZIncidentListQuery } from './incident-list-query';

describe('incident columns', () => {
  it('lists the 18 /incidents columns of docs/product.md §2 in order, with the nonconformance (#31) and due (#32) columns', () => {
    expect(INCIDENT_COLUMN_IDS).toEqual([
      'incidentNumber',
      'reportedBy',
      'incidentDate',
      'product',
      'partNumber',
      'supplier',
      'defectiveQuantity',
      'grnNumber',
      'orderNumber',
      'incidentLocation',
      'category',
      'subcategory',
      'furtherSubcategory',
      'description',
      'investigationId',
      'incidentJustified',
      'status',
      'severity',
      'dispositionStatus',
      'created_at',
      'updated_at',
      'dueDate',
      'daysOverdue',
    ]);
  });

  it('reconciles saved choices: keeps order, drops unknown, appends new', () => {
    const result = reconcileColumnChoices([
      { id: 'status', selected: true },
      { id: 'gone', selected: true },
      { id: 'incidentNumber', selected: false },
      { id: 'status', selected: false },
    ]);
    expect(result.slice(0, 2)).toEqual([
      { id: 'status', selected: true },
      { id: 'incidentNumber', selected: false },
    ]);
    expect(result).toHaveLength(23);
    expect(result.find((c) => c.id === 'description')?.selected).toBe(false);
  });

  it('defaults when nothing is saved', () => {
    expect(reconcileColumnChoices([])).toEqual(defaultIncidentColumnChoices());
  });
});

describe('incident list query', () => {
  it('defaults to incidentNumber descending, 100 rows, page 0', () => {
    expect(ZIncidentListQuery.parse({})).toEqual({
      page: 0,
      rowsPerPage: 100,
      sortBy: 'incidentNumber',
      sortDir: 'desc',
      search: '',
      filters: [],
      view: 'list',
    });
  });

  it('round-trips through the query string', () => {
    const params = incidentListSearchParams({
      page: 2,
      rowsPerPage: 50,
      sortBy: 'product',
      sortDir: 'asc',
      search: 'pump',
      filters: [
        {
          key: 'product',
          type: 'category',
          allowEmpty: false,
          allowAll: false,
          filter: ['Pump'],
          contains: '',
          from: null,
          to: null,
        },
      ],
    });
    const parsed = ZIncidentListQuery.parse(Object.fromEntries(params));
    expect(parsed.page).toBe(2);
    expect(parsed.filters[0]?.filter).toEqual(['Pump']);
  });

  it('refuses bad page sizes, columns and filter JSON with messages', () => {
    const messages = (input: Record<string, string>) =>
      ZIncidentListQuery.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ rowsPerPage: '25' })).toEqual(['rowsPerPage must be one of 50, 100, 200.']);
    expect(messages({ sortBy: 'password' })).toEqual(['sortBy must be an incident column.']);
    expect(messages({ filters: '{not json' })).toEqual(['filters must be a JSON array of column filters.']);
    expect(messages({ page: 'abc' })).toEqual(['page must be a number.']);
  });
});

import { ADMIN, type AuthorizationRow, EVERYONE } from './authorization-callers';

/**
 * The routes of the capabilities other systems and companies meet (imports, webhooks, trend signals, supplier
 * corrective action requests) and who may call them: part of AUTHORIZATION_TABLE (authorization-table.ts).
 */
export const INTEGRATION_ROWS: AuthorizationRow[] = [
  // --- Imports (admins only, decision 054) ---
  { method: 'GET', route: '/v1/imports', allowed: ADMIN },
  { method: 'POST', route: '/v1/imports', allowed: ADMIN, body: {} },
  { method: 'GET', route: '/v1/imports/:id', path: () => '/v1/imports/no-such-import', allowed: ADMIN },
  {
    method: 'POST',
    route: '/v1/imports/:id/dry-run',
    path: () => '/v1/imports/no-such-import/dry-run',
    allowed: ADMIN,
    body: {},
  },
  {
    method: 'POST',
    route: '/v1/imports/:id/run',
    path: () => '/v1/imports/no-such-import/run',
    allowed: ADMIN,
    body: {},
  },
  {
    method: 'POST',
    route: '/v1/imports/:id/undo',
    path: () => '/v1/imports/no-such-import/undo',
    allowed: ADMIN,
  },
  {
    method: 'GET',
    route: '/v1/imports/:id/report.csv',
    path: () => '/v1/imports/no-such-import/report.csv',
    allowed: ADMIN,
  },
  { method: 'GET', route: '/v1/import-mappings', allowed: ADMIN },
  { method: 'POST', route: '/v1/import-mappings', allowed: ADMIN, body: {} },
  {
    method: 'DELETE',
    route: '/v1/import-mappings/:id',
    path: () => '/v1/import-mappings/no-such-mapping',
    allowed: ADMIN,
  },
  // --- end of imports ---

  // --- Webhooks (admins only) ---
  { method: 'GET', route: '/v1/webhooks', allowed: ADMIN },
  { method: 'POST', route: '/v1/webhooks', allowed: ADMIN, body: {} },
  {
    method: 'PUT',
    route: '/v1/webhooks/:id',
    path: () => '/v1/webhooks/no-such-webhook',
    allowed: ADMIN,
    body: {},
  },
  { method: 'DELETE', route: '/v1/webhooks/:id', path: () => '/v1/webhooks/no-such-webhook', allowed: ADMIN },
  {
    method: 'POST',
    route: '/v1/webhooks/:id/secret',
    path: () => '/v1/webhooks/no-such-webhook/secret',
    allowed: ADMIN,
  },
  {
    method: 'POST',
    route: '/v1/webhooks/:id/test',
    path: () => '/v1/webhooks/no-such-webhook/test',
    allowed: ADMIN,
  },
  {
    method: 'GET',
    route: '/v1/webhooks/:id/deliveries',
    path: () => '/v1/webhooks/no-such-webhook/deliveries',
    allowed: ADMIN,
  },
  {
    method: 'POST',
    route: '/v1/webhooks/:id/deliveries/:deliveryId/replay',
    path: () => '/v1/webhooks/no-such-webhook/deliveries/no-such-delivery/replay',
    allowed: ADMIN,
  },
  // --- end of webhooks ---

  // --- Trend signals (the quality team: canManageSignals) ---
  { method: 'GET', route: '/v1/signal-rules', allowed: ['quality', 'admin'] },
  { method: 'POST', route: '/v1/signal-rules', allowed: ['quality', 'admin'], body: {} },
  { method: 'POST', route: '/v1/signal-rules/backtest', allowed: ['quality', 'admin'], body: {} },
  {
    method: 'PUT',
    route: '/v1/signal-rules/:id',
    path: () => '/v1/signal-rules/no-such-rule',
    allowed: ['quality', 'admin'],
    body: {},
  },
  {
    method: 'DELETE',
    route: '/v1/signal-rules/:id',
    path: () => '/v1/signal-rules/no-such-rule',
    allowed: ['quality', 'admin'],
  },
  { method: 'GET', route: '/v1/signals', allowed: ['quality', 'admin'] },
  {
    method: 'GET',
    route: '/v1/signals/:id',
    path: () => '/v1/signals/no-such-signal',
    allowed: ['quality', 'admin'],
  },
  {
    method: 'POST',
    route: '/v1/signals/:id/dismiss',
    path: () => '/v1/signals/no-such-signal/dismiss',
    allowed: ['quality', 'admin'],
    body: {},
  },
  {
    method: 'POST',
    route: '/v1/signals/:id/start-investigation',
    path: () => '/v1/signals/no-such-signal/start-investigation',
    allowed: ['quality', 'admin'],
  },
  {
    method: 'POST',
    route: '/v1/signals/:id/link',
    path: () => '/v1/signals/no-such-signal/link',
    allowed: ['quality', 'admin'],
    body: {},
  },
  // --- end of trend signals ---

  // --- Supplier corrective action requests (the quality team: canManageScars; defaults and contacts written by
  // admins; the supplier's routes take a supplier session only: anonymous 401, staff 403, decision 051) ---
  { method: 'GET', route: '/v1/scars', allowed: ['quality', 'admin'] },
  { method: 'POST', route: '/v1/scars', allowed: ['quality', 'admin'], body: {} },
  ...(['', '/audit', '/print.pdf'] as const).map(
    (tail): AuthorizationRow => ({
      method: 'GET',
      route: `/v1/scars/:id${tail}`,
      path: () => `/v1/scars/no-such-scar${tail}`,
      allowed: ['quality', 'admin'],
    }),
  ),
  ...(['review', 'resend', 'contact', 'revoke', 'close'] as const).map(
    (action): AuthorizationRow => ({
      method: 'POST',
      route: `/v1/scars/:id/${action}`,
      path: () => `/v1/scars/no-such-scar/${action}`,
      allowed: ['quality', 'admin'],
      body: {},
    }),
  ),
  {
    method: 'PUT',
    route: '/v1/scars/:id/shared-attachments',
    path: () => '/v1/scars/no-such-scar/shared-attachments',
    allowed: ['quality', 'admin'],
    body: {},
  },
  { method: 'GET', route: '/v1/scar-defaults', allowed: ['quality', 'admin'] },
  { method: 'PUT', route: '/v1/scar-defaults', allowed: ADMIN, body: {} },
  {
    method: 'GET',
    route: '/v1/suppliers/:id/contacts',
    path: () => '/v1/suppliers/no-such-supplier/contacts',
    allowed: ['quality', 'admin'],
  },
  {
    method: 'POST',
    route: '/v1/suppliers/:id/contacts',
    path: () => '/v1/suppliers/no-such-supplier/contacts',
    allowed: ADMIN,
    body: {},
  },
  {
    method: 'PUT',
    route: '/v1/suppliers/:id/contacts/:contactId',
    path: () => '/v1/suppliers/no-such-supplier/contacts/no-such-contact',
    allowed: ADMIN,
    body: {},
  },
  { method: 'POST', route: '/v1/supplier/link', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/supplier/session', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/supplier/session/end', allowed: [] },
  { method: 'GET', route: '/v1/supplier/scar', allowed: [] },
  { method: 'POST', route: '/v1/supplier/scar/acknowledge', allowed: [] },
  { method: 'PUT', route: '/v1/supplier/scar/answer', allowed: [], body: {} },
  { method: 'POST', route: '/v1/supplier/scar/answer/submit', allowed: [], body: {} },
  { method: 'POST', route: '/v1/supplier/scar/files', allowed: [] },
  // --- end of supplier corrective action requests ---
];

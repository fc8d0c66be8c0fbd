import type { Role } from '@qi/domain/roles';
import type { App } from '../src/http/types';

export type Caller = 'anonymous' | Role;

export const EVERYONE: Caller[] = ['anonymous', 'user', 'investigator', 'quality', 'admin'];
export const SIGNED_IN: Caller[] = ['user', 'investigator', 'quality', 'admin'];
export const ADMIN: Caller[] = ['admin'];

export interface AuthorizationRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern exactly as registered. */
  route: string;
  /**
   * A concrete path to call (defaults to the route); `ids` names demo records, `app` is the running test
   * app (e.g. to sign a file URL).
   */
  path?: (ids: { adminId: string; app: App }) => string | Promise<string>;
  /** Who may call it: every other caller must get 401 (anonymous) or 403. */
  allowed: Caller[];
  body?: unknown;
}

/**
 * EVERY route of the server and who may call it (docs/product.md §6). A route missing from this table makes the
 * authorization test fail: later issues add their rows here.
 */
export const AUTHORIZATION_TABLE: AuthorizationRow[] = [
  { method: 'GET', route: '/health', allowed: EVERYONE },
  { method: 'GET', route: '/v1/openapi.json', allowed: EVERYONE },
  { method: 'GET', route: '/docs', allowed: EVERYONE },
  { method: 'GET', route: '/docs/json', allowed: EVERYONE },
  { method: 'GET', route: '/docs/yaml', allowed: EVERYONE },
  { method: 'GET', route: '/docs/static/index.html', allowed: EVERYONE },
  { method: 'GET', route: '/docs/static/swagger-initializer.js', allowed: EVERYONE },
  { method: 'GET', route: '/docs/static/*', path: () => '/docs/static/index.css', allowed: EVERYONE },

  { method: 'POST', route: '/v1/auth/login', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/new-password', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/refresh', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/forgot-password', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/forgot-password/confirm', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/change-password', allowed: SIGNED_IN, body: {} },
  { method: 'POST', route: '/v1/auth/logout', allowed: SIGNED_IN },
  { method: 'GET', route: '/v1/auth/me', allowed: SIGNED_IN },

  { method: 'GET', route: '/v1/api-tokens', allowed: ADMIN },
  { method: 'POST', route: '/v1/api-tokens', allowed: ADMIN, body: {} },
  {
    method: 'POST',
    route: '/v1/api-tokens/:id/revoke',
    path: () => '/v1/api-tokens/no-such-token/revoke',
    allowed: ADMIN,
  },
  { method: 'GET', route: '/v1/users', allowed: ADMIN },
  { method: 'POST', route: '/v1/users', allowed: ADMIN, body: {} },
  {
    method: 'GET',
    route: '/v1/users/:user_id',
    path: ({ adminId }) => `/v1/users/${adminId}`,
    allowed: ADMIN,
  },
  {
    method: 'PUT',
    route: '/v1/users/:user_id',
    path: ({ adminId }) => `/v1/users/${adminId}`,
    allowed: ADMIN,
    body: {},
  },

  { method: 'GET', route: '/v1/profile', allowed: SIGNED_IN },
  { method: 'PUT', route: '/v1/profile', allowed: SIGNED_IN, body: {} },
  { method: 'GET', route: '/v1/self', allowed: SIGNED_IN },
  { method: 'GET', route: '/v1/data', allowed: SIGNED_IN },

  // --- Incidents (incidents module). Who may act on one incident is decided per incident (visibility,
  // decideTransition); the route itself is open to every signed-in user. ---
  { method: 'POST', route: '/v1/incidents', allowed: SIGNED_IN, body: {} },
  { method: 'GET', route: '/v1/incidents', allowed: SIGNED_IN },
  { method: 'POST', route: '/v1/incidents/similar', allowed: SIGNED_IN, body: { description: '' } },
  {
    method: 'GET',
    route: '/v1/incidents/:id/links',
    path: () => '/v1/incidents/no-such-incident/links',
    allowed: SIGNED_IN,
  },
  {
    method: 'POST',
    route: '/v1/incidents/:id/links',
    path: () => '/v1/incidents/no-such-incident/links',
    allowed: SIGNED_IN,
    body: {},
  },
  {
    method: 'GET',
    route: '/v1/incidents/distinct',
    path: () => '/v1/incidents/distinct?column=product',
    allowed: SIGNED_IN,
  },
  { method: 'GET', route: '/v1/incidents/export.csv', allowed: SIGNED_IN },
  { method: 'GET', route: '/v1/incidents/export.xlsx', allowed: SIGNED_IN },
  {
    method: 'GET',
    route: '/v1/incidents/:id',
    path: () => '/v1/incidents/no-such-incident',
    allowed: SIGNED_IN,
  },
  {
    method: 'PUT',
    route: '/v1/incidents/:id',
    path: () => '/v1/incidents/no-such-incident',
    allowed: SIGNED_IN,
    body: {},
  },
  {
    method: 'GET',
    route: '/v1/incidents/:id/history',
    path: () => '/v1/incidents/no-such-incident/history',
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/v1/incidents/:id/attachments.zip',
    path: () => '/v1/incidents/no-such-incident/attachments.zip',
    allowed: SIGNED_IN,
  },
  {
    method: 'PUT',
    route: '/v1/incidents/:id/disposition',
    path: () => '/v1/incidents/no-such-incident/disposition',
    allowed: SIGNED_IN,
    body: { lines: [] },
  },
  {
    method: 'POST',
    route: '/v1/incidents/:id/disposition/approve',
    path: () => '/v1/incidents/no-such-incident/disposition/approve',
    allowed: SIGNED_IN,
    body: {},
  },
  {
    method: 'PUT',
    route: '/v1/incidents/:id/disposition/lines/:lineId/done',
    path: () => '/v1/incidents/no-such-incident/disposition/lines/no-such-line/done',
    allowed: SIGNED_IN,
    body: { done: true },
  },
  // --- end of incidents ---

  // --- Documents (documents module). Who may view the incident is decided per incident (as GET
  // /v1/incidents/:id: another user's draft or an unknown id is 404); the route is open to every signed-in user. ---
  {
    method: 'GET',
    route: '/v1/incidents/:id/print.pdf',
    path: () => '/v1/incidents/no-such-incident/print.pdf',
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/v1/incidents/:id/tag.pdf',
    path: () => '/v1/incidents/no-such-incident/tag.pdf',
    allowed: SIGNED_IN,
  },
  // --- end of documents ---

  // --- Settings (settings module): everyone signed in reads them (the web app asks before signing); only the
  // admin changes them. Signatures (signatures module): read per incident as GET /v1/incidents/:id. ---
  { method: 'GET', route: '/v1/settings', allowed: SIGNED_IN },
  { method: 'PUT', route: '/v1/settings', allowed: ADMIN, body: {} },
  {
    method: 'GET',
    route: '/v1/incidents/:id/signatures',
    path: () => '/v1/incidents/no-such-incident/signatures',
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/v1/incidents/:id/audit-trail.csv',
    path: () => '/v1/incidents/no-such-incident/audit-trail.csv',
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    route: '/v1/incidents/:id/audit-trail.pdf',
    path: () => '/v1/incidents/no-such-incident/audit-trail.pdf',
    allowed: SIGNED_IN,
  },
  // --- end of settings and signatures ---

  // --- Investigations (investigations module). Starting one is for the roles the domain's transition table
  // allows on an acknowledged incident (quality, admin); the list and editing are for everyone but 'user'
  // (canEditInvestigations); reading one and its history is for every signed-in user. ---
  { method: 'POST', route: '/v1/investigations', allowed: ['quality', 'admin'], body: {} },
  { method: 'GET', route: '/v1/investigations', allowed: ['investigator', 'quality', 'admin'] },
  {
    method: 'GET',
    route: '/v1/investigations/:id',
    path: () => '/v1/investigations/no-such-investigation',
    allowed: SIGNED_IN,
  },
  {
    method: 'PUT',
    route: '/v1/investigations/:id',
    path: () => '/v1/investigations/no-such-investigation',
    allowed: ['investigator', 'quality', 'admin'],
    body: {},
  },
  {
    method: 'POST',
    route: '/v1/investigations/:id/reopen',
    path: () => '/v1/investigations/no-such-investigation/reopen',
    allowed: ['quality', 'admin'],
    body: {},
  },
  {
    method: 'GET',
    route: '/v1/investigations/:id/history',
    path: () => '/v1/investigations/no-such-investigation/history',
    allowed: SIGNED_IN,
  },
  // Re-planning is for the quality team (decided by the service before the investigation is read).
  {
    method: 'GET',
    route: '/v1/investigations/:id/replan',
    path: () => '/v1/investigations/no-such-investigation/replan',
    allowed: ['quality', 'admin'],
  },
  {
    method: 'POST',
    route: '/v1/investigations/:id/replan',
    path: () => '/v1/investigations/no-such-investigation/replan',
    allowed: ['quality', 'admin'],
    body: {},
  },
  // --- Effectiveness checks (effectiveness module). Reading is for every signed-in user (as the investigation);
  // rescheduling and starting a new investigation are for quality and admin; recording is decided per check (its
  // owner may have any role), so the route is open to every signed-in user. ---
  {
    method: 'GET',
    route: '/v1/investigations/:id/effectiveness-checks',
    path: () => '/v1/investigations/no-such-investigation/effectiveness-checks',
    allowed: SIGNED_IN,
  },
  {
    method: 'PUT',
    route: '/v1/effectiveness-checks/:id',
    path: () => '/v1/effectiveness-checks/no-such-check',
    allowed: ['quality', 'admin'],
    body: { dueDate: '2026-01-01' },
  },
  {
    method: 'POST',
    route: '/v1/effectiveness-checks/:id/record',
    path: () => '/v1/effectiveness-checks/no-such-check/record',
    allowed: SIGNED_IN,
    body: { result: 'effective', evidence: 'x' },
  },
  {
    method: 'POST',
    route: '/v1/effectiveness-checks/:id/new-investigation',
    path: () => '/v1/effectiveness-checks/no-such-check/new-investigation',
    allowed: ['quality', 'admin'],
    body: {},
  },
  // --- end of investigations ---

  // --- Reference data, uploads and files (reference/uploads/files modules). ---
  { method: 'GET', route: '/v1/products', allowed: SIGNED_IN },
  { method: 'POST', route: '/v1/products', allowed: ADMIN, body: {} },
  {
    method: 'PUT',
    route: '/v1/products/:id',
    path: () => '/v1/products/no-such-product',
    allowed: ADMIN,
    body: {},
  },
  { method: 'GET', route: '/v1/partNumbers', allowed: SIGNED_IN },
  { method: 'POST', route: '/v1/partNumbers', allowed: ADMIN, body: {} },
  {
    method: 'PUT',
    route: '/v1/partNumbers/:id',
    path: () => '/v1/partNumbers/no-such-part',
    allowed: ADMIN,
    body: {},
  },
  { method: 'GET', route: '/v1/suppliers', allowed: SIGNED_IN },
  { method: 'POST', route: '/v1/suppliers', allowed: ADMIN, body: {} },
  {
    method: 'PUT',
    route: '/v1/suppliers/:id',
    path: () => '/v1/suppliers/no-such-supplier',
    allowed: ADMIN,
    body: {},
  },
  { method: 'GET', route: '/v1/due-date-defaults', allowed: SIGNED_IN },
  { method: 'PUT', route: '/v1/due-date-defaults', allowed: ADMIN, body: {} },
  { method: 'GET', route: '/v1/my-tasks', allowed: SIGNED_IN },
  { method: 'GET', route: '/v1/locations', allowed: SIGNED_IN },
  { method: 'PUT', route: '/v1/locations', allowed: ADMIN, body: {} },
  { method: 'GET', route: '/v1/templates', allowed: SIGNED_IN },
  { method: 'PUT', route: '/v1/templates', allowed: ADMIN, body: {} },
  { method: 'POST', route: '/v1/uploads', allowed: SIGNED_IN, body: {} },
  {
    // No session needed: the signature is the authorisation (a validly signed URL of a missing file → 404).
    method: 'GET',
    route: '/v1/files/:key',
    path: async ({ app }) => {
      const url = new URL(
        await app.appContext.storage.signedUrl('organisations/missing.txt', { expiresInSeconds: 60 }),
      );
      return `${url.pathname}${url.search}`;
    },
    allowed: EVERYONE,
  },
  {
    // A link signed before keys were encoded: the key's slash spelled out.
    method: 'GET',
    route: '/v1/files/*',
    path: async ({ app }) => {
      const url = new URL(
        await app.appContext.storage.signedUrl('organisations/missing.txt', { expiresInSeconds: 60 }),
      );
      return `${decodeURIComponent(url.pathname)}${url.search}`;
    },
    allowed: EVERYONE,
  },
  // --- end of reference data, uploads and files ---

  // --- Intelligence (reports and charts modules). Reading reports and computing a series is for every
  // signed-in user; saving the charts of a report is for quality and admin (canEditCharts). ---
  { method: 'GET', route: '/v1/reports', allowed: SIGNED_IN },
  { method: 'GET', route: '/v1/intelligence/headlines', allowed: SIGNED_IN },
  {
    method: 'PUT',
    route: '/v1/reports/:id',
    path: () => '/v1/reports/no-such-report',
    allowed: ['quality', 'admin'],
    body: { charts: [] },
  },
  { method: 'POST', route: '/v1/charts/series', allowed: SIGNED_IN, body: {} },
  // --- end of intelligence ---

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
];

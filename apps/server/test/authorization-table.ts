import { ADMIN, type AuthorizationRow, EVERYONE, SIGNED_IN } from './authorization-callers';
import { INTEGRATION_ROWS } from './authorization-table-integrations';

export type { AuthorizationRow, Caller } from './authorization-callers';

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
  // Sign-in with the identity provider (modules/oidc): off in this app, so the public routes answer 404.
  { method: 'GET', route: '/v1/auth/oidc', allowed: EVERYONE },
  { method: 'POST', route: '/v1/auth/oidc/start', allowed: EVERYONE, body: {} },
  { method: 'POST', route: '/v1/auth/oidc/callback', allowed: EVERYONE, body: {} },
  { method: 'GET', route: '/v1/auth/oidc/signing', allowed: SIGNED_IN },
  { method: 'POST', route: '/v1/auth/oidc/signing/start', allowed: SIGNED_IN },
  { method: 'GET', route: '/v1/sign-in-provider', allowed: ADMIN },
  { method: 'PUT', route: '/v1/sign-in-provider', allowed: ADMIN, body: {} },
  { method: 'GET', route: '/v1/sign-in-provider/requests', allowed: ADMIN },
  {
    method: 'POST',
    route: '/v1/sign-in-provider/requests/:id/approve',
    path: () => '/v1/sign-in-provider/requests/no-such-request/approve',
    allowed: ADMIN,
    body: {},
  },
  {
    method: 'POST',
    route: '/v1/sign-in-provider/requests/:id/refuse',
    path: () => '/v1/sign-in-provider/requests/no-such-request/refuse',
    allowed: ADMIN,
  },

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
    route: '/v1/incidents/:id/arrival-check',
    path: () => '/v1/incidents/no-such-incident/arrival-check',
    allowed: SIGNED_IN,
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

  ...INTEGRATION_ROWS,
];

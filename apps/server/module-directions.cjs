// The server modules (apps/server/src/modules/*) and the modules each may import; no loops (checked). Lower
// layers first (docs/architecture.md, "Modules and their directions"). A module that needs something of a
// module above it declares an event or a hook, and app's listeners.ts connects the two.
module.exports = {
  // Leaves: no other module.
  history: [],
  profile: [],
  health: [],
  docs: [],
  web: [],
  idempotency: [],
  settings: ['history'],
  // People and sign-in.
  users: ['history', 'profile'],
  // API tokens: machines acting as service accounts (users rows); auth looks their secrets up.
  'api-tokens': ['history', 'profile', 'users'],
  auth: ['api-tokens', 'settings', 'users'],
  // Sign-in with the company's identity provider (OpenID Connect): opens auth's sessions; provides auth's
  // password-sign-in hook through listeners.ts.
  oidc: ['auth', 'history', 'profile', 'users'],
  // Files, reference data.
  uploads: ['idempotency'],
  files: ['uploads'],
  reference: ['files', 'history', 'uploads'],
  suppliers: ['history', 'reference'],
  'due-dates': ['history'],
  // The core: incidents, then the work hanging off them.
  incidents: ['auth', 'files', 'history', 'idempotency', 'reference', 'suppliers', 'uploads', 'users'],
  notifications: ['incidents', 'users'],
  investigations: ['auth', 'due-dates', 'files', 'history', 'incidents', 'notifications', 'uploads', 'users'],
  dispositions: ['auth', 'history', 'incidents', 'notifications', 'users'],
  effectiveness: [
    'auth',
    'files',
    'history',
    'incidents',
    'investigations',
    'notifications',
    'uploads',
    'users',
  ],
  // Recurrence: similar incidents while reporting (reads incidents through their search indexes).
  recurrence: ['history', 'incidents'],
  // Listeners and readers over the core.
  signatures: [
    'auth',
    'dispositions',
    'effectiveness',
    'history',
    'incidents',
    'investigations',
    'oidc',
    'settings',
  ],
  documents: ['dispositions', 'incidents', 'investigations', 'reference', 'scar', 'signatures', 'suppliers'],
  tasks: ['due-dates', 'investigations'],
  reminders: ['investigations', 'notifications'],
  intelligence: ['history', 'incidents', 'investigations', 'reminders'],
  data: ['intelligence', 'profile', 'reference', 'suppliers', 'users'],
  self: ['incidents', 'intelligence', 'profile', 'users'],
  // Trend signals: rules over incidents' groups, the Signals inbox, investigations started from a signal.
  signals: ['history', 'incidents', 'investigations', 'users'],
  // Imports of an incident log and of reference data (decision 054): writes incidents, reference values, history.
  imports: ['history', 'incidents', 'reference', 'suppliers', 'uploads'],
  // Supplier corrective action requests (decision 051): incidents' suppliers asked for an 8D through a link;
  // closing reaches effectiveness, signals and signatures only through scar-hooks.ts (listeners.ts provides them).
  scar: ['auth', 'history', 'incidents', 'reference', 'suppliers', 'uploads', 'users'],
  // Outgoing webhooks: listens to the core's events (and the signals').
  webhooks: ['dispositions', 'effectiveness', 'history', 'incidents', 'investigations', 'signals', 'users'],
};

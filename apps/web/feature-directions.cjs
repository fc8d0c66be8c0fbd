// The web features (apps/web/src/features/*) and the features each may import: a DAG (checked), drawn in
// docs/architecture.md. Code several features share lives in components/ or lib/; pages compose the rest.
module.exports = {
  administration: [
    'api-tokens',
    'attachments',
    'due-dates',
    'imports',
    'scar',
    'settings',
    'sign-in-provider',
    'webhooks',
  ],
  'api-tokens': [],
  attachments: ['settings'],
  auth: ['sign-in-provider'],
  data: [],
  'due-dates': [],
  effectiveness: ['attachments', 'auth', 'data', 'signatures'],
  help: [],
  imports: ['data'],
  home: ['auth', 'due-dates', 'incident-table'],
  'incident-table': ['data'],
  incidents: ['attachments', 'auth', 'data', 'effectiveness', 'investigations', 'scar', 'signatures'],
  intelligence: ['auth', 'data', 'incident-table'],
  investigations: ['administration', 'attachments', 'auth', 'data', 'effectiveness', 'signatures'],
  profile: ['auth'],
  scan: ['data'],
  // Supplier corrective action requests, the quality team's side (decision 051): pages, the incident's section, admin parts.
  scar: ['attachments', 'auth', 'data', 'signatures'],
  settings: [],
  signals: ['data', 'investigations'],
  signatures: ['auth', 'settings', 'sign-in-provider'],
  // Sign-in with the company's identity provider (decision 053): the login button, the callback, the Sign-in tab.
  'sign-in-provider': [],
  // The supplier's page through the emailed link (decision 051): its own session, no staff feature.
  'supplier-portal': [],
  users: [],
  webhooks: [],
};

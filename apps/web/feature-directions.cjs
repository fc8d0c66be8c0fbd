// The web features (apps/web/src/features/*) and the features each may import: a DAG (checked), drawn in
// docs/architecture.md. Code several features share lives in components/ or lib/; pages compose the rest.
module.exports = {
  administration: ['api-tokens', 'attachments', 'due-dates', 'settings', 'webhooks'],
  'api-tokens': [],
  attachments: ['settings'],
  auth: [],
  data: [],
  'due-dates': [],
  effectiveness: ['attachments', 'auth', 'data', 'signatures'],
  help: [],
  home: ['auth', 'due-dates', 'incident-table'],
  'incident-table': ['data'],
  incidents: ['attachments', 'auth', 'data', 'effectiveness', 'investigations', 'signatures'],
  intelligence: ['auth', 'data', 'incident-table'],
  investigations: ['administration', 'attachments', 'auth', 'data', 'effectiveness', 'signatures'],
  profile: ['auth'],
  scan: ['data'],
  settings: [],
  signatures: ['auth', 'settings'],
  users: [],
  webhooks: [],
};

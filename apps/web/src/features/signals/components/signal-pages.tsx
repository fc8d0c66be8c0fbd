// The Signals pages share one lazily loaded chunk (routes.tsx): the inbox, a signal, and the rules.
export { SignalDetailsPage } from './signal-details-page';
export { SignalRulesPage } from './signal-rules-page';
export { SignalsPage } from './signals-page';

import { todayIso } from '@qi/domain/dates';
import type { FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { refreshSqliteStatistics } from './db/sqlite-statistics';
import { sqliteStatisticsJob } from './db/sqlite-statistics-job';
import { createEventBus } from './events/event-bus';
import { createAccessHook, type RouteAccess } from './http/access';
import { createClientErrorHandler } from './http/client-errors';
import { errorHandler } from './http/error-handler';
import { createExpensiveRouteLimit } from './http/expensive-route-limit';
import { rejectNulCharacters } from './http/nul-guard';
import { MAX_PATH_PARAM_LENGTH } from './http/path-limits';
import { createPreRoutingErrorHandler } from './http/pre-routing-errors';
import { fixedSecurityHeaders, registerSecurityHeaders } from './http/security';
import { dropsUnknownKeys } from './http/strict-bodies';
import type { App } from './http/types';
import { startJobs } from './jobs/job-runner';
import { registerListeners } from './listeners';
import { createEmailOutbox } from './mail/email-outbox';
import { emailOutboxJob } from './mail/email-outbox-job';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { registerApiTokenRoutes } from './modules/api-tokens/api-token-routes';
import { registerAuthRoutes } from './modules/auth/auth-routes';
import { createAuthenticator } from './modules/auth/authenticate';
import { createTokenService } from './modules/auth/tokens';
import { registerDataRoutes } from './modules/data/data-routes';
import { registerDispositionRoutes } from './modules/dispositions/disposition-routes';
import { registerDocsPage, registerOpenApi } from './modules/docs/docs-plugin';
import { registerAuditTrailPdfRoute } from './modules/documents/audit-trail-pdf-routes';
import { createDocumentPool } from './modules/documents/document-pool';
import { registerDocumentRoutes } from './modules/documents/document-routes';
import { registerScarPrintRoute } from './modules/documents/scar-print-route';
import { registerDueDateRoutes } from './modules/due-dates/due-date-routes';
import { registerEffectivenessRoutes } from './modules/effectiveness/effectiveness-routes';
import { registerFileRoutes } from './modules/files/file-routes';
import { registerHealthRoutes } from './modules/health/health-routes';
import { idempotencyKeyPurgeJob } from './modules/idempotency/idempotency-purge';
import { importExpiryJob } from './modules/imports/import-expiry';
import { incidentImportJob } from './modules/imports/import-job';
import { registerImportRoutes } from './modules/imports/import-routes';
import { configureListTotals } from './modules/incidents/incident-list-count-repository';
import { registerIncidentRoutes } from './modules/incidents/incident-routes';
import { registerIntelligenceRoutes } from './modules/intelligence/report-routes';
import { registerInvestigationReplanRoutes } from './modules/investigations/investigation-replan-routes';
import { registerInvestigationRoutes } from './modules/investigations/investigation-routes';
import { registerOidcAdminRoutes } from './modules/oidc/oidc-admin-routes';
import { registerOidcRoutes } from './modules/oidc/oidc-routes';
import { registerProfileRoutes } from './modules/profile/profile-routes';
import { registerRecurrenceRoutes } from './modules/recurrence/recurrence-routes';
import { registerReferenceRoutes } from './modules/reference/reference-routes';
import { reminderJob } from './modules/reminders/reminder-scheduler';
import { registerScarRoutes } from './modules/scar/scar-routes';
import { createSupplierAuthenticator } from './modules/scar/supplier-auth';
import { registerSupplierContactRoutes } from './modules/scar/supplier-contact-routes';
import { registerSupplierLinkRoutes } from './modules/scar/supplier-routes';
import { registerSelfRoutes } from './modules/self/self-routes';
import { registerSettingsRoutes } from './modules/settings/settings-routes';
import { signalsJob } from './modules/signals/signals-job';
import { registerSignalRoutes } from './modules/signals/signals-routes';
import { registerSignatureRoutes } from './modules/signatures/signature-routes';
import { registerSupplierRoutes } from './modules/suppliers/supplier-routes';
import { registerMyTasksRoutes } from './modules/tasks/my-tasks-routes';
import { uploadCleanupJob } from './modules/uploads/upload-cleanup';
import { registerUploadRoutes } from './modules/uploads/upload-routes';
import { registerUserRoutes } from './modules/users/user-routes';
import { createNotFoundHandler, registerWebApp } from './modules/web/web-plugin';
import { webhookDeliveryJob } from './modules/webhooks/webhook-delivery-job';
import { registerWebhookRoutes } from './modules/webhooks/webhook-routes';
import { deriveKey, resolveJwtSecret } from './secrets';
import { bootstrapDatabase } from './seed/bootstrap';
import type { DemoAccount } from './seed/demo';
import { seedDemoTemplates } from './seed/demo-reference';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

/** The background jobs, each run once per cluster by the job runner (jobs/job-runner.ts). */
const JOBS = [
  emailOutboxJob,
  reminderJob,
  uploadCleanupJob,
  idempotencyKeyPurgeJob,
  sqliteStatisticsJob,
  webhookDeliveryJob,
  signalsJob,
  incidentImportJob,
  importExpiryJob,
];

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export interface AppDeps {
  database?: DatabaseHandle;
  /** Where queued emails go (tests); by default SMTP or the outbox folder, as configured. */
  mailTransport?: MailTransport;
  storage?: Storage;
  /** Extra routes (tests); registered after the feature routes. */
  extraRoutes?: (app: App, ctx: AppContext) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Today's date 'YYYY-MM-DD' for the date rules (tests fix it); by default today in UTC. */
  today?: () => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts seeded at this start (demo mode on an empty database). */
    demoAccounts: DemoAccount[];
    /** Every route with its declared access (the authorization test reads it). */
    registeredRoutes: RegisteredRoute[];
    appContext: AppContext;
  }
}

function loggerOptions(config: Config, stream: AppDeps['logStream']): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      // No query strings in logs: signed URLs carry their signature there.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}

/** Builds the whole application (database migrated and seeded) ready to listen or to be injected. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const database = deps.database ?? openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.schema);
  } catch (error) {
    await database.close();
    throw error;
  }
  const secret = resolveJwtSecret(config);
  const securityHeaders = fixedSecurityHeaders(config);
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // Fastify accepts a hop count at run time; its types only list boolean and string forms.
    trustProxy: config.trustProxy as boolean | string,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // Requests refused before routing (a malformed URL, an over-long path parameter, headers over Node's
    // limit) answer with the API's error body and the security headers too, not Fastify's own.
    frameworkErrors: createPreRoutingErrorHandler(securityHeaders),
    clientErrorHandler: createClientErrorHandler(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  configureListTotals(database.db, config.listTotalsCacheMs);
  const mailTransport = deps.mailTransport ?? createMailTransport(config.mail);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    emailOutbox: createEmailOutbox({
      db: database.db,
      kind: database.kind,
      transport: mailTransport,
      retryBaseMs: config.mail.retryBaseMs,
      maxAttempts: config.mail.maxAttempts,
      log: app.log,
    }),
    storage: deps.storage ?? createStorage(config, deriveKey(secret, 'file-urls')),
    tokens: createTokenService(deriveKey(secret, 'jwt')),
    documents: createDocumentPool(config.documents),
    events: createEventBus(),
    today: deps.today ?? (() => todayIso('UTC')),
  };
  registerListeners(ctx);
  app.addHook('onClose', async () => {
    mailTransport.close();
    await ctx.documents.close();
    await database.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('appContext', ctx);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('auth', null);
  app.decorateRequest('supplier', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (route.url.startsWith('/v1') && access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare config.access`);
    }
    // One rule for every JSON body: an unknown key is refused (422), never dropped in silence.
    if (route.url.startsWith('/v1') && route.schema?.body && dropsUnknownKeys(route.schema.body as ZodType)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} must refuse unknown body keys (a strict object)`,
      );
    }
    for (const method of methods) app.registeredRoutes.push({ method, url: route.url, access });
  });
  // Headers first: the access hook ends the hook chain when it refuses a request.
  await registerSecurityHeaders(app, config);
  app.addHook(
    'onRequest',
    createAccessHook(createAuthenticator(ctx.db, ctx.tokens), createSupplierAuthenticator(ctx.db)),
  );
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('preHandler', createExpensiveRouteLimit(ctx));

  await registerOpenApi(app);
  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerOidcRoutes(app, ctx);
  registerOidcAdminRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerApiTokenRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerSelfRoutes(app, ctx);
  registerDataRoutes(app, ctx);
  registerReferenceRoutes(app, ctx);
  registerSupplierRoutes(app, ctx);
  registerDueDateRoutes(app, ctx);
  registerMyTasksRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerIncidentRoutes(app, ctx);
  registerRecurrenceRoutes(app, ctx);
  registerDispositionRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerSignatureRoutes(app, ctx);
  registerAuditTrailPdfRoute(app, ctx);
  registerInvestigationRoutes(app, ctx);
  registerInvestigationReplanRoutes(app, ctx);
  registerEffectivenessRoutes(app, ctx);
  registerIntelligenceRoutes(app, ctx);
  registerWebhookRoutes(app, ctx);
  registerSignalRoutes(app, ctx);
  // Supplier corrective action requests: the quality team's routes, supplier contacts, the supplier's link.
  registerScarRoutes(app, ctx);
  registerSupplierContactRoutes(app, ctx);
  registerSupplierLinkRoutes(app, ctx);
  registerScarPrintRoute(app, ctx);
  registerImportRoutes(app, ctx);
  deps.extraRoutes?.(app, ctx);
  await registerDocsPage(app);
  const spa = await registerWebApp(app, config.webDist);
  app.setNotFoundHandler(createNotFoundHandler(spa));

  const { demoAccounts } = await bootstrapDatabase(config, ctx.db, ctx.tokens, app.log);
  if (demoAccounts.length > 0) await seedDemoTemplates(ctx); // template files need the storage
  // Planner statistics before the first request (the statistics job refreshes them later).
  await refreshSqliteStatistics(database);
  // preClose: the running passes finish (signalled) before the database is closed.
  if (config.backgroundJobs) app.addHook('preClose', startJobs(ctx, JOBS, app.log));
  app.decorate('demoAccounts', demoAccounts);
  await app.ready();
  return app;
}

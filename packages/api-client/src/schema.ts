/**
 * The API's types, generated from the OpenAPI document by openapi-typescript: do not edit. After a change to a
 * route, regenerate with `npm run api-client` (the API tests fail while this file and the document differ).
 */
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headHealth"];
        patch?: never;
        trace?: never;
    };
    "/v1/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getApiTokens"];
        put?: never;
        post: operations["postApiTokens"];
        delete?: never;
        options?: never;
        head: operations["headApiTokens"];
        patch?: never;
        trace?: never;
    };
    "/v1/api-tokens/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postApiTokensByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/forgot-password/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthForgotPasswordConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headAuthMe"];
        patch?: never;
        trace?: never;
    };
    "/v1/auth/new-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthNewPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oidc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthOidc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headAuthOidc"];
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthOidcCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oidc/signing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getAuthOidcSigning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headAuthOidcSigning"];
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oidc/signing/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthOidcSigningStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthOidcStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charts/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postChartsSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headData"];
        patch?: never;
        trace?: never;
    };
    "/v1/due-date-defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDueDateDefaults"];
        put: operations["putDueDateDefaults"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headDueDateDefaults"];
        patch?: never;
        trace?: never;
    };
    "/v1/effectiveness-checks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putEffectivenessChecksById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/effectiveness-checks/{id}/new-investigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postEffectivenessChecksByIdNewInvestigation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/effectiveness-checks/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postEffectivenessChecksByIdRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getFilesByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headFilesByKey"];
        patch?: never;
        trace?: never;
    };
    "/v1/import-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getImportMappings"];
        put?: never;
        post: operations["postImportMappings"];
        delete?: never;
        options?: never;
        head: operations["headImportMappings"];
        patch?: never;
        trace?: never;
    };
    "/v1/import-mappings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteImportMappingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getImports"];
        put?: never;
        post: operations["postImports"];
        delete?: never;
        options?: never;
        head: operations["headImports"];
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getImportsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headImportsById"];
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postImportsByIdDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getImportsByIdReportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headImportsByIdReportCsv"];
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postImportsByIdRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/imports/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postImportsByIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidents"];
        put?: never;
        post: operations["postIncidents"];
        delete?: never;
        options?: never;
        head: operations["headIncidents"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsById"];
        put: operations["putIncidentsById"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsById"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/arrival-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdArrivalCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdArrivalCheck"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/attachments.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdAttachmentsZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdAttachmentsZip"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/audit-trail.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdAuditTrailCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdAuditTrailCsv"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/audit-trail.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdAuditTrailPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdAuditTrailPdf"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/disposition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putIncidentsByIdDisposition"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/disposition/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postIncidentsByIdDispositionApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/disposition/lines/{lineId}/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putIncidentsByIdDispositionLinesByLineIdDone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdHistory"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdLinks"];
        put?: never;
        post: operations["postIncidentsByIdLinks"];
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdLinks"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/print.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdPrintPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdPrintPdf"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/signatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdSignatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdSignatures"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/{id}/tag.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsByIdTagPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsByIdTagPdf"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/distinct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsDistinct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsDistinct"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsExportCsv"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIncidentsExportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIncidentsExportXlsx"];
        patch?: never;
        trace?: never;
    };
    "/v1/incidents/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postIncidentsSimilar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/headlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getIntelligenceHeadlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headIntelligenceHeadlines"];
        patch?: never;
        trace?: never;
    };
    "/v1/investigations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getInvestigations"];
        put?: never;
        post: operations["postInvestigations"];
        delete?: never;
        options?: never;
        head: operations["headInvestigations"];
        patch?: never;
        trace?: never;
    };
    "/v1/investigations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getInvestigationsById"];
        put: operations["putInvestigationsById"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headInvestigationsById"];
        patch?: never;
        trace?: never;
    };
    "/v1/investigations/{id}/effectiveness-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getInvestigationsByIdEffectivenessChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headInvestigationsByIdEffectivenessChecks"];
        patch?: never;
        trace?: never;
    };
    "/v1/investigations/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getInvestigationsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headInvestigationsByIdHistory"];
        patch?: never;
        trace?: never;
    };
    "/v1/investigations/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postInvestigationsByIdReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/investigations/{id}/replan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getInvestigationsByIdReplan"];
        put?: never;
        post: operations["postInvestigationsByIdReplan"];
        delete?: never;
        options?: never;
        head: operations["headInvestigationsByIdReplan"];
        patch?: never;
        trace?: never;
    };
    "/v1/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getLocations"];
        put: operations["putLocations"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headLocations"];
        patch?: never;
        trace?: never;
    };
    "/v1/my-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMyTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headMyTasks"];
        patch?: never;
        trace?: never;
    };
    "/v1/partNumbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPartNumbers"];
        put?: never;
        post: operations["postPartNumbers"];
        delete?: never;
        options?: never;
        head: operations["headPartNumbers"];
        patch?: never;
        trace?: never;
    };
    "/v1/partNumbers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putPartNumbersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getProducts"];
        put?: never;
        post: operations["postProducts"];
        delete?: never;
        options?: never;
        head: operations["headProducts"];
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putProductsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getProfile"];
        put: operations["putProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headProfile"];
        patch?: never;
        trace?: never;
    };
    "/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headReports"];
        patch?: never;
        trace?: never;
    };
    "/v1/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putReportsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scar-defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getScarDefaults"];
        put: operations["putScarDefaults"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headScarDefaults"];
        patch?: never;
        trace?: never;
    };
    "/v1/scars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getScars"];
        put?: never;
        post: operations["postScars"];
        delete?: never;
        options?: never;
        head: operations["headScars"];
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getScarsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headScarsById"];
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getScarsByIdAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headScarsByIdAudit"];
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postScarsByIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postScarsByIdContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}/print.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getScarsByIdPrintPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headScarsByIdPrintPdf"];
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postScarsByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postScarsByIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postScarsByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scars/{id}/shared-attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putScarsByIdSharedAttachments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSelf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headSelf"];
        patch?: never;
        trace?: never;
    };
    "/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSettings"];
        put: operations["putSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headSettings"];
        patch?: never;
        trace?: never;
    };
    "/v1/sign-in-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSignInProvider"];
        put: operations["putSignInProvider"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headSignInProvider"];
        patch?: never;
        trace?: never;
    };
    "/v1/sign-in-provider/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSignInProviderRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headSignInProviderRequests"];
        patch?: never;
        trace?: never;
    };
    "/v1/sign-in-provider/requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSignInProviderRequestsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sign-in-provider/requests/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSignInProviderRequestsByIdRefuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signal-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSignalRules"];
        put?: never;
        post: operations["postSignalRules"];
        delete?: never;
        options?: never;
        head: operations["headSignalRules"];
        patch?: never;
        trace?: never;
    };
    "/v1/signal-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putSignalRulesById"];
        post?: never;
        delete: operations["deleteSignalRulesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signal-rules/backtest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSignalRulesBacktest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSignals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headSignals"];
        patch?: never;
        trace?: never;
    };
    "/v1/signals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSignalsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headSignalsById"];
        patch?: never;
        trace?: never;
    };
    "/v1/signals/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSignalsByIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signals/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSignalsByIdLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signals/{id}/start-investigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSignalsByIdStartInvestigation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/supplier/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSupplierLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/supplier/scar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSupplierScar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headSupplierScar"];
        patch?: never;
        trace?: never;
    };
    "/v1/supplier/scar/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSupplierScarAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/supplier/scar/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putSupplierScarAnswer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/supplier/scar/answer/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSupplierScarAnswerSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/supplier/scar/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSupplierScarFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/supplier/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSupplierSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/supplier/session/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postSupplierSessionEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSuppliers"];
        put?: never;
        post: operations["postSuppliers"];
        delete?: never;
        options?: never;
        head: operations["headSuppliers"];
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putSuppliersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getSuppliersByIdContacts"];
        put?: never;
        post: operations["postSuppliersByIdContacts"];
        delete?: never;
        options?: never;
        head: operations["headSuppliersByIdContacts"];
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers/{id}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putSuppliersByIdContactsByContactId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTemplates"];
        put: operations["putTemplates"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headTemplates"];
        patch?: never;
        trace?: never;
    };
    "/v1/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUsers"];
        put?: never;
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head: operations["headUsers"];
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUsersByUser_id"];
        put: operations["putUsersByUser_id"];
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headUsersByUser_id"];
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getWebhooks"];
        put?: never;
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head: operations["headWebhooks"];
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["putWebhooksById"];
        post?: never;
        delete: operations["deleteWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headWebhooksByIdDeliveries"];
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postWebhooksByIdDeliveriesByDeliveryIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postWebhooksByIdSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["postWebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "disposition.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The disposition.approved event */
        post: operations["webhookDispositionApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "effectiveness.recorded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The effectiveness.recorded event */
        post: operations["webhookEffectivenessRecorded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incident.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The incident.status_changed event */
        post: operations["webhookIncidentStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "incident.submitted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The incident.submitted event */
        post: operations["webhookIncidentSubmitted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "investigation.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The investigation.completed event */
        post: operations["webhookInvestigationCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "signal.raised": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signal.raised event */
        post: operations["webhookSignalRaised"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A test delivery sent from Administration */
        post: operations["webhookWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AppSettings: {
            photoMaxSide: number;
            /** @enum {string} */
            signatures: "off" | "password";
        };
        ArrivalCheck: {
            checkedAt: string | null;
            items: {
                /** @enum {string} */
                band: "likely" | "possible";
                id: string;
                incidentDate: string;
                incidentNumber: number | null;
                partNumber: string;
                product: string;
                /** @enum {string} */
                status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
            }[];
        };
        BulkData: {
            locations: {
                /** @default [] */
                categories: {
                    id: string;
                    retired?: boolean;
                    /** @default [] */
                    subcategories: {
                        /** @default [] */
                        furtherSubcategories: {
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                    title: string;
                }[];
                id: string;
                retired?: boolean;
                title: string;
            }[];
            partNumberMap: {
                [key: string]: string;
            };
            partNumbers: {
                active: boolean;
                description: string;
                id: string;
                product: string | null;
            }[];
            products: {
                active: boolean;
                id: string;
                name: string;
            }[];
            profile: {
                /** @default [] */
                draftIncidentsFilter: {
                    id: string;
                    selected: boolean;
                }[];
                /** @default [] */
                incidentsFilter: {
                    id: string;
                    selected: boolean;
                }[];
                /**
                 * @default {
                 *       "submitted": true,
                 *       "acknowledged": true,
                 *       "rejected": true,
                 *       "pending-update": true,
                 *       "closed": true,
                 *       "disposition": true,
                 *       "reminders": true,
                 *       "overdue-digest": true
                 *     }
                 */
                notifications: {
                    /** @default true */
                    acknowledged: boolean;
                    /** @default true */
                    closed: boolean;
                    /** @default true */
                    disposition: boolean;
                    /** @default true */
                    "overdue-digest": boolean;
                    /** @default true */
                    "pending-update": boolean;
                    /** @default true */
                    rejected: boolean;
                    /** @default true */
                    reminders: boolean;
                    /** @default true */
                    submitted: boolean;
                };
            };
            reports: {
                charts: {
                    /**
                     * @default barChart
                     * @enum {string}
                     */
                    chartType: "barChart" | "barChartWithLine" | "pieChart" | "paretoChart" | "supplierPerformanceChart";
                    /** @default [] */
                    filter: {
                        /** @default true */
                        allowAll: boolean;
                        /** @default true */
                        allowEmpty: boolean;
                        /** @default  */
                        contains: string;
                        /** @default null */
                        filter: (string | number | boolean | null)[] | null;
                        /** @default null */
                        from: string | number | null;
                        key: string;
                        /** @default null */
                        to: string | number | null;
                        /**
                         * @default category
                         * @enum {string}
                         */
                        type: "numeric" | "string" | "date" | "category" | "object" | "dateTime" | "boolean" | "status";
                    }[];
                    groupBy: string;
                    id: string;
                    /** @default  */
                    limit: number | "";
                    /**
                     * @default groupBy
                     * @enum {string}
                     */
                    sortBy: "groupBy" | "value1" | "value2";
                    /** @default  */
                    title: string;
                    value1: string;
                    value2: string;
                    /** @default true */
                    visible: boolean;
                    /** @default  */
                    xLabel: string;
                    /** @default  */
                    yLabel1: string;
                    /** @default  */
                    yLabel2: string;
                }[];
                id: string;
            }[];
            suppliers: {
                active: boolean;
                code: string;
                id: string;
                name: string;
            }[];
            templates: {
                id: string;
                name: string;
                size: number;
                type: string;
                url: string;
            }[];
            users: {
                canOwnWork?: boolean;
                name: string;
                user_id: string;
            }[];
        };
        DispositionApprovedWebhook: {
            data: {
                approvedAt: string;
                approvedBy: string;
                incident: {
                    created_at: string;
                    defectiveQuantity: number | null;
                    /** @enum {string} */
                    dispositionStatus?: "awaiting" | "decided" | "approved";
                    id: string;
                    incidentDate: string;
                    incidentNumber: number | null;
                    investigationId: string | null;
                    partNumber: string;
                    product: string;
                    reportedBy: string;
                    severity: ("critical" | "major" | "minor") | null;
                    /** @enum {string} */
                    status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
                    supplierId: string | null;
                    updated_at: string;
                    url: string;
                    version?: number;
                };
            };
            timestamp: string;
            /** @constant */
            type: "disposition.approved";
            /** @constant */
            version: 1;
        };
        DistinctValues: {
            count: number;
            label: string;
            value: string | number | boolean | null;
        }[];
        EffectivenessCheck: {
            attachments: {
                id: string;
                name: string;
                size: number;
                type: string;
                url: string;
            }[];
            dueDate: string;
            evidence: string;
            followUpInvestigationId: string | null;
            id: string;
            investigationId: string;
            owner: string;
            recordedAt: string | null;
            recordedBy: string | null;
            result: ("effective" | "not-effective" | "inconclusive") | null;
            /** @enum {string} */
            status: "scheduled" | "recorded";
            version: number;
        };
        EffectivenessChecks: {
            attachments: {
                id: string;
                name: string;
                size: number;
                type: string;
                url: string;
            }[];
            dueDate: string;
            evidence: string;
            followUpInvestigationId: string | null;
            id: string;
            investigationId: string;
            owner: string;
            recordedAt: string | null;
            recordedBy: string | null;
            result: ("effective" | "not-effective" | "inconclusive") | null;
            /** @enum {string} */
            status: "scheduled" | "recorded";
            version: number;
        }[];
        EffectivenessRecordedWebhook: {
            data: {
                check: {
                    dueDate: string;
                    evidence: string;
                    followUpInvestigationId: string | null;
                    id: string;
                    investigationId: string;
                    owner: string;
                    recordedAt: string | null;
                    recordedBy: string | null;
                    result: ("effective" | "not-effective" | "inconclusive") | null;
                    /** @enum {string} */
                    status: "scheduled" | "recorded";
                    version: number;
                };
            };
            timestamp: string;
            /** @constant */
            type: "effectiveness.recorded";
            /** @constant */
            version: 1;
        };
        /** @description Every error answer: the status, a stable code and a message to show. */
        Error: {
            /** @enum {string} */
            code: "BAD_REQUEST" | "UNAUTHENTICATED" | "FORBIDDEN" | "SIGNATURE_REJECTED" | "NOT_FOUND" | "CONFLICT" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "VALIDATION" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE";
            issues?: {
                message: string;
                path: string;
            }[];
            message: string;
            statusCode: number;
        };
        History: {
            action: string;
            actor: {
                name: string;
                user_id: string;
            } | null;
            changes: {
                field: string;
                from: unknown;
                to: unknown;
            }[];
            created_at: string;
            fromStatus: string | null;
            id: string;
            reason: string | null;
            toStatus: string | null;
        }[];
        Incident: {
            acknowledgedAt?: string | null;
            attachments: {
                id: string;
                name: string;
                size: number;
                type: string;
                url: string;
            }[];
            category: {
                id: string;
                retired?: boolean;
                /** @default [] */
                subcategories: {
                    /** @default [] */
                    furtherSubcategories: {
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                    id: string;
                    retired?: boolean;
                    title: string;
                }[];
                title: string;
            } | null;
            closedAt?: string | null;
            created_at: string;
            daysOverdue?: number;
            defectiveQuantity: number | null;
            description: string;
            disposition?: {
                approvedAt: string | null;
                approvedBy: string | null;
                lines: {
                    /** @default null */
                    cost: number | null;
                    /** @enum {string} */
                    decision: "use-as-is" | "rework" | "repair" | "scrap" | "return-to-supplier" | "other";
                    /** @default null */
                    doneAt: string | null;
                    /** @default null */
                    doneBy: string | null;
                    /** @default null */
                    dueDate: string | null;
                    id: string;
                    /** @default  */
                    note: string;
                    quantity: number;
                    responsible: string;
                }[];
                proposedAt: string | null;
                proposedBy: string | null;
            };
            /** @enum {string} */
            dispositionStatus?: "awaiting" | "decided" | "approved";
            dueDate?: string | null;
            furtherSubcategory: {
                id: string;
                retired?: boolean;
                title: string;
            } | null;
            grnNumber: string;
            id: string;
            importedFrom?: {
                externalReference: string;
                originalReporter: string | null;
            } | null;
            incidentDate: string;
            incidentJustified: boolean | null;
            incidentLocation: {
                /** @default [] */
                categories: {
                    id: string;
                    retired?: boolean;
                    /** @default [] */
                    subcategories: {
                        /** @default [] */
                        furtherSubcategories: {
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                    title: string;
                }[];
                id: string;
                retired?: boolean;
                title: string;
            } | null;
            incidentNumber: number | null;
            investigationCompletedAt?: string | null;
            investigationId: string | null;
            investigationStatus: ("opened" | "completed") | null;
            orderNumber: string;
            partNumber: string;
            pendingUpdateReason: string | null;
            product: string;
            rejectReason: string | null;
            reportedBy: string;
            severity: ("critical" | "major" | "minor") | null;
            /** @enum {string} */
            status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
            subcategory: {
                /** @default [] */
                furtherSubcategories: {
                    id: string;
                    retired?: boolean;
                    title: string;
                }[];
                id: string;
                retired?: boolean;
                title: string;
            } | null;
            submittedAt?: string | null;
            supplierId: string | null;
            updated_at: string;
            version?: number;
        };
        IncidentLink: {
            created_at: string;
            createdBy: {
                name: string;
                user_id: string;
            } | null;
            /** @enum {string} */
            direction: "from" | "to";
            id: string;
            incident: {
                id: string;
                incidentDate: string;
                incidentNumber: number | null;
                partNumber: string;
                product: string;
                /** @enum {string} */
                status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
            };
            /** @enum {string} */
            kind: "same-as-reported" | "duplicate" | "related" | "not-related";
            reason: string | null;
        };
        IncidentLinks: {
            items: {
                created_at: string;
                createdBy: {
                    name: string;
                    user_id: string;
                } | null;
                /** @enum {string} */
                direction: "from" | "to";
                id: string;
                incident: {
                    id: string;
                    incidentDate: string;
                    incidentNumber: number | null;
                    partNumber: string;
                    product: string;
                    /** @enum {string} */
                    status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
                };
                /** @enum {string} */
                kind: "same-as-reported" | "duplicate" | "related" | "not-related";
                reason: string | null;
            }[];
        };
        IncidentPage: {
            items: {
                acknowledgedAt?: string | null;
                attachments: {
                    id: string;
                    name: string;
                    size: number;
                    type: string;
                    url: string;
                }[];
                category: {
                    id: string;
                    retired?: boolean;
                    /** @default [] */
                    subcategories: {
                        /** @default [] */
                        furtherSubcategories: {
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                    title: string;
                } | null;
                closedAt?: string | null;
                created_at: string;
                daysOverdue?: number;
                defectiveQuantity: number | null;
                description: string;
                disposition?: {
                    approvedAt: string | null;
                    approvedBy: string | null;
                    lines: {
                        /** @default null */
                        cost: number | null;
                        /** @enum {string} */
                        decision: "use-as-is" | "rework" | "repair" | "scrap" | "return-to-supplier" | "other";
                        /** @default null */
                        doneAt: string | null;
                        /** @default null */
                        doneBy: string | null;
                        /** @default null */
                        dueDate: string | null;
                        id: string;
                        /** @default  */
                        note: string;
                        quantity: number;
                        responsible: string;
                    }[];
                    proposedAt: string | null;
                    proposedBy: string | null;
                };
                /** @enum {string} */
                dispositionStatus?: "awaiting" | "decided" | "approved";
                dueDate?: string | null;
                furtherSubcategory: {
                    id: string;
                    retired?: boolean;
                    title: string;
                } | null;
                grnNumber: string;
                id: string;
                importedFrom?: {
                    externalReference: string;
                    originalReporter: string | null;
                } | null;
                incidentDate: string;
                incidentJustified: boolean | null;
                incidentLocation: {
                    /** @default [] */
                    categories: {
                        id: string;
                        retired?: boolean;
                        /** @default [] */
                        subcategories: {
                            /** @default [] */
                            furtherSubcategories: {
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        title: string;
                    }[];
                    id: string;
                    retired?: boolean;
                    title: string;
                } | null;
                incidentNumber: number | null;
                investigationCompletedAt?: string | null;
                investigationId: string | null;
                investigationStatus: ("opened" | "completed") | null;
                orderNumber: string;
                partNumber: string;
                pendingUpdateReason: string | null;
                product: string;
                rejectReason: string | null;
                reportedBy: string;
                severity: ("critical" | "major" | "minor") | null;
                /** @enum {string} */
                status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
                subcategory: {
                    /** @default [] */
                    furtherSubcategories: {
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                    id: string;
                    retired?: boolean;
                    title: string;
                } | null;
                submittedAt?: string | null;
                supplierId: string | null;
                updated_at: string;
                version?: number;
            }[];
            page: number;
            rowsPerPage: number;
            total: number;
            totalCapped: boolean;
        };
        IncidentStatusChangedWebhook: {
            data: {
                action: string;
                incident: {
                    created_at: string;
                    defectiveQuantity: number | null;
                    /** @enum {string} */
                    dispositionStatus?: "awaiting" | "decided" | "approved";
                    id: string;
                    incidentDate: string;
                    incidentNumber: number | null;
                    investigationId: string | null;
                    partNumber: string;
                    product: string;
                    reportedBy: string;
                    severity: ("critical" | "major" | "minor") | null;
                    /** @enum {string} */
                    status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
                    supplierId: string | null;
                    updated_at: string;
                    url: string;
                    version?: number;
                };
                /** @enum {string} */
                previousStatus: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
            };
            timestamp: string;
            /** @constant */
            type: "incident.status_changed";
            /** @constant */
            version: 1;
        };
        IncidentSubmittedWebhook: {
            data: {
                incident: {
                    created_at: string;
                    defectiveQuantity: number | null;
                    /** @enum {string} */
                    dispositionStatus?: "awaiting" | "decided" | "approved";
                    id: string;
                    incidentDate: string;
                    incidentNumber: number | null;
                    investigationId: string | null;
                    partNumber: string;
                    product: string;
                    reportedBy: string;
                    severity: ("critical" | "major" | "minor") | null;
                    /** @enum {string} */
                    status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
                    supplierId: string | null;
                    updated_at: string;
                    url: string;
                    version?: number;
                };
            };
            timestamp: string;
            /** @constant */
            type: "incident.submitted";
            /** @constant */
            version: 1;
        };
        Investigation: {
            additionalNotes: string;
            additionalNotesSignedBy: string | null;
            additionalNotesSignedDate: string | null;
            assignedTo: string;
            attachments: {
                id: string;
                name: string;
                size: number;
                type: string;
                url: string;
            }[];
            completed: boolean;
            completedSignedBy: string | null;
            completedSignedDate: string | null;
            containmentAction: string;
            containmentActionSignedBy: string | null;
            containmentActionSignedDate: string | null;
            correctiveAction: string;
            correctiveActionSignedBy: string | null;
            correctiveActionSignedDate: string | null;
            costAdjustment: number | null;
            costOfLabour: number | null;
            costOfMaterial: number | null;
            created_at: string;
            /** @default 0 */
            defectiveProductQuantity: string;
            id: string;
            incidentDescription: string;
            incidentJustified: boolean | null;
            overdue?: {
                daysOverdue: number;
                dueDate: string;
                section: string;
            }[];
            preventiveAction: string;
            preventiveActionSignedBy: string | null;
            preventiveActionSignedDate: string | null;
            relatedIncidents: {
                id: string;
                incidentNumber: number | null;
                /** @enum {string} */
                status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
            }[];
            rootCause: string;
            rootCauseCategory: {
                /** @enum {string} */
                id: "operatorError" | "trainingLevel" | "processError" | "wrongSetting" | "documentation" | "communication" | "wrongMaterial" | "substandardMaterial" | "supplierManufacturerError" | "noEquipment" | "outOfSpecEquipment" | "inappropriateWorkEnvironment" | "wrongSoftware";
                title: string;
            } | null;
            rootCauseSignedBy: string | null;
            rootCauseSignedDate: string | null;
            schedule?: {
                containmentAction: {
                    dueDate: string | null;
                    owner: string | null;
                };
                correctiveAction: {
                    dueDate: string | null;
                    owner: string | null;
                };
                preventiveAction: {
                    dueDate: string | null;
                    owner: string | null;
                };
                rootCause: {
                    dueDate: string | null;
                    owner: string | null;
                };
                verificationOfEffectiveness: {
                    dueDate: string | null;
                    owner: string | null;
                };
            };
            /** @enum {string} */
            status: "opened" | "completed";
            updated_at: string;
            verificationOfEffectiveness: string;
            verificationOfEffectivenessSignedBy: string | null;
            verificationOfEffectivenessSignedDate: string | null;
            version?: number;
        };
        InvestigationCompletedWebhook: {
            data: {
                completedBy: string;
                investigation: {
                    assignedTo: string;
                    id: string;
                    incidentJustified: boolean | null;
                    rootCauseCategory: {
                        /** @enum {string} */
                        id: "operatorError" | "trainingLevel" | "processError" | "wrongSetting" | "documentation" | "communication" | "wrongMaterial" | "substandardMaterial" | "supplierManufacturerError" | "noEquipment" | "outOfSpecEquipment" | "inappropriateWorkEnvironment" | "wrongSoftware";
                        title: string;
                    } | null;
                    /** @enum {string} */
                    status: "opened" | "completed";
                    url: string;
                };
            };
            timestamp: string;
            /** @constant */
            type: "investigation.completed";
            /** @constant */
            version: 1;
        };
        InvestigationPage: {
            items: {
                daysOverdue: number;
                dueDate: string | null;
                id: string;
                incidentDescription: string;
                incidentNumbers: number[];
                /** @enum {string} */
                status: "opened" | "completed";
                updated_at: string;
            }[];
            page: number;
            rowsPerPage: number;
            total: number;
        };
        ReplanAnswer: {
            moves: {
                from: string | null;
                /** @enum {string} */
                section: "containmentAction" | "rootCause" | "correctiveAction" | "verificationOfEffectiveness" | "preventiveAction";
                to: string;
            }[];
            severity: ("critical" | "major" | "minor") | null;
        };
        Report: {
            charts: {
                /**
                 * @default barChart
                 * @enum {string}
                 */
                chartType: "barChart" | "barChartWithLine" | "pieChart" | "paretoChart" | "supplierPerformanceChart";
                /** @default [] */
                filter: {
                    /** @default true */
                    allowAll: boolean;
                    /** @default true */
                    allowEmpty: boolean;
                    /** @default  */
                    contains: string;
                    /** @default null */
                    filter: (string | number | boolean | null)[] | null;
                    /** @default null */
                    from: string | number | null;
                    key: string;
                    /** @default null */
                    to: string | number | null;
                    /**
                     * @default category
                     * @enum {string}
                     */
                    type: "numeric" | "string" | "date" | "category" | "object" | "dateTime" | "boolean" | "status";
                }[];
                groupBy: string;
                id: string;
                /** @default  */
                limit: number | "";
                /**
                 * @default groupBy
                 * @enum {string}
                 */
                sortBy: "groupBy" | "value1" | "value2";
                /** @default  */
                title: string;
                value1: string;
                value2: string;
                /** @default true */
                visible: boolean;
                /** @default  */
                xLabel: string;
                /** @default  */
                yLabel1: string;
                /** @default  */
                yLabel2: string;
            }[];
            id: string;
        };
        Reports: {
            charts: {
                /**
                 * @default barChart
                 * @enum {string}
                 */
                chartType: "barChart" | "barChartWithLine" | "pieChart" | "paretoChart" | "supplierPerformanceChart";
                /** @default [] */
                filter: {
                    /** @default true */
                    allowAll: boolean;
                    /** @default true */
                    allowEmpty: boolean;
                    /** @default  */
                    contains: string;
                    /** @default null */
                    filter: (string | number | boolean | null)[] | null;
                    /** @default null */
                    from: string | number | null;
                    key: string;
                    /** @default null */
                    to: string | number | null;
                    /**
                     * @default category
                     * @enum {string}
                     */
                    type: "numeric" | "string" | "date" | "category" | "object" | "dateTime" | "boolean" | "status";
                }[];
                groupBy: string;
                id: string;
                /** @default  */
                limit: number | "";
                /**
                 * @default groupBy
                 * @enum {string}
                 */
                sortBy: "groupBy" | "value1" | "value2";
                /** @default  */
                title: string;
                value1: string;
                value2: string;
                /** @default true */
                visible: boolean;
                /** @default  */
                xLabel: string;
                /** @default  */
                yLabel1: string;
                /** @default  */
                yLabel2: string;
            }[];
            id: string;
        }[];
        Scar: {
            acknowledgedAt: string | null;
            buyer: {
                email: string;
                id: string;
                name: string;
            };
            closedAt: string | null;
            closedBy: {
                id: string;
                name: string;
            } | null;
            contact: {
                email: string;
                id: string;
                name: string;
            };
            createdAt: string;
            files: {
                id: string;
                name: string;
                size: number;
                type: string;
                uploadedAt: string;
                url: string;
            }[];
            /** @enum {string} */
            form: "full-8d" | "short";
            id: string;
            incidents: {
                id: string;
                incidentNumber: number | null;
                partNumber: string;
            }[];
            items: {
                /** @default  */
                grnNumber: string;
                /** @default null */
                incidentId: string | null;
                /** @default  */
                lot: string;
                partNumber: string;
                /** @default null */
                quantity: number | null;
            }[];
            link: {
                expiresAt: string;
                openedAt: string | null;
                sentAt: string;
            } | null;
            milestones: {
                dueDate: string;
                metAt: string | null;
                /** @enum {string} */
                milestone: "acknowledge" | "containment" | "rootCause" | "actions" | "closure";
                /** @enum {string} */
                state: "open" | "overdue" | "met" | "met-late";
            }[];
            number: string;
            reason: string | null;
            request: string;
            revokedAt: string | null;
            sharedAttachments: {
                id: string;
                incidentNumber: number | null;
                name: string;
                size: number;
                type: string;
                url: string;
            }[];
            stages: ({
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /** @default  */
                    leader: string;
                    /** @default [] */
                    members: {
                        /** @default  */
                        name: string;
                        /** @default  */
                        role: string;
                    }[];
                } | null;
                firstSubmittedAt: string | null;
                flags: {
                    /** @enum {string} */
                    code: "human-error-without-systemic-cause" | "cause-not-verified" | "containment-without-quantities" | "containment-without-date" | "is-not-missing" | "action-without-evidence" | "training-only-action" | "no-systemic-update";
                    message: string;
                    path: string;
                }[];
                reviewComment: string;
                reviewedAt: string | null;
                reviewedBy: {
                    id: string;
                    name: string;
                } | null;
                /** @constant */
                stage: "d1";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /**
                     * @default {
                     *       "is": "",
                     *       "isNot": ""
                     *     }
                     */
                    howMany: {
                        /** @default  */
                        is: string;
                        /** @default  */
                        isNot: string;
                    };
                    /** @default  */
                    problemStatement: string;
                    /**
                     * @default {
                     *       "is": "",
                     *       "isNot": ""
                     *     }
                     */
                    what: {
                        /** @default  */
                        is: string;
                        /** @default  */
                        isNot: string;
                    };
                    /**
                     * @default {
                     *       "is": "",
                     *       "isNot": ""
                     *     }
                     */
                    when: {
                        /** @default  */
                        is: string;
                        /** @default  */
                        isNot: string;
                    };
                    /**
                     * @default {
                     *       "is": "",
                     *       "isNot": ""
                     *     }
                     */
                    where: {
                        /** @default  */
                        is: string;
                        /** @default  */
                        isNot: string;
                    };
                } | null;
                firstSubmittedAt: string | null;
                flags: {
                    /** @enum {string} */
                    code: "human-error-without-systemic-cause" | "cause-not-verified" | "containment-without-quantities" | "containment-without-date" | "is-not-missing" | "action-without-evidence" | "training-only-action" | "no-systemic-update";
                    message: string;
                    path: string;
                }[];
                reviewComment: string;
                reviewedAt: string | null;
                reviewedBy: {
                    id: string;
                    name: string;
                } | null;
                /** @constant */
                stage: "d2";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    actions: {
                        /** @default null */
                        completedOn: string | null;
                        /** @default  */
                        description: string;
                        /** @default  */
                        location: string;
                        /** @default  */
                        owner: string;
                        /** @default null */
                        quantityChecked: number | null;
                        /** @default null */
                        quantityNonConforming: number | null;
                        /** @default null */
                        quantitySuspect: number | null;
                    }[];
                    /** @default [] */
                    attachments: string[];
                    /** @default null */
                    cleanPointDate: string | null;
                } | null;
                firstSubmittedAt: string | null;
                flags: {
                    /** @enum {string} */
                    code: "human-error-without-systemic-cause" | "cause-not-verified" | "containment-without-quantities" | "containment-without-date" | "is-not-missing" | "action-without-evidence" | "training-only-action" | "no-systemic-update";
                    message: string;
                    path: string;
                }[];
                reviewComment: string;
                reviewedAt: string | null;
                reviewedBy: {
                    id: string;
                    name: string;
                } | null;
                /** @constant */
                stage: "d3";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /**
                     * @default {
                     *       "cause": "",
                     *       "systemicCause": "",
                     *       "verification": ""
                     *     }
                     */
                    escape: {
                        /** @default  */
                        cause: string;
                        /** @default  */
                        systemicCause: string;
                        /** @default  */
                        verification: string;
                    };
                    /**
                     * @default {
                     *       "cause": "",
                     *       "systemicCause": "",
                     *       "verification": ""
                     *     }
                     */
                    occurrence: {
                        /** @default  */
                        cause: string;
                        /** @default  */
                        systemicCause: string;
                        /** @default  */
                        verification: string;
                    };
                    /** @default [] */
                    whys: string[];
                } | null;
                firstSubmittedAt: string | null;
                flags: {
                    /** @enum {string} */
                    code: "human-error-without-systemic-cause" | "cause-not-verified" | "containment-without-quantities" | "containment-without-date" | "is-not-missing" | "action-without-evidence" | "training-only-action" | "no-systemic-update";
                    message: string;
                    path: string;
                }[];
                reviewComment: string;
                reviewedAt: string | null;
                reviewedBy: {
                    id: string;
                    name: string;
                } | null;
                /** @constant */
                stage: "d4";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    actions: {
                        /** @default  */
                        action: string;
                        /** @default null */
                        cause: ("occurrence" | "escape") | null;
                        /** @default null */
                        dueDate: string | null;
                        /** @default  */
                        evidence: string;
                        /** @default [] */
                        evidenceFiles: string[];
                        /** @default null */
                        implementedOn: string | null;
                        /** @default  */
                        owner: string;
                    }[];
                    /** @default [] */
                    attachments: string[];
                } | null;
                firstSubmittedAt: string | null;
                flags: {
                    /** @enum {string} */
                    code: "human-error-without-systemic-cause" | "cause-not-verified" | "containment-without-quantities" | "containment-without-date" | "is-not-missing" | "action-without-evidence" | "training-only-action" | "no-systemic-update";
                    message: string;
                    path: string;
                }[];
                reviewComment: string;
                reviewedAt: string | null;
                reviewedBy: {
                    id: string;
                    name: string;
                } | null;
                /** @constant */
                stage: "d5d6";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /**
                     * @default {
                     *       "updated": false,
                     *       "note": ""
                     *     }
                     */
                    controlPlan: {
                        /** @default  */
                        note: string;
                        /** @default false */
                        updated: boolean;
                    };
                    /**
                     * @default {
                     *       "updated": false,
                     *       "note": ""
                     *     }
                     */
                    fmea: {
                        /** @default  */
                        note: string;
                        /** @default false */
                        updated: boolean;
                    };
                    /** @default  */
                    otherChanges: string;
                    /**
                     * @default {
                     *       "affected": false,
                     *       "note": ""
                     *     }
                     */
                    otherParts: {
                        /** @default false */
                        affected: boolean;
                        /** @default  */
                        note: string;
                    };
                } | null;
                firstSubmittedAt: string | null;
                flags: {
                    /** @enum {string} */
                    code: "human-error-without-systemic-cause" | "cause-not-verified" | "containment-without-quantities" | "containment-without-date" | "is-not-missing" | "action-without-evidence" | "training-only-action" | "no-systemic-update";
                    message: string;
                    path: string;
                }[];
                reviewComment: string;
                reviewedAt: string | null;
                reviewedBy: {
                    id: string;
                    name: string;
                } | null;
                /** @constant */
                stage: "d7";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /** @default  */
                    lessonsLearned: string;
                    /** @default  */
                    summary: string;
                } | null;
                firstSubmittedAt: string | null;
                flags: {
                    /** @enum {string} */
                    code: "human-error-without-systemic-cause" | "cause-not-verified" | "containment-without-quantities" | "containment-without-date" | "is-not-missing" | "action-without-evidence" | "training-only-action" | "no-systemic-update";
                    message: string;
                    path: string;
                }[];
                reviewComment: string;
                reviewedAt: string | null;
                reviewedBy: {
                    id: string;
                    name: string;
                } | null;
                /** @constant */
                stage: "d8";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            })[];
            /** @enum {string} */
            status: "open" | "closed" | "revoked";
            supplier: {
                code: string;
                id: string;
                name: string;
            };
            updatedAt: string;
            version: number;
        };
        ScarAudit: {
            /** @enum {string} */
            action: "raised" | "link-sent" | "opened" | "code-sent" | "code-failed" | "signed-in" | "signed-out" | "acknowledged" | "saved" | "submitted" | "file-uploaded" | "accepted" | "returned" | "shared-attachments-changed" | "contact-changed" | "closed" | "revoked";
            /** @enum {string} */
            actorKind: "user" | "supplier" | "system";
            actorName: string;
            at: string;
            details: {
                [key: string]: unknown;
            };
            id: string;
            ip: string | null;
            stage: string | null;
            userAgent: string | null;
        }[];
        ScarMilestoneDefaults: {
            acknowledge: number;
            actions: number;
            closure: number;
            containment: number;
            rootCause: number;
        };
        ScarPage: {
            items: {
                awaitingReview: number;
                buyerName: string;
                closedAt: string | null;
                contactName: string;
                createdAt: string;
                /** @enum {string} */
                form: "full-8d" | "short";
                id: string;
                incidentNumbers: (number | null)[];
                nextDue: {
                    dueDate: string;
                    /** @enum {string} */
                    milestone: "acknowledge" | "containment" | "rootCause" | "actions" | "closure";
                } | null;
                number: string;
                overdue: boolean;
                /** @enum {string} */
                status: "open" | "closed" | "revoked";
                supplier: {
                    id: string;
                    name: string;
                };
            }[];
            page: number;
            rowsPerPage: number;
            total: number;
        };
        Self: {
            incidents: {
                acknowledgedAt?: string | null;
                attachments: {
                    id: string;
                    name: string;
                    size: number;
                    type: string;
                    url: string;
                }[];
                category: {
                    id: string;
                    retired?: boolean;
                    /** @default [] */
                    subcategories: {
                        /** @default [] */
                        furtherSubcategories: {
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                    title: string;
                } | null;
                closedAt?: string | null;
                created_at: string;
                daysOverdue?: number;
                defectiveQuantity: number | null;
                description: string;
                disposition?: {
                    approvedAt: string | null;
                    approvedBy: string | null;
                    lines: {
                        /** @default null */
                        cost: number | null;
                        /** @enum {string} */
                        decision: "use-as-is" | "rework" | "repair" | "scrap" | "return-to-supplier" | "other";
                        /** @default null */
                        doneAt: string | null;
                        /** @default null */
                        doneBy: string | null;
                        /** @default null */
                        dueDate: string | null;
                        id: string;
                        /** @default  */
                        note: string;
                        quantity: number;
                        responsible: string;
                    }[];
                    proposedAt: string | null;
                    proposedBy: string | null;
                };
                /** @enum {string} */
                dispositionStatus?: "awaiting" | "decided" | "approved";
                dueDate?: string | null;
                furtherSubcategory: {
                    id: string;
                    retired?: boolean;
                    title: string;
                } | null;
                grnNumber: string;
                id: string;
                importedFrom?: {
                    externalReference: string;
                    originalReporter: string | null;
                } | null;
                incidentDate: string;
                incidentJustified: boolean | null;
                incidentLocation: {
                    /** @default [] */
                    categories: {
                        id: string;
                        retired?: boolean;
                        /** @default [] */
                        subcategories: {
                            /** @default [] */
                            furtherSubcategories: {
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        title: string;
                    }[];
                    id: string;
                    retired?: boolean;
                    title: string;
                } | null;
                incidentNumber: number | null;
                investigationCompletedAt?: string | null;
                investigationId: string | null;
                investigationStatus: ("opened" | "completed") | null;
                orderNumber: string;
                partNumber: string;
                pendingUpdateReason: string | null;
                product: string;
                rejectReason: string | null;
                reportedBy: string;
                severity: ("critical" | "major" | "minor") | null;
                /** @enum {string} */
                status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
                subcategory: {
                    /** @default [] */
                    furtherSubcategories: {
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                    id: string;
                    retired?: boolean;
                    title: string;
                } | null;
                submittedAt?: string | null;
                supplierId: string | null;
                updated_at: string;
                version?: number;
            }[];
            profile: {
                /** @default [] */
                draftIncidentsFilter: {
                    id: string;
                    selected: boolean;
                }[];
                /** @default [] */
                incidentsFilter: {
                    id: string;
                    selected: boolean;
                }[];
                /**
                 * @default {
                 *       "submitted": true,
                 *       "acknowledged": true,
                 *       "rejected": true,
                 *       "pending-update": true,
                 *       "closed": true,
                 *       "disposition": true,
                 *       "reminders": true,
                 *       "overdue-digest": true
                 *     }
                 */
                notifications: {
                    /** @default true */
                    acknowledged: boolean;
                    /** @default true */
                    closed: boolean;
                    /** @default true */
                    disposition: boolean;
                    /** @default true */
                    "overdue-digest": boolean;
                    /** @default true */
                    "pending-update": boolean;
                    /** @default true */
                    rejected: boolean;
                    /** @default true */
                    reminders: boolean;
                    /** @default true */
                    submitted: boolean;
                };
            };
            reports: {
                charts: {
                    /**
                     * @default barChart
                     * @enum {string}
                     */
                    chartType: "barChart" | "barChartWithLine" | "pieChart" | "paretoChart" | "supplierPerformanceChart";
                    /** @default [] */
                    filter: {
                        /** @default true */
                        allowAll: boolean;
                        /** @default true */
                        allowEmpty: boolean;
                        /** @default  */
                        contains: string;
                        /** @default null */
                        filter: (string | number | boolean | null)[] | null;
                        /** @default null */
                        from: string | number | null;
                        key: string;
                        /** @default null */
                        to: string | number | null;
                        /**
                         * @default category
                         * @enum {string}
                         */
                        type: "numeric" | "string" | "date" | "category" | "object" | "dateTime" | "boolean" | "status";
                    }[];
                    groupBy: string;
                    id: string;
                    /** @default  */
                    limit: number | "";
                    /**
                     * @default groupBy
                     * @enum {string}
                     */
                    sortBy: "groupBy" | "value1" | "value2";
                    /** @default  */
                    title: string;
                    value1: string;
                    value2: string;
                    /** @default true */
                    visible: boolean;
                    /** @default  */
                    xLabel: string;
                    /** @default  */
                    yLabel1: string;
                    /** @default  */
                    yLabel2: string;
                }[];
                id: string;
            }[];
            user: {
                active: boolean;
                created_at: string;
                email: string;
                name: string;
                /** @enum {string} */
                role: "user" | "investigator" | "quality" | "admin";
                updated_at: string;
                user_id: string;
            };
        };
        SignalRaisedWebhook: {
            data: {
                signal: {
                    expected: number;
                    groupKey: string;
                    groupLabel: string;
                    id: string;
                    incidents: {
                        id: string;
                        incidentNumber: number | null;
                    }[];
                    observed: number;
                    pValue: number | null;
                    rule: {
                        /** @enum {string} */
                        group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                        id: string;
                        name: string;
                    };
                    windowFrom: string;
                    windowTo: string;
                };
            };
            timestamp: string;
            /** @constant */
            type: "signal.raised";
            /** @constant */
            version: 1;
        };
        Signatures: {
            contentHash: string;
            id: string;
            incidentId: string | null;
            investigationId: string | null;
            /** @enum {string} */
            meaning: "Completed" | "Approved" | "Closed" | "Verified" | "Withdrawn";
            /** @enum {string} */
            method: "password" | "provider";
            reason: string | null;
            signedAt: string;
            signerId: string;
            signerName: string;
            /** @enum {string} */
            subject: "containmentAction" | "rootCause" | "correctiveAction" | "verificationOfEffectiveness" | "preventiveAction" | "additionalNotes" | "investigation" | "disposition" | "incident" | "effectiveness-check" | "scar";
            subjectLabel: string;
            withdrawsId: string | null;
        }[];
        SimilarIncidents: {
            items: {
                /** @enum {string} */
                band: "likely" | "possible";
                excerpt: {
                    match: boolean;
                    text: string;
                }[];
                id: string;
                incidentDate: string;
                incidentNumber: number | null;
                partNumber: string;
                product: string;
                sameFields: ("partNumber" | "product" | "supplier" | "location" | "grn")[];
                /** @enum {string} */
                status: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
            }[];
        };
        SupplierScar: {
            acknowledgedAt: string | null;
            buyer: {
                email: string;
                name: string;
            };
            contactName: string;
            files: {
                id: string;
                name: string;
                size: number;
                type: string;
                uploadedAt: string;
                url: string;
            }[];
            /** @enum {string} */
            form: "full-8d" | "short";
            incidents: {
                defectiveQuantity: number | null;
                description: string;
                grnNumber: string;
                incidentDate: string;
                incidentNumber: number | null;
                partNumber: string;
                product: string;
            }[];
            items: {
                /** @default  */
                grnNumber: string;
                /** @default  */
                lot: string;
                partNumber: string;
                /** @default null */
                quantity: number | null;
            }[];
            milestones: {
                dueDate: string;
                metAt: string | null;
                /** @enum {string} */
                milestone: "acknowledge" | "containment" | "rootCause" | "actions" | "closure";
                /** @enum {string} */
                state: "open" | "overdue" | "met" | "met-late";
            }[];
            number: string;
            readOnly: boolean;
            request: string;
            sharedAttachments: {
                id: string;
                name: string;
                size: number;
                type: string;
                url: string;
            }[];
            stages: ({
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /** @default  */
                    leader: string;
                    /** @default [] */
                    members: {
                        /** @default  */
                        name: string;
                        /** @default  */
                        role: string;
                    }[];
                } | null;
                firstSubmittedAt: string | null;
                reviewComment: string;
                reviewedAt: string | null;
                /** @constant */
                stage: "d1";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /**
                     * @default {
                     *       "is": "",
                     *       "isNot": ""
                     *     }
                     */
                    howMany: {
                        /** @default  */
                        is: string;
                        /** @default  */
                        isNot: string;
                    };
                    /** @default  */
                    problemStatement: string;
                    /**
                     * @default {
                     *       "is": "",
                     *       "isNot": ""
                     *     }
                     */
                    what: {
                        /** @default  */
                        is: string;
                        /** @default  */
                        isNot: string;
                    };
                    /**
                     * @default {
                     *       "is": "",
                     *       "isNot": ""
                     *     }
                     */
                    when: {
                        /** @default  */
                        is: string;
                        /** @default  */
                        isNot: string;
                    };
                    /**
                     * @default {
                     *       "is": "",
                     *       "isNot": ""
                     *     }
                     */
                    where: {
                        /** @default  */
                        is: string;
                        /** @default  */
                        isNot: string;
                    };
                } | null;
                firstSubmittedAt: string | null;
                reviewComment: string;
                reviewedAt: string | null;
                /** @constant */
                stage: "d2";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    actions: {
                        /** @default null */
                        completedOn: string | null;
                        /** @default  */
                        description: string;
                        /** @default  */
                        location: string;
                        /** @default  */
                        owner: string;
                        /** @default null */
                        quantityChecked: number | null;
                        /** @default null */
                        quantityNonConforming: number | null;
                        /** @default null */
                        quantitySuspect: number | null;
                    }[];
                    /** @default [] */
                    attachments: string[];
                    /** @default null */
                    cleanPointDate: string | null;
                } | null;
                firstSubmittedAt: string | null;
                reviewComment: string;
                reviewedAt: string | null;
                /** @constant */
                stage: "d3";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /**
                     * @default {
                     *       "cause": "",
                     *       "systemicCause": "",
                     *       "verification": ""
                     *     }
                     */
                    escape: {
                        /** @default  */
                        cause: string;
                        /** @default  */
                        systemicCause: string;
                        /** @default  */
                        verification: string;
                    };
                    /**
                     * @default {
                     *       "cause": "",
                     *       "systemicCause": "",
                     *       "verification": ""
                     *     }
                     */
                    occurrence: {
                        /** @default  */
                        cause: string;
                        /** @default  */
                        systemicCause: string;
                        /** @default  */
                        verification: string;
                    };
                    /** @default [] */
                    whys: string[];
                } | null;
                firstSubmittedAt: string | null;
                reviewComment: string;
                reviewedAt: string | null;
                /** @constant */
                stage: "d4";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    actions: {
                        /** @default  */
                        action: string;
                        /** @default null */
                        cause: ("occurrence" | "escape") | null;
                        /** @default null */
                        dueDate: string | null;
                        /** @default  */
                        evidence: string;
                        /** @default [] */
                        evidenceFiles: string[];
                        /** @default null */
                        implementedOn: string | null;
                        /** @default  */
                        owner: string;
                    }[];
                    /** @default [] */
                    attachments: string[];
                } | null;
                firstSubmittedAt: string | null;
                reviewComment: string;
                reviewedAt: string | null;
                /** @constant */
                stage: "d5d6";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /**
                     * @default {
                     *       "updated": false,
                     *       "note": ""
                     *     }
                     */
                    controlPlan: {
                        /** @default  */
                        note: string;
                        /** @default false */
                        updated: boolean;
                    };
                    /**
                     * @default {
                     *       "updated": false,
                     *       "note": ""
                     *     }
                     */
                    fmea: {
                        /** @default  */
                        note: string;
                        /** @default false */
                        updated: boolean;
                    };
                    /** @default  */
                    otherChanges: string;
                    /**
                     * @default {
                     *       "affected": false,
                     *       "note": ""
                     *     }
                     */
                    otherParts: {
                        /** @default false */
                        affected: boolean;
                        /** @default  */
                        note: string;
                    };
                } | null;
                firstSubmittedAt: string | null;
                reviewComment: string;
                reviewedAt: string | null;
                /** @constant */
                stage: "d7";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            } | {
                answer: {
                    /** @default [] */
                    attachments: string[];
                    /** @default  */
                    lessonsLearned: string;
                    /** @default  */
                    summary: string;
                } | null;
                firstSubmittedAt: string | null;
                reviewComment: string;
                reviewedAt: string | null;
                /** @constant */
                stage: "d8";
                /** @enum {string} */
                status: "open" | "draft" | "submitted" | "returned" | "accepted";
                submittedAt: string | null;
                version: number;
            })[];
            /** @enum {string} */
            status: "open" | "closed" | "revoked";
            supplierName: string;
        };
        WebhookTestWebhook: {
            data: {
                message: string;
            };
            timestamp: string;
            /** @constant */
            type: "webhook.test";
            /** @constant */
            version: 1;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "ok" | "error";
                        /** @enum {string} */
                        status: "ok" | "error";
                        version: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "ok" | "error";
                        /** @enum {string} */
                        status: "ok" | "error";
                        version: string;
                    };
                };
            };
        };
    };
    headHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            createdBy: {
                                name: string;
                                user_id: string;
                            } | null;
                            expiresAt: string;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            revokedAt: string | null;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                            serviceAccountId: string;
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            tokenPrefix: string;
                        }[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default 90
                     * @enum {number}
                     */
                    expiresInDays?: 30 | 90 | 365;
                    name: string;
                    /**
                     * @default user
                     * @enum {string}
                     */
                    role?: "user" | "investigator" | "quality" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        createdBy: {
                            name: string;
                            user_id: string;
                        } | null;
                        expiresAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        revokedAt: string | null;
                        /** @enum {string} */
                        role: "user" | "investigator" | "quality" | "admin";
                        serviceAccountId: string;
                        /** @enum {string} */
                        status: "active" | "expired" | "revoked";
                        token: string;
                        tokenPrefix: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postApiTokensByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        createdBy: {
                            name: string;
                            user_id: string;
                        } | null;
                        expiresAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        revokedAt: string | null;
                        /** @enum {string} */
                        role: "user" | "investigator" | "quality" | "admin";
                        serviceAccountId: string;
                        /** @enum {string} */
                        status: "active" | "expired" | "revoked";
                        tokenPrefix: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                    oldPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The refresh cookie (httpOnly), or its removal. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresIn: number;
                        idToken: string;
                        refreshToken: string;
                        user: {
                            active: boolean;
                            created_at: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                            updated_at: string;
                            user_id: string;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        CodeDeliveryDetails: {
                            Destination: string;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthForgotPasswordConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    email: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The refresh cookie (httpOnly), or its removal. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresIn: number;
                        idToken: string;
                        refreshToken: string;
                        user: {
                            active: boolean;
                            created_at: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                            updated_at: string;
                            user_id: string;
                        };
                    } | {
                        /** @enum {string} */
                        challenge: "NEW_PASSWORD_REQUIRED";
                        session: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    /** @description The refresh cookie (httpOnly), or its removal. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            active: boolean;
                            created_at: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                            updated_at: string;
                            user_id: string;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthNewPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                    session: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The refresh cookie (httpOnly), or its removal. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresIn: number;
                        idToken: string;
                        refreshToken: string;
                        user: {
                            active: boolean;
                            created_at: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                            updated_at: string;
                            user_id: string;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthOidc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        name: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headAuthOidc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthOidcCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    parameters: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The refresh cookie (httpOnly), or its removal. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresIn: number;
                        idToken: string;
                        /** @enum {string} */
                        kind: "sign-in";
                        refreshToken: string;
                        returnTo: string;
                        user: {
                            active: boolean;
                            created_at: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                            updated_at: string;
                            user_id: string;
                        };
                    } | {
                        /** @enum {string} */
                        kind: "signing";
                        signingGrant: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthOidcSigning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "password" | "provider";
                        providerName: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headAuthOidcSigning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthOidcSigningStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The refresh cookie (httpOnly), or its removal. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorizationUrl: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthOidcStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    returnTo?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The refresh cookie (httpOnly), or its removal. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorizationUrl: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The refresh cookie (httpOnly), or its removal. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresIn: number;
                        idToken: string;
                        refreshToken: string;
                        user: {
                            active: boolean;
                            created_at: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                            updated_at: string;
                            user_id: string;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChartsSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default barChart
                     * @enum {string}
                     */
                    chartType?: "barChart" | "barChartWithLine" | "pieChart" | "paretoChart" | "supplierPerformanceChart";
                    /** @default [] */
                    filter?: {
                        /** @default true */
                        allowAll?: boolean;
                        /** @default true */
                        allowEmpty?: boolean;
                        /** @default  */
                        contains?: string;
                        /** @default null */
                        filter?: (string | number | boolean | null)[] | null;
                        /** @default null */
                        from?: string | number | null;
                        key: string;
                        /** @default null */
                        to?: string | number | null;
                        /**
                         * @default category
                         * @enum {string}
                         */
                        type?: "numeric" | "string" | "date" | "category" | "object" | "dateTime" | "boolean" | "status";
                    }[];
                    groupBy: string;
                    id?: string;
                    /** @default  */
                    limit?: number | string | null;
                    /**
                     * @default groupBy
                     * @enum {string}
                     */
                    sortBy?: "groupBy" | "value1" | "value2";
                    /** @default  */
                    title?: string;
                    value1: string;
                    value2: string;
                    /** @default true */
                    visible?: boolean;
                    /** @default  */
                    xLabel?: string;
                    /** @default  */
                    yLabel1?: string;
                    /** @default  */
                    yLabel2?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pareto?: {
                            groups: number;
                            total: number;
                        };
                        points: {
                            cumulativePercent?: number;
                            group: string;
                            value1: number;
                            value2: number;
                        }[];
                        supplierPerformance?: {
                            meanDaysToClose: number | null;
                            onTimePercent: number | null;
                            repeatIncidents: number;
                            requests: number;
                            supplier: string;
                        }[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getData: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy the client holds: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of this answer, for If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkData"];
                };
            };
            /** @description Not modified since the ETag given in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headData: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy the client holds: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The version of this answer, for If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified since the ETag given in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDueDateDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        containmentAction: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                        correctiveAction: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                        preventiveAction: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                        rootCause: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                        verificationOfEffectiveness: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putDueDateDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    containmentAction: {
                        critical: number;
                        major: number;
                        minor: number;
                        none: number;
                    };
                    correctiveAction: {
                        critical: number;
                        major: number;
                        minor: number;
                        none: number;
                    };
                    preventiveAction: {
                        critical: number;
                        major: number;
                        minor: number;
                        none: number;
                    };
                    rootCause: {
                        critical: number;
                        major: number;
                        minor: number;
                        none: number;
                    };
                    verificationOfEffectiveness: {
                        critical: number;
                        major: number;
                        minor: number;
                        none: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        containmentAction: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                        correctiveAction: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                        preventiveAction: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                        rootCause: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                        verificationOfEffectiveness: {
                            critical: number;
                            major: number;
                            minor: number;
                            none: number;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headDueDateDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putEffectivenessChecksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dueDate?: string;
                    owner?: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EffectivenessCheck"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postEffectivenessChecksByIdNewInvestigation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reasonForChange?: string;
                    signature?: {
                        password?: string;
                        providerGrant?: string;
                    };
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Investigation"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postEffectivenessChecksByIdRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    attachments?: {
                        id: string;
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                    }[];
                    evidence: string;
                    /** @enum {string} */
                    result: "effective" | "not-effective" | "inconclusive";
                    signature?: {
                        password?: string;
                        providerGrant?: string;
                    };
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EffectivenessCheck"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesByKey: {
        parameters: {
            query?: {
                expires?: string;
                name?: string;
                signature?: string;
            };
            header?: never;
            path: {
                /** @description The stored file's key as its signed URL gives it ('/' as %2F). */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headFilesByKey: {
        parameters: {
            query?: {
                expires?: string;
                name?: string;
                signature?: string;
            };
            header?: never;
            path: {
                /** @description The stored file's key as its signed URL gives it ('/' as %2F). */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getImportMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        kind: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                        mapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        };
                        name: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postImportMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default incidents
                     * @enum {string}
                     */
                    kind?: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                    mapping: {
                        category?: string | null;
                        code?: string | null;
                        createdAt?: string | null;
                        defectiveQuantity?: string | null;
                        description?: string | null;
                        externalReference?: string | null;
                        furtherSubcategory?: string | null;
                        grnNumber?: string | null;
                        incidentDate?: string | null;
                        incidentJustified?: string | null;
                        incidentLocation?: string | null;
                        incidentNumber?: string | null;
                        name?: string | null;
                        orderNumber?: string | null;
                        originalReporter?: string | null;
                        partNumber?: string | null;
                        partNumberDescription?: string | null;
                        pendingUpdateReason?: string | null;
                        product?: string | null;
                        rejectReason?: string | null;
                        severity?: string | null;
                        status?: string | null;
                        subcategory?: string | null;
                        supplier?: string | null;
                        updatedAt?: string | null;
                    };
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        kind: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                        mapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        };
                        name: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headImportMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deleteImportMappingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            created: number;
                            refused: number;
                            unchanged: number;
                            updated: number;
                        };
                        createdAt: string;
                        createdBy: {
                            name: string;
                            user_id: string;
                        } | null;
                        error: string | null;
                        fileName: string;
                        fileSize: number;
                        /** @enum {string} */
                        fileType: "csv" | "xlsx";
                        finishedAt: string | null;
                        headers: string[];
                        id: string;
                        /** @enum {string} */
                        kind: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                        mapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        } | null;
                        rowCount: number | null;
                        rowsDone: number;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "uploaded" | "checked" | "queued" | "running" | "done" | "failed" | "undone" | "expired";
                        undoneAt: string | null;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postImports: {
        parameters: {
            query?: {
                kind?: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            created: number;
                            refused: number;
                            unchanged: number;
                            updated: number;
                        };
                        createdAt: string;
                        createdBy: {
                            name: string;
                            user_id: string;
                        } | null;
                        error: string | null;
                        fileName: string;
                        fileSize: number;
                        /** @enum {string} */
                        fileType: "csv" | "xlsx";
                        finishedAt: string | null;
                        headers: string[];
                        id: string;
                        /** @enum {string} */
                        kind: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                        mapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        } | null;
                        ownExport: boolean;
                        proposedMapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        };
                        rowCount: number | null;
                        rowsDone: number;
                        samples: string[][];
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "uploaded" | "checked" | "queued" | "running" | "done" | "failed" | "undone" | "expired";
                        undoneAt: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getImportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            created: number;
                            refused: number;
                            unchanged: number;
                            updated: number;
                        };
                        createdAt: string;
                        createdBy: {
                            name: string;
                            user_id: string;
                        } | null;
                        error: string | null;
                        fileName: string;
                        fileSize: number;
                        /** @enum {string} */
                        fileType: "csv" | "xlsx";
                        finishedAt: string | null;
                        headers: string[];
                        id: string;
                        /** @enum {string} */
                        kind: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                        mapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        } | null;
                        ownExport: boolean;
                        proposedMapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        };
                        rowCount: number | null;
                        rowsDone: number;
                        samples: string[][];
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "uploaded" | "checked" | "queued" | "running" | "done" | "failed" | "undone" | "expired";
                        undoneAt: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headImportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postImportsByIdDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mapping: {
                        category?: string | null;
                        code?: string | null;
                        createdAt?: string | null;
                        defectiveQuantity?: string | null;
                        description?: string | null;
                        externalReference?: string | null;
                        furtherSubcategory?: string | null;
                        grnNumber?: string | null;
                        incidentDate?: string | null;
                        incidentJustified?: string | null;
                        incidentLocation?: string | null;
                        incidentNumber?: string | null;
                        name?: string | null;
                        orderNumber?: string | null;
                        originalReporter?: string | null;
                        partNumber?: string | null;
                        partNumberDescription?: string | null;
                        pendingUpdateReason?: string | null;
                        product?: string | null;
                        rejectReason?: string | null;
                        severity?: string | null;
                        status?: string | null;
                        subcategory?: string | null;
                        supplier?: string | null;
                        updatedAt?: string | null;
                    };
                    resolutions?: {
                        location?: {
                            [key: string]: {
                                /** @enum {string} */
                                action: "create";
                            } | {
                                /** @enum {string} */
                                action: "map";
                                to: string;
                            };
                        };
                        partNumber?: {
                            [key: string]: {
                                /** @enum {string} */
                                action: "create";
                            } | {
                                /** @enum {string} */
                                action: "map";
                                to: string;
                            };
                        };
                        product?: {
                            [key: string]: {
                                /** @enum {string} */
                                action: "create";
                            } | {
                                /** @enum {string} */
                                action: "map";
                                to: string;
                            };
                        };
                        supplier?: {
                            [key: string]: {
                                /** @enum {string} */
                                action: "create";
                            } | {
                                /** @enum {string} */
                                action: "map";
                                to: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            create: number;
                            refuse: number;
                            unchanged: number;
                            update: number;
                        };
                        import: {
                            counts: {
                                created: number;
                                refused: number;
                                unchanged: number;
                                updated: number;
                            };
                            createdAt: string;
                            createdBy: {
                                name: string;
                                user_id: string;
                            } | null;
                            error: string | null;
                            fileName: string;
                            fileSize: number;
                            /** @enum {string} */
                            fileType: "csv" | "xlsx";
                            finishedAt: string | null;
                            headers: string[];
                            id: string;
                            /** @enum {string} */
                            kind: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                            mapping: {
                                category?: string | null;
                                code?: string | null;
                                createdAt?: string | null;
                                defectiveQuantity?: string | null;
                                description?: string | null;
                                externalReference?: string | null;
                                furtherSubcategory?: string | null;
                                grnNumber?: string | null;
                                incidentDate?: string | null;
                                incidentJustified?: string | null;
                                incidentLocation?: string | null;
                                incidentNumber?: string | null;
                                name?: string | null;
                                orderNumber?: string | null;
                                originalReporter?: string | null;
                                partNumber?: string | null;
                                partNumberDescription?: string | null;
                                pendingUpdateReason?: string | null;
                                product?: string | null;
                                rejectReason?: string | null;
                                severity?: string | null;
                                status?: string | null;
                                subcategory?: string | null;
                                supplier?: string | null;
                                updatedAt?: string | null;
                            } | null;
                            rowCount: number | null;
                            rowsDone: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            status: "uploaded" | "checked" | "queued" | "running" | "done" | "failed" | "undone" | "expired";
                            undoneAt: string | null;
                        };
                        preview: {
                            defectiveQuantity: number | null;
                            description: string;
                            externalReference: string;
                            incidentDate: string;
                            incidentNumber: number | null;
                            line: number;
                            location: string;
                            /** @enum {string} */
                            outcome: "create" | "update" | "unchanged";
                            partNumber: string;
                            product: string;
                            reportedBy: string;
                            status: string;
                            supplier: string;
                        }[];
                        referencePreview: {
                            label: string;
                            line: number;
                            /** @enum {string} */
                            outcome: "create" | "unchanged";
                        }[];
                        refused: {
                            externalReference: string;
                            line: number;
                            reasons: string[];
                        }[];
                        refusedMore: number;
                        rowCount: number;
                        unknowns: {
                            description?: string;
                            firstLine: number;
                            key: string;
                            /** @enum {string} */
                            kind: "product" | "partNumber" | "supplier" | "location";
                            product?: string;
                            rows: number;
                        }[];
                        unknownsMore: number;
                        unusedColumns: string[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getImportsByIdReportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headImportsByIdReportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postImportsByIdRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mapping: {
                        category?: string | null;
                        code?: string | null;
                        createdAt?: string | null;
                        defectiveQuantity?: string | null;
                        description?: string | null;
                        externalReference?: string | null;
                        furtherSubcategory?: string | null;
                        grnNumber?: string | null;
                        incidentDate?: string | null;
                        incidentJustified?: string | null;
                        incidentLocation?: string | null;
                        incidentNumber?: string | null;
                        name?: string | null;
                        orderNumber?: string | null;
                        originalReporter?: string | null;
                        partNumber?: string | null;
                        partNumberDescription?: string | null;
                        pendingUpdateReason?: string | null;
                        product?: string | null;
                        rejectReason?: string | null;
                        severity?: string | null;
                        status?: string | null;
                        subcategory?: string | null;
                        supplier?: string | null;
                        updatedAt?: string | null;
                    };
                    resolutions?: {
                        location?: {
                            [key: string]: {
                                /** @enum {string} */
                                action: "create";
                            } | {
                                /** @enum {string} */
                                action: "map";
                                to: string;
                            };
                        };
                        partNumber?: {
                            [key: string]: {
                                /** @enum {string} */
                                action: "create";
                            } | {
                                /** @enum {string} */
                                action: "map";
                                to: string;
                            };
                        };
                        product?: {
                            [key: string]: {
                                /** @enum {string} */
                                action: "create";
                            } | {
                                /** @enum {string} */
                                action: "map";
                                to: string;
                            };
                        };
                        supplier?: {
                            [key: string]: {
                                /** @enum {string} */
                                action: "create";
                            } | {
                                /** @enum {string} */
                                action: "map";
                                to: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            created: number;
                            refused: number;
                            unchanged: number;
                            updated: number;
                        };
                        createdAt: string;
                        createdBy: {
                            name: string;
                            user_id: string;
                        } | null;
                        error: string | null;
                        fileName: string;
                        fileSize: number;
                        /** @enum {string} */
                        fileType: "csv" | "xlsx";
                        finishedAt: string | null;
                        headers: string[];
                        id: string;
                        /** @enum {string} */
                        kind: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                        mapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        } | null;
                        rowCount: number | null;
                        rowsDone: number;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "uploaded" | "checked" | "queued" | "running" | "done" | "failed" | "undone" | "expired";
                        undoneAt: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postImportsByIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            created: number;
                            refused: number;
                            unchanged: number;
                            updated: number;
                        };
                        createdAt: string;
                        createdBy: {
                            name: string;
                            user_id: string;
                        } | null;
                        error: string | null;
                        fileName: string;
                        fileSize: number;
                        /** @enum {string} */
                        fileType: "csv" | "xlsx";
                        finishedAt: string | null;
                        headers: string[];
                        id: string;
                        /** @enum {string} */
                        kind: "incidents" | "products" | "part-numbers" | "suppliers" | "locations";
                        mapping: {
                            category?: string | null;
                            code?: string | null;
                            createdAt?: string | null;
                            defectiveQuantity?: string | null;
                            description?: string | null;
                            externalReference?: string | null;
                            furtherSubcategory?: string | null;
                            grnNumber?: string | null;
                            incidentDate?: string | null;
                            incidentJustified?: string | null;
                            incidentLocation?: string | null;
                            incidentNumber?: string | null;
                            name?: string | null;
                            orderNumber?: string | null;
                            originalReporter?: string | null;
                            partNumber?: string | null;
                            partNumberDescription?: string | null;
                            pendingUpdateReason?: string | null;
                            product?: string | null;
                            rejectReason?: string | null;
                            severity?: string | null;
                            status?: string | null;
                            subcategory?: string | null;
                            supplier?: string | null;
                            updatedAt?: string | null;
                        } | null;
                        rowCount: number | null;
                        rowsDone: number;
                        startedAt: string | null;
                        /** @enum {string} */
                        status: "uploaded" | "checked" | "queued" | "running" | "done" | "failed" | "undone" | "expired";
                        undoneAt: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIncidents: {
        parameters: {
            query?: {
                filters?: string;
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "incidentNumber" | "reportedBy" | "incidentDate" | "product" | "partNumber" | "supplier" | "defectiveQuantity" | "grnNumber" | "orderNumber" | "incidentLocation" | "category" | "subcategory" | "furtherSubcategory" | "description" | "investigationId" | "incidentJustified" | "status" | "severity" | "dispositionStatus" | "created_at" | "updated_at" | "dueDate" | "daysOverdue";
                sortDir?: "asc" | "desc";
                view?: "list" | "drafts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncidentPage"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIncidents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action?: "save-draft" | "submit";
                    attachments?: {
                        id: string;
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                    }[];
                    category?: {
                        id: string;
                        retired?: boolean;
                        /** @default [] */
                        subcategories?: {
                            /** @default [] */
                            furtherSubcategories?: {
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        title: string;
                    } | null;
                    defectiveQuantity?: number | null;
                    description?: string;
                    furtherSubcategory?: {
                        id: string;
                        retired?: boolean;
                        title: string;
                    } | null;
                    grnNumber?: string;
                    incidentDate?: string;
                    incidentJustified?: boolean | null;
                    incidentLocation?: {
                        /** @default [] */
                        categories?: {
                            id: string;
                            retired?: boolean;
                            /** @default [] */
                            subcategories?: {
                                /** @default [] */
                                furtherSubcategories?: {
                                    id: string;
                                    retired?: boolean;
                                    title: string;
                                }[];
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    } | null;
                    investigationId?: string | null;
                    orderNumber?: string;
                    partNumber?: string;
                    product?: string;
                    severity?: ("critical" | "major" | "minor") | null;
                    similarChecked?: boolean;
                    /** @enum {string} */
                    status?: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
                    subcategory?: {
                        /** @default [] */
                        furtherSubcategories?: {
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    } | null;
                    supplierId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidents: {
        parameters: {
            query?: {
                filters?: string;
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "incidentNumber" | "reportedBy" | "incidentDate" | "product" | "partNumber" | "supplier" | "defectiveQuantity" | "grnNumber" | "orderNumber" | "incidentLocation" | "category" | "subcategory" | "furtherSubcategory" | "description" | "investigationId" | "incidentJustified" | "status" | "severity" | "dispositionStatus" | "created_at" | "updated_at" | "dueDate" | "daysOverdue";
                sortDir?: "asc" | "desc";
                view?: "list" | "drafts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putIncidentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action?: "save-draft" | "submit" | "delete" | "reject" | "acknowledge" | "request-more-information" | "start-investigation" | "reassign-investigation" | "close" | "update";
                    attachments?: {
                        id: string;
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                    }[];
                    category?: {
                        id: string;
                        retired?: boolean;
                        /** @default [] */
                        subcategories?: {
                            /** @default [] */
                            furtherSubcategories?: {
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        title: string;
                    } | null;
                    defectiveQuantity?: number | null;
                    description?: string;
                    furtherSubcategory?: {
                        id: string;
                        retired?: boolean;
                        title: string;
                    } | null;
                    grnNumber?: string;
                    incidentDate?: string;
                    incidentJustified?: boolean | null;
                    incidentLocation?: {
                        /** @default [] */
                        categories?: {
                            id: string;
                            retired?: boolean;
                            /** @default [] */
                            subcategories?: {
                                /** @default [] */
                                furtherSubcategories?: {
                                    id: string;
                                    retired?: boolean;
                                    title: string;
                                }[];
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    } | null;
                    investigationId?: string | null;
                    orderNumber?: string;
                    partNumber?: string;
                    pendingUpdateReason?: string | null;
                    product?: string;
                    reasonForChange?: string;
                    rejectReason?: string | null;
                    severity?: ("critical" | "major" | "minor") | null;
                    signature?: {
                        password?: string;
                        providerGrant?: string;
                    };
                    similarChecked?: boolean;
                    /** @enum {string} */
                    status?: "draft" | "cancelled" | "submitted" | "pending-update" | "acknowledged" | "rejected" | "under-investigation" | "investigation-completed" | "closed";
                    subcategory?: {
                        /** @default [] */
                        furtherSubcategories?: {
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    } | null;
                    supplierId?: string | null;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsByIdArrivalCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArrivalCheck"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdArrivalCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsByIdAttachmentsZip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdAttachmentsZip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsByIdAuditTrailCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdAuditTrailCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsByIdAuditTrailPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdAuditTrailPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putIncidentsByIdDisposition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        /** @default null */
                        cost?: number | null;
                        /** @enum {string} */
                        decision: "use-as-is" | "rework" | "repair" | "scrap" | "return-to-supplier" | "other";
                        /** @default null */
                        dueDate?: string | null;
                        /** @default  */
                        note?: string;
                        quantity: number;
                        responsible: string;
                    }[];
                    reasonForChange?: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIncidentsByIdDispositionApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    signature?: {
                        password?: string;
                        providerGrant?: string;
                    };
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putIncidentsByIdDispositionLinesByLineIdDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    done: boolean;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIncidentsByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["History"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsByIdLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncidentLinks"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIncidentsByIdLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "same-as-reported" | "duplicate" | "related" | "not-related";
                    linkedIncidentId: string;
                    reason?: string;
                    shown?: {
                        /** @enum {string} */
                        band: "likely" | "possible";
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncidentLink"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsByIdPrintPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdPrintPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsByIdSignatures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Signatures"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdSignatures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsByIdTagPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsByIdTagPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsDistinct: {
        parameters: {
            query: {
                column: "incidentNumber" | "reportedBy" | "incidentDate" | "product" | "partNumber" | "supplier" | "defectiveQuantity" | "grnNumber" | "orderNumber" | "incidentLocation" | "category" | "subcategory" | "furtherSubcategory" | "description" | "investigationId" | "incidentJustified" | "status" | "severity" | "dispositionStatus" | "created_at" | "updated_at" | "dueDate" | "daysOverdue";
                search?: string;
                view?: "list" | "drafts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistinctValues"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsDistinct: {
        parameters: {
            query: {
                column: "incidentNumber" | "reportedBy" | "incidentDate" | "product" | "partNumber" | "supplier" | "defectiveQuantity" | "grnNumber" | "orderNumber" | "incidentLocation" | "category" | "subcategory" | "furtherSubcategory" | "description" | "investigationId" | "incidentJustified" | "status" | "severity" | "dispositionStatus" | "created_at" | "updated_at" | "dueDate" | "daysOverdue";
                search?: string;
                view?: "list" | "drafts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsExportCsv: {
        parameters: {
            query?: {
                filters?: string;
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "incidentNumber" | "reportedBy" | "incidentDate" | "product" | "partNumber" | "supplier" | "defectiveQuantity" | "grnNumber" | "orderNumber" | "incidentLocation" | "category" | "subcategory" | "furtherSubcategory" | "description" | "investigationId" | "incidentJustified" | "status" | "severity" | "dispositionStatus" | "created_at" | "updated_at" | "dueDate" | "daysOverdue";
                sortDir?: "asc" | "desc";
                view?: "list" | "drafts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsExportCsv: {
        parameters: {
            query?: {
                filters?: string;
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "incidentNumber" | "reportedBy" | "incidentDate" | "product" | "partNumber" | "supplier" | "defectiveQuantity" | "grnNumber" | "orderNumber" | "incidentLocation" | "category" | "subcategory" | "furtherSubcategory" | "description" | "investigationId" | "incidentJustified" | "status" | "severity" | "dispositionStatus" | "created_at" | "updated_at" | "dueDate" | "daysOverdue";
                sortDir?: "asc" | "desc";
                view?: "list" | "drafts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getIncidentsExportXlsx: {
        parameters: {
            query?: {
                filters?: string;
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "incidentNumber" | "reportedBy" | "incidentDate" | "product" | "partNumber" | "supplier" | "defectiveQuantity" | "grnNumber" | "orderNumber" | "incidentLocation" | "category" | "subcategory" | "furtherSubcategory" | "description" | "investigationId" | "incidentJustified" | "status" | "severity" | "dispositionStatus" | "created_at" | "updated_at" | "dueDate" | "daysOverdue";
                sortDir?: "asc" | "desc";
                view?: "list" | "drafts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIncidentsExportXlsx: {
        parameters: {
            query?: {
                filters?: string;
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "incidentNumber" | "reportedBy" | "incidentDate" | "product" | "partNumber" | "supplier" | "defectiveQuantity" | "grnNumber" | "orderNumber" | "incidentLocation" | "category" | "subcategory" | "furtherSubcategory" | "description" | "investigationId" | "incidentJustified" | "status" | "severity" | "dispositionStatus" | "created_at" | "updated_at" | "dueDate" | "daysOverdue";
                sortDir?: "asc" | "desc";
                view?: "list" | "drafts";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postIncidentsSimilar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    excludeId?: string;
                    grnNumber?: string;
                    locationId?: string | null;
                    partNumber?: string;
                    product?: string;
                    supplierId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarIncidents"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIntelligenceHeadlines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        headlines: {
                            id: string;
                            label: string;
                            /** @enum {string} */
                            unit: "count" | "days" | "percent";
                            value: number | null;
                        }[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headIntelligenceHeadlines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getInvestigations: {
        parameters: {
            query?: {
                overdue?: "true" | "false";
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "updated_at" | "dueDate";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestigationPage"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postInvestigations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    copyFrom?: string | null;
                    incidentDescription?: string;
                    incidentId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Investigation"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headInvestigations: {
        parameters: {
            query?: {
                overdue?: "true" | "false";
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "updated_at" | "dueDate";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getInvestigationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Investigation"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putInvestigationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalNotes?: string;
                    attachments?: {
                        id: string;
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                    }[];
                    completed?: boolean;
                    containmentAction?: string;
                    correctiveAction?: string;
                    costAdjustment?: number | null;
                    costOfLabour?: number | null;
                    costOfMaterial?: number | null;
                    defectiveProductQuantity?: string;
                    dueDateReasons?: {
                        containmentAction?: string;
                        correctiveAction?: string;
                        preventiveAction?: string;
                        rootCause?: string;
                        verificationOfEffectiveness?: string;
                    };
                    incidentDescription?: string;
                    incidentJustified?: boolean | null;
                    preventiveAction?: string;
                    progress?: boolean;
                    reasonForChange?: string;
                    rootCause?: string;
                    rootCauseCategory?: {
                        /** @enum {string} */
                        id: "operatorError" | "trainingLevel" | "processError" | "wrongSetting" | "documentation" | "communication" | "wrongMaterial" | "substandardMaterial" | "supplierManufacturerError" | "noEquipment" | "outOfSpecEquipment" | "inappropriateWorkEnvironment" | "wrongSoftware";
                        title: string;
                    } | null;
                    schedule?: {
                        containmentAction?: {
                            dueDate?: string | null;
                            owner?: string | null;
                        };
                        correctiveAction?: {
                            dueDate?: string | null;
                            owner?: string | null;
                        };
                        preventiveAction?: {
                            dueDate?: string | null;
                            owner?: string | null;
                        };
                        rootCause?: {
                            dueDate?: string | null;
                            owner?: string | null;
                        };
                        verificationOfEffectiveness?: {
                            dueDate?: string | null;
                            owner?: string | null;
                        };
                    };
                    signature?: {
                        password?: string;
                        providerGrant?: string;
                    };
                    signedOff?: {
                        additionalNotes?: boolean;
                        containmentAction?: boolean;
                        correctiveAction?: boolean;
                        preventiveAction?: boolean;
                        rootCause?: boolean;
                        verificationOfEffectiveness?: boolean;
                    };
                    verificationOfEffectiveness?: string;
                    version?: number;
                    withdrawals?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Investigation"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headInvestigationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getInvestigationsByIdEffectivenessChecks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EffectivenessChecks"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headInvestigationsByIdEffectivenessChecks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getInvestigationsByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["History"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headInvestigationsByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postInvestigationsByIdReopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    signature?: {
                        password?: string;
                        providerGrant?: string;
                    };
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Investigation"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInvestigationsByIdReplan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplanAnswer"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postInvestigationsByIdReplan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplanAnswer"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headInvestigationsByIdReplan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        categories: {
                            id: string;
                            retired?: boolean;
                            /** @default [] */
                            subcategories: {
                                /** @default [] */
                                furtherSubcategories: {
                                    id: string;
                                    retired?: boolean;
                                    title: string;
                                }[];
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    categories?: {
                        id: string;
                        retired?: boolean;
                        /** @default [] */
                        subcategories?: {
                            /** @default [] */
                            furtherSubcategories?: {
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            id: string;
                            retired?: boolean;
                            title: string;
                        }[];
                        title: string;
                    }[];
                    id: string;
                    retired?: boolean;
                    title: string;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        categories: {
                            id: string;
                            retired?: boolean;
                            /** @default [] */
                            subcategories: {
                                /** @default [] */
                                furtherSubcategories: {
                                    id: string;
                                    retired?: boolean;
                                    title: string;
                                }[];
                                id: string;
                                retired?: boolean;
                                title: string;
                            }[];
                            title: string;
                        }[];
                        id: string;
                        retired?: boolean;
                        title: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getMyTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            daysOverdue: number;
                            dueDate: string | null;
                            incidentId: string | null;
                            incidentNumber: number | null;
                            investigationId: string | null;
                            kind: string;
                            link: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headMyTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getPartNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        description: string;
                        id: string;
                        product: string | null;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPartNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    id: string;
                    product?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        description: string;
                        id: string;
                        product: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headPartNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putPartNumbersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    description?: string;
                    product?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        description: string;
                        id: string;
                        product: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        id: string;
                        name: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        id: string;
                        name: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        draftIncidentsFilter: {
                            id: string;
                            selected: boolean;
                        }[];
                        /** @default [] */
                        incidentsFilter: {
                            id: string;
                            selected: boolean;
                        }[];
                        /**
                         * @default {
                         *       "submitted": true,
                         *       "acknowledged": true,
                         *       "rejected": true,
                         *       "pending-update": true,
                         *       "closed": true,
                         *       "disposition": true,
                         *       "reminders": true,
                         *       "overdue-digest": true
                         *     }
                         */
                        notifications: {
                            /** @default true */
                            acknowledged: boolean;
                            /** @default true */
                            closed: boolean;
                            /** @default true */
                            disposition: boolean;
                            /** @default true */
                            "overdue-digest": boolean;
                            /** @default true */
                            "pending-update": boolean;
                            /** @default true */
                            rejected: boolean;
                            /** @default true */
                            reminders: boolean;
                            /** @default true */
                            submitted: boolean;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    draftIncidentsFilter?: {
                        id: string;
                        selected: boolean;
                    }[];
                    incidentsFilter?: {
                        id: string;
                        selected: boolean;
                    }[];
                    notifications?: {
                        acknowledged?: boolean;
                        closed?: boolean;
                        disposition?: boolean;
                        "overdue-digest"?: boolean;
                        "pending-update"?: boolean;
                        rejected?: boolean;
                        reminders?: boolean;
                        submitted?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        draftIncidentsFilter: {
                            id: string;
                            selected: boolean;
                        }[];
                        /** @default [] */
                        incidentsFilter: {
                            id: string;
                            selected: boolean;
                        }[];
                        /**
                         * @default {
                         *       "submitted": true,
                         *       "acknowledged": true,
                         *       "rejected": true,
                         *       "pending-update": true,
                         *       "closed": true,
                         *       "disposition": true,
                         *       "reminders": true,
                         *       "overdue-digest": true
                         *     }
                         */
                        notifications: {
                            /** @default true */
                            acknowledged: boolean;
                            /** @default true */
                            closed: boolean;
                            /** @default true */
                            disposition: boolean;
                            /** @default true */
                            "overdue-digest": boolean;
                            /** @default true */
                            "pending-update": boolean;
                            /** @default true */
                            rejected: boolean;
                            /** @default true */
                            reminders: boolean;
                            /** @default true */
                            submitted: boolean;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reports"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putReportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    charts: {
                        /**
                         * @default barChart
                         * @enum {string}
                         */
                        chartType?: "barChart" | "barChartWithLine" | "pieChart" | "paretoChart" | "supplierPerformanceChart";
                        /** @default [] */
                        filter?: {
                            /** @default true */
                            allowAll?: boolean;
                            /** @default true */
                            allowEmpty?: boolean;
                            /** @default  */
                            contains?: string;
                            /** @default null */
                            filter?: (string | number | boolean | null)[] | null;
                            /** @default null */
                            from?: string | number | null;
                            key: string;
                            /** @default null */
                            to?: string | number | null;
                            /**
                             * @default category
                             * @enum {string}
                             */
                            type?: "numeric" | "string" | "date" | "category" | "object" | "dateTime" | "boolean" | "status";
                        }[];
                        groupBy: string;
                        id?: string;
                        /** @default  */
                        limit?: number | string | null;
                        /**
                         * @default groupBy
                         * @enum {string}
                         */
                        sortBy?: "groupBy" | "value1" | "value2";
                        /** @default  */
                        title?: string;
                        value1: string;
                        value2: string;
                        /** @default true */
                        visible?: boolean;
                        /** @default  */
                        xLabel?: string;
                        /** @default  */
                        yLabel1?: string;
                        /** @default  */
                        yLabel2?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getScarDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScarMilestoneDefaults"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putScarDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    acknowledge: number;
                    actions: number;
                    closure: number;
                    containment: number;
                    rootCause: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScarMilestoneDefaults"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headScarDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getScars: {
        parameters: {
            query?: {
                incidentId?: string;
                page?: number;
                rowsPerPage?: number;
                status?: "open" | "closed" | "revoked";
                supplierId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScarPage"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postScars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contactId: string;
                    dueDates?: {
                        acknowledge?: string;
                        actions?: string;
                        closure?: string;
                        containment?: string;
                        rootCause?: string;
                    };
                    /** @enum {string} */
                    form: "full-8d" | "short";
                    incidentIds: string[];
                    items?: {
                        /** @default  */
                        grnNumber?: string;
                        /** @default null */
                        incidentId?: string | null;
                        /** @default  */
                        lot?: string;
                        partNumber: string;
                        /** @default null */
                        quantity?: number | null;
                    }[];
                    /** @default  */
                    request?: string;
                    /** @default [] */
                    sharedAttachmentIds?: string[];
                    supplierId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headScars: {
        parameters: {
            query?: {
                incidentId?: string;
                page?: number;
                rowsPerPage?: number;
                status?: "open" | "closed" | "revoked";
                supplierId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getScarsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headScarsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getScarsByIdAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScarAudit"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headScarsByIdAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postScarsByIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postScarsByIdContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contactId: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getScarsByIdPrintPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headScarsByIdPrintPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description attachment, with the file name (RFC 6266, UTF-8 filename*). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server is too busy for this now: try again after Retry-After seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postScarsByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postScarsByIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    comment?: string;
                    /** @enum {string} */
                    decision: "accept" | "return";
                    signature?: {
                        password?: string;
                        providerGrant?: string;
                    };
                    /** @enum {string} */
                    stage: "d1" | "d2" | "d3" | "d4" | "d5d6" | "d7" | "d8";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postScarsByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putScarsByIdSharedAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attachmentIds: string[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Self"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppSettings"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    photoMaxSide: number;
                    /** @enum {string} */
                    signatures: "off" | "password";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppSettings"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSignInProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedDomains: string[];
                        clientId: string;
                        clientSecretSet: boolean;
                        createAccounts: boolean;
                        /** @enum {string} */
                        defaultRole: "user" | "investigator" | "quality" | "admin";
                        displayName: string;
                        emailClaim: string;
                        emailVerifiedClaim: string;
                        enabled: boolean;
                        groupRoles: {
                            group: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                        }[];
                        groupsClaim: string;
                        issuer: string;
                        lockedByEnvironment: boolean;
                        nameClaim: string;
                        providerOnlyDomains: string[];
                        redirectUri: string;
                        requiredGroups: string[];
                        scopes: string[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSignInProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allowedDomains: string[];
                    clientId: string;
                    clientSecret?: string | null;
                    createAccounts: boolean;
                    /** @enum {string} */
                    defaultRole: "user" | "investigator" | "quality" | "admin";
                    displayName: string;
                    emailClaim: string;
                    emailVerifiedClaim: string;
                    enabled: boolean;
                    groupRoles: {
                        group: string;
                        /** @enum {string} */
                        role: "user" | "investigator" | "quality" | "admin";
                    }[];
                    groupsClaim: string;
                    issuer: string;
                    nameClaim: string;
                    providerOnlyDomains: string[];
                    requiredGroups: string[];
                    scopes: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedDomains: string[];
                        clientId: string;
                        clientSecretSet: boolean;
                        createAccounts: boolean;
                        /** @enum {string} */
                        defaultRole: "user" | "investigator" | "quality" | "admin";
                        displayName: string;
                        emailClaim: string;
                        emailVerifiedClaim: string;
                        enabled: boolean;
                        groupRoles: {
                            group: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                        }[];
                        groupsClaim: string;
                        issuer: string;
                        lockedByEnvironment: boolean;
                        nameClaim: string;
                        providerOnlyDomains: string[];
                        redirectUri: string;
                        requiredGroups: string[];
                        scopes: string[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSignInProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSignInProviderRequests: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            email: string;
                            groups: string[];
                            id: string;
                            name: string;
                            requestedAt: string;
                            /** @enum {string} */
                            status: "pending" | "refused";
                            /** @enum {string} */
                            suggestedRole: "user" | "investigator" | "quality" | "admin";
                        }[];
                        page: number;
                        rowsPerPage: number;
                        total: number;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSignInProviderRequests: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postSignInProviderRequestsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "investigator" | "quality" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        created_at: string;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "user" | "investigator" | "quality" | "admin";
                        updated_at: string;
                        user_id: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSignInProviderRequestsByIdRefuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignalRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coolDownDays: number;
                        createdAt: string;
                        enabled: boolean;
                        /** @enum {string} */
                        group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                        id: string;
                        method: {
                            atLeast: number;
                            days: number;
                            /** @enum {string} */
                            method: "count";
                        } | {
                            /** @default 182 */
                            baselineDays: number;
                            days: number;
                            /** @default 0.05 */
                            falseAlarmRate: number;
                            /** @enum {string} */
                            method: "poisson";
                            /** @default 3 */
                            minCount: number;
                        };
                        name: string;
                        owners: string[];
                        updatedAt: string;
                        watchKey?: string | null;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSignalRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coolDownDays?: number | null;
                    /** @default false */
                    enabled?: boolean;
                    /** @enum {string} */
                    group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                    method: {
                        atLeast: number;
                        days: number;
                        /** @enum {string} */
                        method: "count";
                    } | {
                        /** @default 182 */
                        baselineDays?: number;
                        days: number;
                        /** @default 0.05 */
                        falseAlarmRate?: number;
                        /** @enum {string} */
                        method: "poisson";
                        /** @default 3 */
                        minCount?: number;
                    };
                    name: string;
                    /** @default [] */
                    owners?: string[];
                    watchKey?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coolDownDays: number;
                        createdAt: string;
                        enabled: boolean;
                        /** @enum {string} */
                        group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                        id: string;
                        method: {
                            atLeast: number;
                            days: number;
                            /** @enum {string} */
                            method: "count";
                        } | {
                            /** @default 182 */
                            baselineDays: number;
                            days: number;
                            /** @default 0.05 */
                            falseAlarmRate: number;
                            /** @enum {string} */
                            method: "poisson";
                            /** @default 3 */
                            minCount: number;
                        };
                        name: string;
                        owners: string[];
                        updatedAt: string;
                        watchKey?: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSignalRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putSignalRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coolDownDays?: number | null;
                    /** @default false */
                    enabled?: boolean;
                    /** @enum {string} */
                    group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                    method: {
                        atLeast: number;
                        days: number;
                        /** @enum {string} */
                        method: "count";
                    } | {
                        /** @default 182 */
                        baselineDays?: number;
                        days: number;
                        /** @default 0.05 */
                        falseAlarmRate?: number;
                        /** @enum {string} */
                        method: "poisson";
                        /** @default 3 */
                        minCount?: number;
                    };
                    name: string;
                    /** @default [] */
                    owners?: string[];
                    watchKey?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coolDownDays: number;
                        createdAt: string;
                        enabled: boolean;
                        /** @enum {string} */
                        group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                        id: string;
                        method: {
                            atLeast: number;
                            days: number;
                            /** @enum {string} */
                            method: "count";
                        } | {
                            /** @default 182 */
                            baselineDays: number;
                            days: number;
                            /** @default 0.05 */
                            falseAlarmRate: number;
                            /** @enum {string} */
                            method: "poisson";
                            /** @default 3 */
                            minCount: number;
                        };
                        name: string;
                        owners: string[];
                        updatedAt: string;
                        watchKey?: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSignalRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSignalRulesBacktest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coolDownDays?: number | null;
                    /** @default false */
                    enabled?: boolean;
                    /** @enum {string} */
                    group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                    method: {
                        atLeast: number;
                        days: number;
                        /** @enum {string} */
                        method: "count";
                    } | {
                        /** @default 182 */
                        baselineDays?: number;
                        days: number;
                        /** @default 0.05 */
                        falseAlarmRate?: number;
                        /** @enum {string} */
                        method: "poisson";
                        /** @default 3 */
                        minCount?: number;
                    };
                    name: string;
                    /** @default [] */
                    owners?: string[];
                    watchKey?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        evaluations: number;
                        from: string;
                        signals: {
                            expected: number;
                            groupKey: string;
                            groupLabel: string;
                            observed: number;
                            pValue: number | null;
                            windowTo: string;
                        }[];
                        to: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignals: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                status?: "open" | "dismissed" | "investigating" | "linked";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            dismissalReason: string | null;
                            expected: number;
                            groupKey: string;
                            groupLabel: string;
                            id: string;
                            incidents: {
                                id: string;
                                incidentNumber: number | null;
                            }[];
                            investigationId: string | null;
                            observed: number;
                            pValue: number | null;
                            rule: {
                                /** @enum {string} */
                                group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            status: "open" | "dismissed" | "investigating" | "linked";
                            weeklyCounts: number[];
                            windowFrom: string;
                            windowTo: string;
                        }[];
                        page: number;
                        rowsPerPage: number;
                        total: number;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSignals: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                status?: "open" | "dismissed" | "investigating" | "linked";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSignalsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        dismissalReason: string | null;
                        expected: number;
                        groupKey: string;
                        groupLabel: string;
                        id: string;
                        incidents: {
                            id: string;
                            incidentNumber: number | null;
                        }[];
                        investigationId: string | null;
                        observed: number;
                        pValue: number | null;
                        rule: {
                            /** @enum {string} */
                            group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "dismissed" | "investigating" | "linked";
                        weeklyCounts: number[];
                        windowFrom: string;
                        windowTo: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSignalsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postSignalsByIdDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        dismissalReason: string | null;
                        expected: number;
                        groupKey: string;
                        groupLabel: string;
                        id: string;
                        incidents: {
                            id: string;
                            incidentNumber: number | null;
                        }[];
                        investigationId: string | null;
                        observed: number;
                        pValue: number | null;
                        rule: {
                            /** @enum {string} */
                            group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "dismissed" | "investigating" | "linked";
                        weeklyCounts: number[];
                        windowFrom: string;
                        windowTo: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSignalsByIdLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    investigationId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        dismissalReason: string | null;
                        expected: number;
                        groupKey: string;
                        groupLabel: string;
                        id: string;
                        incidents: {
                            id: string;
                            incidentNumber: number | null;
                        }[];
                        investigationId: string | null;
                        observed: number;
                        pValue: number | null;
                        rule: {
                            /** @enum {string} */
                            group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "dismissed" | "investigating" | "linked";
                        weeklyCounts: number[];
                        windowFrom: string;
                        windowTo: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSignalsByIdStartInvestigation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        dismissalReason: string | null;
                        expected: number;
                        groupKey: string;
                        groupLabel: string;
                        id: string;
                        incidents: {
                            id: string;
                            incidentNumber: number | null;
                        }[];
                        investigationId: string | null;
                        observed: number;
                        pValue: number | null;
                        rule: {
                            /** @enum {string} */
                            group: "partNumber" | "supplier" | "product" | "location" | "category" | "supplierPartNumber";
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "open" | "dismissed" | "investigating" | "linked";
                        weeklyCounts: number[];
                        windowFrom: string;
                        windowTo: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSupplierLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codeExpiresAt: string;
                        number: string;
                        sentTo: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSupplierScar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierScar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSupplierScar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postSupplierScarAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierScar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSupplierScarAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        /** @default  */
                        leader?: string;
                        /** @default [] */
                        members?: {
                            /** @default  */
                            name?: string;
                            /** @default  */
                            role?: string;
                        }[];
                    };
                    /** @enum {string} */
                    stage: "d1";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        /**
                         * @default {
                         *       "is": "",
                         *       "isNot": ""
                         *     }
                         */
                        howMany?: {
                            /** @default  */
                            is?: string;
                            /** @default  */
                            isNot?: string;
                        };
                        /** @default  */
                        problemStatement?: string;
                        /**
                         * @default {
                         *       "is": "",
                         *       "isNot": ""
                         *     }
                         */
                        what?: {
                            /** @default  */
                            is?: string;
                            /** @default  */
                            isNot?: string;
                        };
                        /**
                         * @default {
                         *       "is": "",
                         *       "isNot": ""
                         *     }
                         */
                        when?: {
                            /** @default  */
                            is?: string;
                            /** @default  */
                            isNot?: string;
                        };
                        /**
                         * @default {
                         *       "is": "",
                         *       "isNot": ""
                         *     }
                         */
                        where?: {
                            /** @default  */
                            is?: string;
                            /** @default  */
                            isNot?: string;
                        };
                    };
                    /** @enum {string} */
                    stage: "d2";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        actions?: {
                            /** @default null */
                            completedOn?: string | null;
                            /** @default  */
                            description?: string;
                            /** @default  */
                            location?: string;
                            /** @default  */
                            owner?: string;
                            /** @default null */
                            quantityChecked?: number | null;
                            /** @default null */
                            quantityNonConforming?: number | null;
                            /** @default null */
                            quantitySuspect?: number | null;
                        }[];
                        /** @default [] */
                        attachments?: string[];
                        /** @default null */
                        cleanPointDate?: string | null;
                    };
                    /** @enum {string} */
                    stage: "d3";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        /**
                         * @default {
                         *       "cause": "",
                         *       "systemicCause": "",
                         *       "verification": ""
                         *     }
                         */
                        escape?: {
                            /** @default  */
                            cause?: string;
                            /** @default  */
                            systemicCause?: string;
                            /** @default  */
                            verification?: string;
                        };
                        /**
                         * @default {
                         *       "cause": "",
                         *       "systemicCause": "",
                         *       "verification": ""
                         *     }
                         */
                        occurrence?: {
                            /** @default  */
                            cause?: string;
                            /** @default  */
                            systemicCause?: string;
                            /** @default  */
                            verification?: string;
                        };
                        /** @default [] */
                        whys?: string[];
                    };
                    /** @enum {string} */
                    stage: "d4";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        actions?: {
                            /** @default  */
                            action?: string;
                            /** @default null */
                            cause?: ("occurrence" | "escape") | null;
                            /** @default null */
                            dueDate?: string | null;
                            /** @default  */
                            evidence?: string;
                            /** @default [] */
                            evidenceFiles?: string[];
                            /** @default null */
                            implementedOn?: string | null;
                            /** @default  */
                            owner?: string;
                        }[];
                        /** @default [] */
                        attachments?: string[];
                    };
                    /** @enum {string} */
                    stage: "d5d6";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        /**
                         * @default {
                         *       "updated": false,
                         *       "note": ""
                         *     }
                         */
                        controlPlan?: {
                            /** @default  */
                            note?: string;
                            /** @default false */
                            updated?: boolean;
                        };
                        /**
                         * @default {
                         *       "updated": false,
                         *       "note": ""
                         *     }
                         */
                        fmea?: {
                            /** @default  */
                            note?: string;
                            /** @default false */
                            updated?: boolean;
                        };
                        /** @default  */
                        otherChanges?: string;
                        /**
                         * @default {
                         *       "affected": false,
                         *       "note": ""
                         *     }
                         */
                        otherParts?: {
                            /** @default false */
                            affected?: boolean;
                            /** @default  */
                            note?: string;
                        };
                    };
                    /** @enum {string} */
                    stage: "d7";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        /** @default  */
                        lessonsLearned?: string;
                        /** @default  */
                        summary?: string;
                    };
                    /** @enum {string} */
                    stage: "d8";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierScar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSupplierScarAnswerSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        leader: string;
                        members: {
                            name: string;
                            /** @default  */
                            role?: string;
                        }[];
                    };
                    /** @enum {string} */
                    stage: "d1";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        howMany: {
                            is: string;
                            /** @default  */
                            isNot?: string;
                        };
                        problemStatement: string;
                        what: {
                            is: string;
                            /** @default  */
                            isNot?: string;
                        };
                        when: {
                            is: string;
                            /** @default  */
                            isNot?: string;
                        };
                        where: {
                            is: string;
                            /** @default  */
                            isNot?: string;
                        };
                    };
                    /** @enum {string} */
                    stage: "d2";
                    version: number;
                } | {
                    answer: {
                        actions: {
                            completedOn: string;
                            description: string;
                            location: string;
                            owner: string;
                            /** @default null */
                            quantityChecked?: number | null;
                            /** @default null */
                            quantityNonConforming?: number | null;
                            /** @default null */
                            quantitySuspect?: number | null;
                        }[];
                        /** @default [] */
                        attachments?: string[];
                        /** @default null */
                        cleanPointDate?: string | null;
                    };
                    /** @enum {string} */
                    stage: "d3";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        escape: {
                            cause: string;
                            /** @default  */
                            systemicCause?: string;
                            verification: string;
                        };
                        occurrence: {
                            cause: string;
                            /** @default  */
                            systemicCause?: string;
                            verification: string;
                        };
                        /** @default [] */
                        whys?: string[];
                    };
                    /** @enum {string} */
                    stage: "d4";
                    version: number;
                } | {
                    answer: {
                        actions: {
                            action: string;
                            /** @default null */
                            cause?: ("occurrence" | "escape") | null;
                            dueDate: string;
                            /** @default  */
                            evidence?: string;
                            /** @default [] */
                            evidenceFiles?: string[];
                            /** @default null */
                            implementedOn?: string | null;
                            owner: string;
                        }[];
                        /** @default [] */
                        attachments?: string[];
                    };
                    /** @enum {string} */
                    stage: "d5d6";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        /**
                         * @default {
                         *       "updated": false,
                         *       "note": ""
                         *     }
                         */
                        controlPlan?: {
                            /** @default  */
                            note?: string;
                            /** @default false */
                            updated?: boolean;
                        };
                        /**
                         * @default {
                         *       "updated": false,
                         *       "note": ""
                         *     }
                         */
                        fmea?: {
                            /** @default  */
                            note?: string;
                            /** @default false */
                            updated?: boolean;
                        };
                        /** @default  */
                        otherChanges?: string;
                        /**
                         * @default {
                         *       "affected": false,
                         *       "note": ""
                         *     }
                         */
                        otherParts?: {
                            /** @default false */
                            affected?: boolean;
                            /** @default  */
                            note?: string;
                        };
                    };
                    /** @enum {string} */
                    stage: "d7";
                    version: number;
                } | {
                    answer: {
                        /** @default [] */
                        attachments?: string[];
                        /** @default  */
                        lessonsLearned?: string;
                        summary: string;
                    };
                    /** @enum {string} */
                    stage: "d8";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierScar"];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSupplierScarFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        size: number;
                        type: string;
                        uploadedAt: string;
                        url: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSupplierSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresAt: string;
                        sessionToken: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSupplierSessionEnd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The supplier link (or its request) has expired or was withdrawn: it will not work again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        code: string;
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        code: string;
                        id: string;
                        name: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putSuppliersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    code?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        code: string;
                        id: string;
                        name: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSuppliersByIdContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string;
                        id: string;
                        name: string;
                        supplierId: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSuppliersByIdContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string;
                        id: string;
                        name: string;
                        supplierId: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headSuppliersByIdContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putSuppliersByIdContactsByContactId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    email?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        email: string;
                        id: string;
                        name: string;
                        supplierId: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    name: string;
                    size: number;
                    type: string;
                    url: string;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postUploads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key and body answer the first answer again. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "user_id" | "name" | "email" | "role" | "active";
                sortDir?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            active: boolean;
                            created_at: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "user" | "investigator" | "quality" | "admin";
                            updated_at: string;
                            user_id: string;
                        }[];
                        page: number;
                        rowsPerPage: number;
                        total: number;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        created_at: string;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "user" | "investigator" | "quality" | "admin";
                        updated_at: string;
                        user_id: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headUsers: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
                search?: string;
                sortBy?: "user_id" | "name" | "email" | "role" | "active";
                sortDir?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getUsersByUser_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        created_at: string;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "user" | "investigator" | "quality" | "admin";
                        updated_at: string;
                        user_id: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersByUser_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    name?: string;
                    /** @enum {string} */
                    role?: "user" | "investigator" | "quality" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        created_at: string;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "user" | "investigator" | "quality" | "admin";
                        updated_at: string;
                        user_id: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headUsersByUser_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consecutiveFailures: number;
                        createdAt: string;
                        createdBy: string | null;
                        description: string;
                        disabledReason: string | null;
                        enabled: boolean;
                        events: ("incident.submitted" | "incident.status_changed" | "disposition.approved" | "investigation.completed" | "effectiveness.recorded" | "signal.raised")[];
                        id: string;
                        updatedAt: string;
                        url: string;
                    }[];
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    description?: string;
                    events: ("incident.submitted" | "incident.status_changed" | "disposition.approved" | "investigation.completed" | "effectiveness.recorded" | "signal.raised")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consecutiveFailures: number;
                        createdAt: string;
                        createdBy: string | null;
                        description: string;
                        disabledReason: string | null;
                        enabled: boolean;
                        events: ("incident.submitted" | "incident.status_changed" | "disposition.approved" | "investigation.completed" | "effectiveness.recorded" | "signal.raised")[];
                        id: string;
                        secret: string;
                        updatedAt: string;
                        url: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    putWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    enabled?: boolean;
                    events?: ("incident.submitted" | "incident.status_changed" | "disposition.approved" | "investigation.completed" | "effectiveness.recorded" | "signal.raised")[];
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consecutiveFailures: number;
                        createdAt: string;
                        createdBy: string | null;
                        description: string;
                        disabledReason: string | null;
                        enabled: boolean;
                        events: ("incident.submitted" | "incident.status_changed" | "disposition.approved" | "investigation.completed" | "effectiveness.recorded" | "signal.raised")[];
                        id: string;
                        updatedAt: string;
                        url: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhooksByIdDeliveries: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: number;
                            createdAt: string;
                            deliveredAt: string | null;
                            event: string;
                            id: string;
                            lastError: string | null;
                            lastStatusCode: number | null;
                            messageId: string;
                            nextAttemptAt: string | null;
                            payload: unknown;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                        }[];
                        page: number;
                        rowsPerPage: number;
                        total: number;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headWebhooksByIdDeliveries: {
        parameters: {
            query?: {
                page?: number;
                rowsPerPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postWebhooksByIdDeliveriesByDeliveryIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        createdAt: string;
                        deliveredAt: string | null;
                        event: string;
                        id: string;
                        lastError: string | null;
                        lastStatusCode: number | null;
                        messageId: string;
                        nextAttemptAt: string | null;
                        payload: unknown;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksByIdSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consecutiveFailures: number;
                        createdAt: string;
                        createdBy: string | null;
                        description: string;
                        disabledReason: string | null;
                        enabled: boolean;
                        events: ("incident.submitted" | "incident.status_changed" | "disposition.approved" | "investigation.completed" | "effectiveness.recorded" | "signal.raised")[];
                        id: string;
                        secret: string;
                        updatedAt: string;
                        url: string;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        createdAt: string;
                        deliveredAt: string | null;
                        event: string;
                        id: string;
                        lastError: string | null;
                        lastStatusCode: number | null;
                        messageId: string;
                        nextAttemptAt: string | null;
                        payload: unknown;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                    };
                };
            };
            /** @description The request is malformed (not JSON, a parameter of the wrong shape, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session, or a wrong password: sign in (or refresh) and try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this (their role, the object, or a signing password that was not right). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such object (named in the path or the body), or the caller may not see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It conflicts with the current state: a stale save, a transition no longer allowed, a reused key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a type this route accepts. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The input is not valid: `issues` names each field and what is wrong with it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds and try again. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request headers (or the URL) are over 16 kB; the connection is closed. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure of the server: nothing was changed; the log has the details. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhookDispositionApproved: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every attempt and replay (deduplicate on it). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's secret. */
                "webhook-signature": string;
                /** @description Seconds since the epoch when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DispositionApprovedWebhook"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 10 s, is retried with backoff. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEffectivenessRecorded: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every attempt and replay (deduplicate on it). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's secret. */
                "webhook-signature": string;
                /** @description Seconds since the epoch when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EffectivenessRecordedWebhook"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 10 s, is retried with backoff. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookIncidentStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every attempt and replay (deduplicate on it). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's secret. */
                "webhook-signature": string;
                /** @description Seconds since the epoch when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncidentStatusChangedWebhook"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 10 s, is retried with backoff. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookIncidentSubmitted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every attempt and replay (deduplicate on it). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's secret. */
                "webhook-signature": string;
                /** @description Seconds since the epoch when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncidentSubmittedWebhook"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 10 s, is retried with backoff. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookInvestigationCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every attempt and replay (deduplicate on it). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's secret. */
                "webhook-signature": string;
                /** @description Seconds since the epoch when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvestigationCompletedWebhook"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 10 s, is retried with backoff. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSignalRaised: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every attempt and replay (deduplicate on it). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's secret. */
                "webhook-signature": string;
                /** @description Seconds since the epoch when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignalRaisedWebhook"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 10 s, is retried with backoff. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every attempt and replay (deduplicate on it). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's secret. */
                "webhook-signature": string;
                /** @description Seconds since the epoch when this attempt was signed. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestWebhook"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 10 s, is retried with backoff. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

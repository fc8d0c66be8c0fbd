import {
  canManageSignals,
  ZBacktestResult,
  ZDismissSignalRequest,
  ZLinkSignalRequest,
  ZSignal,
  ZSignalList,
  ZSignalListQuery,
  ZSignalRule,
  ZSignalRuleRequest,
} from '@qi/domain/signal-rules';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { linkSignalToInvestigation, startSignalInvestigation } from './signal-investigation';
import {
  addSignalRule,
  backtestSignalRule,
  changeSignalRule,
  findSignalRules,
  removeSignalRule,
} from './signal-rule-service';
import { dismissSignal, findSignals, readSignal } from './signals-service';

const tags = ['signals'];
const ZParams = z.object({ id: z.string().min(1).max(100) });
const access = canManageSignals;

/** docs/api.md "Trend signals": the quality team's rules, their back-test, and the Signals inbox. */
export function registerSignalRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/signal-rules',
    { config: { access }, schema: { tags, response: { 200: z.array(ZSignalRule) } } },
    () => findSignalRules(ctx),
  );
  app.post(
    '/v1/signal-rules',
    {
      config: { access, contract: { success: 201 } },
      schema: { tags, body: ZSignalRuleRequest, response: { 201: ZSignalRule } },
    },
    async (request, reply) =>
      reply.status(201).send(await addSignalRule(ctx, requireAuth(request), request.body)),
  );
  app.post(
    '/v1/signal-rules/backtest',
    {
      config: { access },
      schema: { tags, body: ZSignalRuleRequest, response: { 200: ZBacktestResult } },
    },
    (request) => backtestSignalRule(ctx, request.body),
  );
  app.put(
    '/v1/signal-rules/:id',
    {
      config: { access },
      schema: { tags, params: ZParams, body: ZSignalRuleRequest, response: { 200: ZSignalRule } },
    },
    (request) => changeSignalRule(ctx, requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/v1/signal-rules/:id',
    { config: { access, contract: { success: 204 } }, schema: { tags, params: ZParams } },
    async (request, reply) => {
      await removeSignalRule(ctx, request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/v1/signals',
    { config: { access }, schema: { tags, querystring: ZSignalListQuery, response: { 200: ZSignalList } } },
    (request) => findSignals(ctx, request.query),
  );
  app.get(
    '/v1/signals/:id',
    { config: { access }, schema: { tags, params: ZParams, response: { 200: ZSignal } } },
    (request) => readSignal(ctx.db, request.params.id),
  );
  app.post(
    '/v1/signals/:id/dismiss',
    {
      config: { access },
      schema: { tags, params: ZParams, body: ZDismissSignalRequest, response: { 200: ZSignal } },
    },
    (request) => dismissSignal(ctx, requireAuth(request), request.params.id, request.body.reason),
  );
  app.post(
    '/v1/signals/:id/start-investigation',
    { config: { access }, schema: { tags, params: ZParams, response: { 200: ZSignal } } },
    (request) => startSignalInvestigation(ctx, requireAuth(request), request.params.id),
  );
  app.post(
    '/v1/signals/:id/link',
    {
      config: { access },
      schema: { tags, params: ZParams, body: ZLinkSignalRequest, response: { 200: ZSignal } },
    },
    (request) =>
      linkSignalToInvestigation(ctx, requireAuth(request), request.params.id, request.body.investigationId),
  );
}

import { canAccessAdministration } from '@qi/domain/access';
import { ZAttachment } from '@qi/domain/attachments';
import {
  ZCreatePartNumberRequest,
  ZCreateProductRequest,
  ZLocationTree,
  ZPartNumberItem,
  ZProductItem,
  ZUpdatePartNumberRequest,
  ZUpdateProductRequest,
  ZUpdateTemplatesRequest,
} from '@qi/domain/reference-data';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { listPartNumbers, listProducts } from './reference-repository';
import {
  addPartNumber,
  addProduct,
  changePartNumber,
  changeProduct,
  getLocations,
  getTemplates,
  saveLocations,
  saveTemplates,
} from './reference-service';

const tags = ['reference'];
const ZProductAnswer = ZProductItem;
const ZPartNumberAnswer = ZPartNumberItem;
const ZIdParams = z.object({ id: z.string().min(1).max(200) });
const ZTemplates = z.array(ZAttachment);

/** docs/api.md "Reference data": everyone signed in reads, admins write. */
export function registerReferenceRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/products',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: z.array(ZProductAnswer) } } },
    () => listProducts(ctx.db),
  );
  app.post(
    '/v1/products',
    {
      config: { access: canAccessAdministration },
      schema: { tags, body: ZCreateProductRequest, response: { 201: ZProductAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send(await addProduct(ctx, requireAuth(request), request.body)),
  );
  app.put(
    '/v1/products/:id',
    {
      config: { access: canAccessAdministration },
      schema: { tags, params: ZIdParams, body: ZUpdateProductRequest, response: { 200: ZProductAnswer } },
    },
    (request) => changeProduct(ctx, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/v1/partNumbers',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: z.array(ZPartNumberAnswer) } } },
    () => listPartNumbers(ctx.db),
  );
  app.post(
    '/v1/partNumbers',
    {
      config: { access: canAccessAdministration },
      schema: { tags, body: ZCreatePartNumberRequest, response: { 201: ZPartNumberAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send(await addPartNumber(ctx, requireAuth(request), request.body)),
  );
  app.put(
    '/v1/partNumbers/:id',
    {
      config: { access: canAccessAdministration },
      schema: {
        tags,
        params: ZIdParams,
        body: ZUpdatePartNumberRequest,
        response: { 200: ZPartNumberAnswer },
      },
    },
    (request) => changePartNumber(ctx, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/v1/locations',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: ZLocationTree } } },
    () => getLocations(ctx),
  );
  app.put(
    '/v1/locations',
    {
      config: { access: canAccessAdministration },
      schema: { tags, body: ZLocationTree, response: { 200: ZLocationTree } },
    },
    (request) => saveLocations(ctx, requireAuth(request), request.body),
  );

  app.get(
    '/v1/templates',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: ZTemplates } } },
    () => getTemplates(ctx),
  );
  app.put(
    '/v1/templates',
    {
      config: { access: canAccessAdministration },
      schema: { tags, body: ZUpdateTemplatesRequest, response: { 200: ZTemplates } },
    },
    (request) => saveTemplates(ctx, requireAuth(request), request.body),
  );
}

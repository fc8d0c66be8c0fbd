import { canAccessAdministration } from '@qi/domain/access';
import { ZCreateSupplierRequest, ZSupplier, ZUpdateSupplierRequest } from '@qi/domain/supplier';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { listSuppliers } from './supplier-repository';
import { addSupplier, changeSupplier } from './supplier-service';

const tags = ['reference'];
const ZSupplierParams = z.object({ id: z.string().min(1).max(100) });

/** docs/api.md "Reference data": everyone signed in reads the suppliers, admins write them. */
export function registerSupplierRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/suppliers',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: z.array(ZSupplier) } } },
    () => listSuppliers(ctx.db),
  );
  app.post(
    '/v1/suppliers',
    {
      config: { access: canAccessAdministration },
      schema: { tags, body: ZCreateSupplierRequest, response: { 201: ZSupplier } },
    },
    async (request, reply) =>
      reply.status(201).send(await addSupplier(ctx, requireAuth(request), request.body)),
  );
  app.put(
    '/v1/suppliers/:id',
    {
      config: { access: canAccessAdministration },
      schema: { tags, params: ZSupplierParams, body: ZUpdateSupplierRequest, response: { 200: ZSupplier } },
    },
    (request) => changeSupplier(ctx, requireAuth(request), request.params.id, request.body),
  );
}

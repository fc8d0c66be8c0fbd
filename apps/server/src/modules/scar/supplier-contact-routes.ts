import { canAccessAdministration } from '@qi/domain/access';
import { canManageScars } from '@qi/domain/scar';
import { ZCreateContactRequest, ZSupplierContact, ZUpdateContactRequest } from '@qi/domain/scar-supplier';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { addContact, changeContact, getContacts } from './supplier-contact-service';

const tags = ['reference'];
const ZSupplierParams = z.object({ id: z.string().min(1).max(100) });
const ZContactParams = ZSupplierParams.extend({ contactId: z.string().min(1).max(100) });

/** docs/api.md "Supplier contacts": the quality team reads a supplier's contacts, admins write them. */
export function registerSupplierContactRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/suppliers/:id/contacts',
    {
      config: { access: canManageScars },
      schema: { tags, params: ZSupplierParams, response: { 200: z.array(ZSupplierContact) } },
    },
    (request) => getContacts(ctx, request.params.id),
  );
  app.post(
    '/v1/suppliers/:id/contacts',
    {
      config: { access: canAccessAdministration, contract: { success: 201 } },
      schema: {
        tags,
        params: ZSupplierParams,
        body: ZCreateContactRequest,
        response: { 201: ZSupplierContact },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addContact(ctx, requireAuth(request), request.params.id, request.body)),
  );
  app.put(
    '/v1/suppliers/:id/contacts/:contactId',
    {
      config: { access: canAccessAdministration },
      schema: {
        tags,
        params: ZContactParams,
        body: ZUpdateContactRequest,
        response: { 200: ZSupplierContact },
      },
    },
    (request) =>
      changeContact(ctx, requireAuth(request), request.params.id, request.params.contactId, request.body),
  );
}

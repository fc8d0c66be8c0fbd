import { createHash } from 'node:crypto';
import { ZBulkData } from '@qi/domain/api-answers';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import type { App } from '../../http/types';
import { presentReport } from '../intelligence/report-presenter';
import { listReports } from '../intelligence/report-repository';
import { getProfile } from '../profile/profile-service';
import { findReferenceDocument, listPartNumbers, listProducts } from '../reference/reference-repository';
import { listSuppliers } from '../suppliers/supplier-repository';
import { listUserNames } from '../users/user-repository';

/** The bounded data every page needs, loaded at sign-in and every 5 minutes. */
async function loadBulkData(ctx: AppContext, userId: string) {
  const [users, profile, reports, products, partNumbers, suppliers, locations, templates] = await Promise.all(
    [
      listUserNames(ctx.db),
      getProfile(ctx, userId),
      listReports(ctx.db),
      listProducts(ctx.db),
      listPartNumbers(ctx.db),
      listSuppliers(ctx.db),
      findReferenceDocument(ctx.db, 'locations'),
      findReferenceDocument(ctx.db, 'templates'),
    ],
  );
  const partNumberMap = Object.fromEntries(partNumbers.map((p) => [p.id, p.description]));
  return {
    users,
    profile,
    reports: reports.map(presentReport),
    products,
    partNumbers,
    partNumberMap,
    suppliers,
    locations,
    templates,
  };
}

function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

export function registerDataRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/v1/data',
    {
      config: {
        access: 'signed-in',
        contract: {
          also: [304],
          headers: ['If-None-Match'],
          etag: true,
          answer: { name: 'BulkData', schema: ZBulkData },
        },
      },
      schema: { tags: ['data'] },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const body = JSON.stringify(await loadBulkData(ctx, user.user_id));
      const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
      reply.header('ETag', etag).header('Cache-Control', 'no-store').header('Vary', 'Authorization');
      if (etagMatches(request, etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}

import { todayIso } from '@qi/domain/dates';
import { canManageScars } from '@qi/domain/scar';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { download } from '../../http/content-disposition';
import type { App } from '../../http/types';
import { EXPORT_TIME_ZONE } from '../incidents/incident-export';
import { readScar } from '../scar/scar-queries';
import { renderDocument } from './document-pool';

const ZParams = z.object({ id: z.string().min(1).max(100) });

/** `GET /v1/scars/{id}/print.pdf`: the A4 print of a supplier corrective action request (the quality team). */
export function registerScarPrintRoute(app: App, ctx: AppContext): void {
  app.get(
    '/v1/scars/:id/print.pdf',
    {
      config: { access: canManageScars, contract: { file: 'application/pdf' } },
      schema: { tags: ['scars'], params: ZParams },
    },
    async (request, reply) => {
      const scar = await readScar(ctx, request.params.id);
      const options = { printedOn: todayIso(EXPORT_TIME_ZONE), timeZone: EXPORT_TIME_ZONE };
      const pdf = await renderDocument(ctx, reply, { kind: 'scar', scar, options });
      return download(reply, `${scar.number}.pdf`, 'application/pdf').send(pdf);
    },
  );
}

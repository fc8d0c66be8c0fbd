import { formatScarNumber } from '@qi/domain/scar';
import type { TSupplierScar } from '@qi/domain/scar-views';
import type { AppContext } from '../../context';
import { presentAttachments } from '../../storage/present-attachments';
import { milestoneViews, orderedStages, type ScarFacts, sharedAttachmentsOf } from './scar-presenter';

/** A supplier's download links are short: a forwarded page stops opening files soon after. */
const SUPPLIER_URL_SECONDS = 15 * 60;

/**
 * Whitelists what the supplier sees: the incidents' descriptions, parts, lots and quantities, the attachments
 * shared with it, its own answers and files, the buyer's comments, and no name but the buyer's and its own
 * contact's (never the reporters', the costs, the internal notes, the review flags or internal ids).
 */
export async function presentSupplierScar(ctx: AppContext, facts: ScarFacts): Promise<TSupplierScar> {
  const { scar, parties } = facts;
  const shared = await presentAttachments(
    ctx,
    sharedAttachmentsOf(facts).map((s) => s.attachment),
    SUPPLIER_URL_SECONDS,
  );
  const files = await presentAttachments(
    ctx,
    facts.files.map((f) => ({ ...f, url: '' })),
    SUPPLIER_URL_SECONDS,
  );
  return {
    number: formatScarNumber(scar.number),
    status: scar.status,
    form: scar.form,
    readOnly: scar.status !== 'open',
    supplierName: parties.supplier.name,
    contactName: parties.contact.name,
    buyer: { name: parties.buyer.name, email: parties.buyer.email },
    request: scar.request,
    incidents: facts.incidents.map((i) => ({
      incidentNumber: i.incidentNumber,
      incidentDate: i.incidentDate,
      product: i.product,
      partNumber: i.partNumber,
      defectiveQuantity: i.defectiveQuantity,
      grnNumber: i.grnNumber,
      description: i.description,
    })),
    items: scar.items.map(({ partNumber, lot, grnNumber, quantity }) => ({
      partNumber,
      lot,
      grnNumber,
      quantity,
    })),
    milestones: milestoneViews(scar, facts.stages, ctx.today()),
    acknowledgedAt: scar.acknowledgedAt,
    stages: orderedStages(scar, facts.stages).map(
      (s) =>
        ({
          stage: s.stage,
          answer: s.answer,
          status: s.status,
          version: s.version,
          submittedAt: s.submittedAt,
          firstSubmittedAt: s.firstSubmittedAt,
          reviewedAt: s.reviewedAt,
          reviewComment: s.reviewComment,
        }) as TSupplierScar['stages'][number],
    ),
    sharedAttachments: shared,
    files: files.map((a, i) => ({ ...a, uploadedAt: facts.files[i]?.uploadedAt ?? '' })),
  };
}

import { randomUUID } from 'node:crypto';
import {
  addLocationPath,
  type ImportResolutions,
  LOCATION_PATH_SEPARATOR,
} from '@qi/domain/incident-import-lookups';
import { ZLocationTree } from '@qi/domain/reference-data';
import type { Db } from '../../db/database';
import { insertHistory } from '../history/history-repository';
import {
  findPartNumber,
  findProductByName,
  findReferenceDocument,
  insertPartNumber,
  insertProduct,
  saveReferenceDocument,
} from '../reference/reference-repository';
import { findSupplierByCode, insertSupplier } from '../suppliers/supplier-repository';
import type { CountedUnknown } from './import-record';

/**
 * Creates the reference values the admin confirmed in the dry run ("create" resolutions), in the transaction
 * that starts the run, each with the history entry the Administration tabs write. A value that exists by now
 * (another admin added it meanwhile) is left as it is: the rows find it.
 */
export async function createConfirmedValues(
  trx: Db,
  unknowns: readonly CountedUnknown[],
  resolutions: ImportResolutions,
  actorId: string,
  now: string,
): Promise<void> {
  const confirmed = unknowns.filter((u) => resolutions[u.kind][u.key]?.action === 'create');
  const history = (entityId: string, action: string, changes: Record<string, unknown>) =>
    insertHistory(trx, { entityType: 'reference', entityId, actorId, action, changes, now });
  for (const unknown of confirmed.filter((u) => u.kind === 'product')) {
    if (await findProductByName(trx, unknown.key)) continue;
    const id = randomUUID();
    await insertProduct(trx, { id, name: unknown.key, now });
    await history(`products/${id}`, 'product-added', { name: unknown.key });
  }
  for (const unknown of confirmed.filter((u) => u.kind === 'partNumber')) {
    if (await findPartNumber(trx, unknown.key)) continue;
    const product = unknown.product ? ((await findProductByName(trx, unknown.product))?.name ?? null) : null;
    const description = unknown.description || unknown.key;
    await insertPartNumber(trx, { id: unknown.key, description, product, now });
    await history(`partNumbers/${unknown.key}`, 'part-number-added', { description, product });
  }
  for (const unknown of confirmed.filter((u) => u.kind === 'supplier')) {
    const { name, code } = await supplierOf(trx, unknown.key);
    if (code === null) continue;
    const supplier = { id: randomUUID(), name, code, active: true };
    await insertSupplier(trx, supplier, now);
    await history(`suppliers/${supplier.id}`, 'supplier-added', { name, code });
  }
  const paths = confirmed.filter((u) => u.kind === 'location');
  if (paths.length > 0) {
    const parsed = ZLocationTree.safeParse(await findReferenceDocument(trx, 'locations'));
    let tree = parsed.success ? parsed.data : [];
    for (const path of paths) tree = addLocationPath(tree, path.key.split(LOCATION_PATH_SEPARATOR)).tree;
    await saveReferenceDocument(trx, 'locations', tree, now);
    await history('locations', 'locations-updated', { imported: paths.map((p) => p.key) });
  }
}

/**
 * A new supplier's name and code from how the file writes it: 'Name (CODE)', or a name whose code is made of its
 * letters and digits (made unique). Null code: a supplier with that code exists already (the rows find it).
 */
async function supplierOf(trx: Db, text: string): Promise<{ name: string; code: string | null }> {
  const labelled = /^(.*)\(([^()]+)\)\s*$/.exec(text.trim());
  if (labelled) {
    const code = (labelled[2] ?? '').trim();
    const taken = await findSupplierByCode(trx, code);
    return { name: (labelled[1] ?? '').trim(), code: taken ? null : code };
  }
  const base =
    text
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'SUPPLIER';
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}${n}`;
    if (!(await findSupplierByCode(trx, code))) return { name: text.trim(), code };
  }
}

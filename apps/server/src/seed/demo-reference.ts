import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { storageKeyFor, type TAttachment } from '@qi/domain/attachments';
import { idFromTitle, type TLocation } from '@qi/domain/reference-data';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { nowIso } from '../db/values';
import {
  insertPartNumber,
  insertProduct,
  saveReferenceDocument,
} from '../modules/reference/reference-repository';
import { insertSupplier } from '../modules/suppliers/supplier-repository';
import { insertUpload } from '../modules/uploads/upload-repository';
import { findUserByEmail } from '../modules/users/user-repository';

const DEMO_PRODUCTS = [
  'Widget A',
  'Widget B',
  'Gearbox 200',
  'Hydraulic Pump HP-40',
  'Control Panel CP-7',
  'Conveyor Module CM-3',
];

/** Each series belongs to one product (its descriptions say which); Widget A and B have no part numbers. */
const DEMO_PART_NUMBERS = [
  { id: 'PN-1001', description: 'Housing', product: 'Gearbox 200' },
  { id: 'PN-1002', description: 'Drive shaft', product: 'Gearbox 200' },
  { id: 'PN-1003', description: 'Seal kit', product: 'Gearbox 200' },
  { id: 'PN-1004', description: 'Bearing 6204-2RS', product: 'Gearbox 200' },
  { id: 'PN-1005', description: 'Gear set, helical, ratio 5:1', product: 'Gearbox 200' },
  { id: 'PN-1006', description: 'Gasket, cover', product: 'Gearbox 200' },
  { id: 'PN-2001', description: 'Pump body, cast aluminium', product: 'Hydraulic Pump HP-40' },
  { id: 'PN-2002', description: 'Impeller', product: 'Hydraulic Pump HP-40' },
  { id: 'PN-2003', description: 'Pressure relief valve', product: 'Hydraulic Pump HP-40' },
  { id: 'PN-3001', description: 'Touch display 7 inch', product: 'Control Panel CP-7' },
  { id: 'PN-3002', description: 'Main controller board', product: 'Control Panel CP-7' },
  { id: 'PN-3003', description: 'Wiring loom, panel', product: 'Control Panel CP-7' },
  { id: 'PN-4001', description: 'Belt, 400 mm', product: 'Conveyor Module CM-3' },
  { id: 'PN-4002', description: 'Drive roller', product: 'Conveyor Module CM-3' },
  { id: 'PN-4003', description: 'Motor mount bracket', product: 'Conveyor Module CM-3' },
];

/** One retired supplier shows how a retired one reads in lists and on older incidents. */
const DEMO_SUPPLIERS = [
  { name: 'Acme Castings', code: 'ACM', active: true },
  { name: 'Brightline Electronics', code: 'BLE', active: true },
  { name: 'Northern Bearings', code: 'NBR', active: true },
  { name: 'Precision Seals', code: 'PSL', active: true },
  { name: 'Old Mill Fasteners', code: 'OMF', active: false },
];

const node = (title: string) => ({ id: idFromTitle(title), title });

/** All four levels: location → category → subcategory level 1 → subcategory level 2. */
const DEMO_LOCATIONS: TLocation[] = [
  {
    ...node('Factory 1'),
    categories: [
      {
        ...node('Assembly'),
        subcategories: [
          { ...node('Line 1'), furtherSubcategories: [node('Station A'), node('Station B')] },
          { ...node('Line 2'), furtherSubcategories: [node('Station C')] },
        ],
      },
      {
        ...node('Goods In'),
        subcategories: [{ ...node('Inspection'), furtherSubcategories: [node('Bench 1'), node('Bench 2')] }],
      },
      { ...node('Paint Shop'), subcategories: [] },
    ],
  },
  {
    ...node('Warehouse'),
    categories: [
      {
        ...node('Storage'),
        subcategories: [{ ...node('Racking'), furtherSubcategories: [node('Aisle 1'), node('Aisle 2')] }],
      },
      { ...node('Dispatch'), subcategories: [] },
    ],
  },
  {
    ...node('Customer Site'),
    categories: [
      {
        ...node('Installation'),
        subcategories: [{ ...node('Commissioning'), furtherSubcategories: [] }],
      },
    ],
  },
];

/** Products, part numbers, suppliers and the location tree, in the demo seed's transaction. */
export async function seedDemoReference(db: Db, now: string): Promise<void> {
  for (const name of DEMO_PRODUCTS) await insertProduct(db, { id: randomUUID(), name, now });
  for (const part of DEMO_PART_NUMBERS) await insertPartNumber(db, { ...part, now });
  for (const supplier of DEMO_SUPPLIERS) await insertSupplier(db, { id: randomUUID(), ...supplier }, now);
  await saveReferenceDocument(db, 'locations', DEMO_LOCATIONS, now);
  await saveReferenceDocument(db, 'templates', [], now);
}

const CHECKLIST = `# Containment checklist

Use this list in the first 24 hours after an incident is reported.

- [ ] Quarantine the suspect stock (warehouse, line side, in transit)
- [ ] Label it with the red incident tag
- [ ] Check the last good batch and the first bad batch
- [ ] Inform the customer when product has shipped
- [ ] Record every action in the investigation's *Containment Action*
`;

const WORKSHEET = `Step,Question,Answer
1,What happened?,
2,Why did it happen? (why 1),
3,Why? (why 2),
4,Why? (why 3),
5,Why? (why 4),
6,Why? (why 5 - root cause),
7,Corrective action,
8,How will we verify the effectiveness?,
`;

const DEMO_TEMPLATES = [
  { name: 'Containment checklist.md', type: 'text/markdown', text: CHECKLIST },
  { name: '5 Whys worksheet.csv', type: 'text/csv', text: WORKSHEET },
];

/**
 * The template files: written through the storage, recorded in `uploads` as uploaded by the demo admin,
 * and listed as the templates. Runs after `seedDemoData` (it needs the storage, which the seed does not have).
 */
export async function seedDemoTemplates(ctx: AppContext, adminEmail = 'admin@example.com'): Promise<void> {
  const admin = await findUserByEmail(ctx.db, adminEmail);
  const now = nowIso();
  const templates: TAttachment[] = [];
  for (const file of DEMO_TEMPLATES) {
    const key = storageKeyFor(randomUUID(), file.name);
    const { size } = await ctx.storage.put(key, Readable.from([Buffer.from(file.text)]), file.type);
    await insertUpload(ctx.db, {
      key,
      name: file.name,
      type: file.type,
      size,
      uploadedBy: admin?.user_id ?? null,
      createdAt: now,
      attachedAt: now, // listed as a template at once: never cleaned up as unattached
    });
    templates.push({ id: key, name: file.name, type: file.type, size, url: '' });
  }
  await saveReferenceDocument(ctx.db, 'templates', templates, now);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { optionItems } from '../db/schema/complete-units.ts';
import { type MenuRow, users, userTypes } from '../db/schema/auth.ts';

const repairs: MenuRow = {
  key: 'repairs',
  items: ['data', 'report', 'rma', 'rma_history', 'history', 'update_warranty'],
};
const completeUnit: MenuRow = {
  key: 'complete_unit',
  items: ['complete_unit_request', 'complete_unit_reports'],
};
const feedback: MenuRow = { key: 'feedback', items: ['report', 'history'] };
const spares: MenuRow = { key: 'spares', items: ['make_order', 'bag', 'orders'] };
const plain = (key: string): MenuRow => ({ key, items: [] });
const admin: MenuRow = {
  key: 'admin',
  items: [
    'not_sent',
    'rma',
    'rma_history',
    'warranty_updates',
    'changed_robot_parts',
    'qaManagement',
    'popups',
    'contents/news',
    'contents/qa',
    'contents/texts',
    'audit',
    'companies',
  ],
};
const partnerMenus = [
  plain('hp'),
  repairs,
  completeUnit,
  feedback,
  spares,
  plain('compatibility'),
  plain('faq'),
  plain('about_us'),
  plain('contact'),
];

/** The provider staff's menus: the partner's, with users, their admin group and reports. */
const providerMenus = (adminGroup: MenuRow) => [
  ...partnerMenus.slice(0, 6),
  plain('users'),
  adminGroup,
  plain('reports'),
  ...partnerMenus.slice(6),
];

/** A partner manager's menus: the partner's with the users screen. */
const partnerManagerMenus = [...partnerMenus.slice(0, 6), plain('users'), ...partnerMenus.slice(6)];

/** The user types of the demo (and of a fresh production database: see docs/decisions.md). */
export const userTypeRows = [
  {
    id: 1,
    name: 'Provider administrator',
    editUser: true,
    addUser: true,
    viewUser: true,
    expandedWarranty: true,
    rmaPartsReport: true,
    manageFeedback: true,
    // The master-data import is the administrator's alone.
    menus: providerMenus({ ...admin, items: [...admin.items, 'import'] }),
  },
  {
    id: 2,
    name: 'Provider staff',
    editUser: false,
    addUser: false,
    viewUser: true,
    expandedWarranty: true,
    rmaPartsReport: true,
    manageFeedback: true,
    menus: providerMenus(admin),
  },
  {
    id: 3,
    name: 'Distributor manager',
    editUser: true,
    addUser: true,
    viewUser: true,
    expandedWarranty: true,
    rmaPartsReport: true,
    manageFeedback: false,
    menus: partnerManagerMenus,
  },
  {
    id: 4,
    name: 'Distributor user',
    editUser: false,
    addUser: false,
    viewUser: false,
    expandedWarranty: false,
    rmaPartsReport: true,
    manageFeedback: false,
    menus: partnerMenus,
  },
  {
    id: 5,
    name: 'Service centre manager',
    editUser: true,
    addUser: true,
    viewUser: true,
    expandedWarranty: false,
    rmaPartsReport: true,
    manageFeedback: false,
    menus: partnerManagerMenus,
  },
  {
    id: 6,
    name: 'Service centre',
    editUser: false,
    addUser: false,
    viewUser: false,
    expandedWarranty: false,
    rmaPartsReport: true,
    manageFeedback: false,
    menus: partnerMenus,
  },
  {
    id: 7,
    name: 'Viewer',
    editUser: false,
    addUser: false,
    viewUser: false,
    expandedWarranty: false,
    rmaPartsReport: false,
    manageFeedback: false,
    menus: [
      plain('hp'),
      { key: 'repairs', items: ['data', 'rma_history', 'history'] },
      plain('compatibility'),
      plain('faq'),
      plain('about_us'),
      plain('contact'),
    ],
  },
];

export const complaintTypeRows = [
  { code: 'not_cleaning', title: { eng: 'Does not clean', fra: 'Ne nettoie pas', spa: 'No limpia' } },
  { code: 'not_moving', title: { eng: 'Does not move', fra: 'Ne bouge pas', spa: 'No se mueve' } },
  {
    code: 'not_climbing',
    title: { eng: 'Does not climb walls', fra: 'Ne monte pas aux parois', spa: 'No sube por las paredes' },
  },
  { code: 'noise', title: { eng: 'Makes noise', fra: 'Fait du bruit', spa: 'Hace ruido' } },
  { code: 'no_power', title: { eng: 'No power', fra: "Pas d'alimentation", spa: 'Sin alimentación' } },
  {
    code: 'cable_tangle',
    title: { eng: 'Cable tangles', fra: "Le câble s'emmêle", spa: 'El cable se enreda' },
  },
  {
    code: 'other',
    title: { eng: 'Other (open field)', fra: 'Autre (champ libre)', spa: 'Otro (campo libre)' },
    isOther: true,
  },
];

export const failureTypeRows = [
  {
    code: 'motor',
    title: {
      eng: 'Drive motor failure',
      fra: 'Panne du moteur de traction',
      spa: 'Fallo del motor de tracción',
    },
  },
  { code: 'pump', title: { eng: 'Pump failure', fra: 'Panne de pompe', spa: 'Fallo de la bomba' } },
  {
    code: 'psu',
    title: {
      eng: 'Power supply failure',
      fra: "Panne de l'alimentation",
      spa: 'Fallo de la fuente de alimentación',
    },
  },
  {
    code: 'water',
    title: { eng: 'Water leak into the unit', fra: "Infiltration d'eau", spa: 'Entrada de agua' },
  },
  {
    code: 'mechanical',
    title: { eng: 'Broken mechanical part', fra: 'Pièce mécanique cassée', spa: 'Pieza mecánica rota' },
  },
  {
    code: 'electronics',
    title: { eng: 'Electronics failure', fra: "Panne de l'électronique", spa: 'Fallo de la electrónica' },
  },
  { code: 'other', title: { eng: 'Other', fra: 'Autre', spa: 'Otro' }, isOther: true },
];

export async function seedUserTypes(db: Db) {
  await db.insert(userTypes).values(userTypeRows).onConflictDoNothing();
}

export async function seedOptionLists(db: Db) {
  const rows = [
    ...complaintTypeRows.map((r, i) => ({
      list: 'complaint',
      code: r.code,
      title: r.title,
      isOther: r.isOther ?? false,
      sort: i,
    })),
    ...failureTypeRows.map((r, i) => ({
      list: 'failure',
      code: r.code,
      title: r.title,
      isOther: r.isOther ?? false,
      sort: i,
    })),
  ];
  await db.insert(optionItems).values(rows);
}

export const demoCompanies = [
  { name: 'Poolside Robotics', number: '1000', kind: 'provider' as const, currency: 'USD', country: 'IL' },
  {
    name: 'AquaDistrib Europe',
    number: '2001',
    kind: 'distributor' as const,
    currency: 'EUR',
    country: 'FR',
  },
  {
    name: 'ClearWater Service',
    number: '3001',
    kind: 'service_centre' as const,
    currency: 'USD',
    country: 'US',
  },
  {
    name: 'Riviera Pool Service',
    number: '3002',
    kind: 'service_centre' as const,
    currency: 'EUR',
    country: 'FR',
    parent: '2001',
  },
  { name: 'Galil Pools', number: '3003', kind: 'service_centre' as const, currency: 'ILS', country: 'IL' },
];

/** Companies and people of the demo; returns ids by company number and by e-mail. */
export async function seedCompaniesAndUsers(db: Db, passwordHash: string) {
  const companyIds: Record<string, number> = {};
  for (const c of demoCompanies) {
    const parentId = 'parent' in c && c.parent ? companyIds[c.parent] : null;
    const [row] = await db
      .insert(companies)
      .values({
        name: c.name,
        number: c.number,
        kind: c.kind,
        currency: c.currency,
        country: c.country,
        parentId,
      })
      .returning({ id: companies.id });
    companyIds[c.number] = row.id;
  }
  const people = [
    {
      email: 'admin@demo.test',
      name: 'Dana Admin',
      typeId: 1,
      company: '1000',
      country: 'IL',
      city: 'Yokneam',
      language: 'eng' as const,
    },
    {
      email: 'staff@demo.test',
      name: 'Sam Staff',
      typeId: 2,
      company: '1000',
      country: 'IL',
      city: 'Yokneam',
      language: 'eng' as const,
    },
    {
      email: 'distributor@demo.test',
      name: 'Claire Distributor',
      typeId: 3,
      company: '2001',
      country: 'FR',
      city: 'Lyon',
      language: 'eng' as const,
    },
    {
      email: 'service@demo.test',
      name: 'Steve Service',
      typeId: 6,
      company: '3001',
      country: 'US',
      city: 'Tampa',
      language: 'eng' as const,
    },
    {
      email: 'riviera@demo.test',
      name: 'Lucía Riviera',
      typeId: 5,
      company: '3002',
      country: 'ES',
      city: 'Valencia',
      language: 'spa' as const,
    },
    {
      email: 'galil@demo.test',
      name: 'Noa Galil',
      typeId: 6,
      company: '3003',
      country: 'IL',
      city: 'Haifa',
      language: 'eng' as const,
    },
  ];
  const userIds: Record<string, number> = {};
  for (const p of people) {
    const [row] = await db
      .insert(users)
      .values({
        email: p.email,
        name: p.name,
        typeId: p.typeId,
        companyId: companyIds[p.company],
        passwordHash,
        status: 'active',
        country: p.country,
        city: p.city,
        language: p.language,
        phone: '+1 555 0100',
        address: '1 Harbour Road',
        zip: '10001',
      })
      .returning({ id: users.id });
    userIds[p.email] = row.id;
  }
  const [pending] = await db
    .insert(users)
    .values({
      email: 'pending@demo.test',
      name: 'Pat Pending',
      typeId: 6,
      companyId: companyIds['3001'],
      passwordHash,
      status: 'pending',
      country: 'US',
    })
    .returning({ id: users.id });
  userIds['pending@demo.test'] = pending.id;
  return { companyIds, userIds };
}

/** Moves a serial sequence past explicitly inserted ids. */
export async function bumpSequence(db: Db, table: string) {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`,
    ),
  );
}

// Companies: the provider admin's companies screens, and the rules the import and the ERP
// sync apply to a company row. docs/decisions.md "Companies" says why each rule is so.
import { z } from 'zod';
import { requiredTextSchema } from './text.ts';
import { countryCodes } from './countries.ts';
import { keysetQuerySchema } from './lists.ts';
import { orderCurrencies } from './spares.ts';
import { companyKinds } from './users.ts';
import { recordIdSchema } from './db-int.ts';

export { companyKinds };
export type CompanyKind = (typeof companyKinds)[number];

/** The currencies a company may trade in (DESIGN.md: ISO USD, EUR, ILS; the screen may say NIS). */
export const companyCurrencies = orderCurrencies;
export type CompanyCurrency = (typeof companyCurrencies)[number];

export const companyLimits = { numberMax: 40, nameMax: 120, priceListMax: 40, brandsMax: 200 } as const;

/**
 * A company number (the service-centre id users carry as `centerMoovexID`): letters, digits, dot, dash,
 * underscore; starts with a letter or digit. Compared exactly (the unique index is on the stored text).
 */
export const companyNumberPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const requiredText = requiredTextSchema;

/**
 * The fields of a company as the screen sends them (PUT /api/companies, POST /api/companies/{id}).
 * `parentId` is the distributor a service centre sits under (null: none); `brandIds` the brands it sees.
 */
export const companyBodySchema = z.object({
  number: requiredText(companyLimits.numberMax).regex(companyNumberPattern),
  name: requiredText(companyLimits.nameMax),
  kind: z.enum(companyKinds),
  parentId: recordIdSchema.nullable().default(null),
  country: z.enum(countryCodes),
  currency: z.enum(companyCurrencies),
  priceList: requiredText(companyLimits.priceListMax),
  brandIds: z.array(recordIdSchema).max(companyLimits.brandsMax).default([]),
  isActive: z.boolean().default(true),
});
export type CompanyBody = z.infer<typeof companyBodySchema>;
export type CompanyBodyInput = z.input<typeof companyBodySchema>;

/** The fields every company must have: absent or empty answers -12 naming the field. */
export const companyRequiredFields = ['number', 'name', 'kind', 'country', 'currency', 'priceList'] as const;

/**
 * A company row of the import file and the ERP sync (`PUT /api/sync/companies`), by natural keys: the parent
 * distributor by its number ('' or absent: none), the price list by code, the brands by name.
 */
export const companyImportRowSchema = z.object({
  number: requiredText(companyLimits.numberMax).regex(companyNumberPattern),
  name: requiredText(companyLimits.nameMax),
  kind: z.enum(companyKinds),
  parentNumber: z.string().trim().max(companyLimits.numberMax).default(''),
  country: z.enum(countryCodes),
  currency: z.enum(companyCurrencies),
  priceList: requiredText(companyLimits.priceListMax),
  brands: z.array(requiredTextSchema(120)).max(companyLimits.brandsMax).default([]),
  active: z.boolean().default(true),
});
export type CompanyImportRow = z.infer<typeof companyImportRowSchema>;

/** What a company rule answers: the field, the catalogue code name, and the reason (docs/api.md). */
export type CompanyIssue = {
  field: keyof CompanyBody;
  code: 'fieldRequired' | 'invalid' | 'companyExists' | 'operationFailed';
  reason?: CompanyIssueReason;
};
export type CompanyIssueReason =
  | 'parentNotDistributor'
  | 'parentNotAllowed'
  | 'parentUnknown'
  | 'parentSelf'
  | 'priceListUnknown'
  | 'brandUnknown'
  | 'oneProvider'
  | 'providerKind'
  | 'providerActive'
  | 'hasServiceCentres';

/**
 * The facts the rules need, which the caller gathers (the server in its transaction, the screen from its
 * lookups): the parent as it is stored, whether the price list and every brand exist, and what the edited
 * company is now (null on create).
 */
export type CompanyFacts = {
  parent: { id: number; kind: CompanyKind } | null | undefined;
  priceListExists: boolean;
  unknownBrandIds: number[];
  current: { id: number; kind: CompanyKind; hasServiceCentres: boolean } | null;
  /** Another company (not `current`) already is the provider. */
  providerExists: boolean;
};

/**
 * The rules of a company (one place: server create/edit, import, sync). `parent: undefined` means the body
 * names a parent that does not exist. Answers every issue, in field order.
 */
export function checkCompanyRules(body: CompanyBody, facts: CompanyFacts): CompanyIssue[] {
  const issues: CompanyIssue[] = [];
  const invalid = (field: keyof CompanyBody, reason: CompanyIssueReason) =>
    issues.push({ field, code: 'invalid', reason });
  const { current } = facts;
  if (body.kind === 'provider' && facts.providerExists) invalid('kind', 'oneProvider');
  else if (current && (current.kind === 'provider') !== (body.kind === 'provider'))
    invalid('kind', 'providerKind');
  else if (current?.hasServiceCentres && body.kind !== 'distributor') invalid('kind', 'hasServiceCentres');
  if (body.parentId !== null) {
    if (body.kind !== 'service_centre') invalid('parentId', 'parentNotAllowed');
    else if (current && body.parentId === current.id) invalid('parentId', 'parentSelf');
    else if (!facts.parent) invalid('parentId', 'parentUnknown');
    else if (facts.parent.kind !== 'distributor') invalid('parentId', 'parentNotDistributor');
  }
  if (!facts.priceListExists) invalid('priceList', 'priceListUnknown');
  if (facts.unknownBrandIds.length > 0) invalid('brandIds', 'brandUnknown');
  if (body.kind === 'provider' && !body.isActive) invalid('isActive', 'providerActive');
  return issues;
}

// ---- Answers and list ----

/** A row of GET /api/companies. */
export const companyRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  kind: z.enum(companyKinds),
  parentName: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  priceList: z.string(),
  isActive: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.number().int(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companyListSorts = ['number', 'name', 'kind', 'country', 'currency', 'createdAt', 'id'] as const;

/** GET /api/companies?page&pageSize&sort&filter&after&kind&country&active (filter: number/name substring). */
export const companyListQuerySchema = keysetQuerySchema.extend({
  kind: z.enum(companyKinds).optional(),
  country: z.enum(countryCodes).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** GET /api/companies/{id}: what the edit screen shows. */
export const companyDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  kind: z.enum(companyKinds),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  country: z.string(),
  currency: z.enum(companyCurrencies),
  priceList: z.string(),
  brandIds: z.array(z.number().int()),
  isActive: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.number().int(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** PUT /api/companies answers the company and whether this call created it (false: an identical retry). */
export const companyCreatedSchema = z.object({ company: companyDetailSchema, created: z.boolean() });

/** GET /api/companies/options: what the form's pickers offer (distributors, price lists, brands). */
export const companyOptionsSchema = z.object({
  distributors: z.array(
    z.object({ id: z.number().int(), number: z.string(), name: z.string(), isActive: z.boolean() }),
  ),
  priceLists: z.array(z.object({ code: z.string(), name: z.string() })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CompanyOptions = z.infer<typeof companyOptionsSchema>;

// ---- Staff search (top bar) ----

/** serial: a robot; part: the robot a part serial is fitted in; rma, order: by number or internal number. */
export const staffSearchKinds = ['serial', 'part', 'rma', 'order', 'company'] as const;
export type StaffSearchKind = (typeof staffSearchKinds)[number];

/** GET /api/search?q= (provider staff only): at most a few typed hits, each naming its company. */
export const staffSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(60) });
export const staffSearchHitSchema = z.object({
  kind: z.enum(staffSearchKinds),
  /** The record's id (RMA, order) or the robot unit's id. */
  id: z.number().int(),
  /** What was found: the serial, the RMA / order number, or the company's name. */
  key: z.string(),
  companyName: z.string().nullable(),
  companyNumber: z.string().nullable(),
  /** part: the part's PN and the serial of the robot it is fitted in (whose page opens). */
  partPn: z.string().nullable(),
  robotSn: z.string().nullable(),
  /** rma, order: the internal number it was found by (null when found by its number). */
  internalNumber: z.string().nullable(),
  /** serial, part: the robot model (name, PN and year: the robot page's path). */
  modelName: z.string().nullable(),
  pn: z.string().nullable(),
  year: z.number().int().nullable(),
  /** rma: its status code and whether it is finished (which admin page opens it). */
  status: z.string().nullable(),
  finished: z.boolean().nullable(),
  /** order: its total in minor units and currency. */
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** rma: date sent; order: date placed (unix seconds). */
  date: z.number().int().nullable(),
});
export type StaffSearchHit = z.infer<typeof staffSearchHitSchema>;
export const staffSearchAnswerSchema = z.object({ hits: z.array(staffSearchHitSchema) });

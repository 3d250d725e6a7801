// Master-data import and ERP sync: the kinds, their limits and their columns (the templates'
// headers and example rows); the rules of one row are in master-data-rules.ts (docs/api.md "Master data").
import { warrantyTypeIds } from './constants.ts';
import { orderCurrencies } from './spares.ts';
import { companyKinds } from './users.ts';

export const importKinds = [
  'brands',
  'models',
  'spares',
  'workbook',
  'documents',
  'units',
  'compatibility',
  'compatibilityFile',
  'companies',
] as const;
export type ImportKind = (typeof importKinds)[number];

/** The ERP sends rows as JSON; the compatibility file is a spreadsheet shape only (its rows are `compatibility`). */
export type SyncKind = Exclude<ImportKind, 'compatibilityFile'>;
export const syncKinds = importKinds.filter((kind): kind is SyncKind => kind !== 'compatibilityFile');

export const importLimits = {
  /** An uploaded .xlsx, .csv or .zip (documents with their files). */
  fileMaxBytes: 64 * 1024 * 1024,
  /** What an uploaded .zip or .xlsx may inflate to, all entries together (its directory is read first). */
  unzippedMaxBytes: 256 * 1024 * 1024,
  /** Entries of an uploaded .zip or .xlsx. */
  zipMaxEntries: 10_000,
  /** Data rows of one file (the header not counted). */
  fileMaxRows: 200_000,
  /** Rows of one sync call. */
  syncMaxRows: 10_000,
  /** The JSON body of one sync call (documents' files in base64 count too). */
  syncMaxBytes: 16 * 1024 * 1024,
  /** One document or image file. */
  documentMaxBytes: 20 * 1024 * 1024,
  /** Issues listed in a report (all are counted). */
  reportMaxIssues: 1000,
  /** Accepted values listed with an issue (all are counted: the screen adds "…"). */
  acceptedListed: 20,
  textMax: 200,
} as const;

export type CellFormat =
  | 'text'
  | 'pn'
  | 'sn'
  | 'integer'
  | 'year'
  | 'decimal'
  | 'money'
  | 'date'
  | 'boolean'
  | 'enum'
  | 'country'
  | 'currency'
  | 'file';

export type ImportColumn = {
  key: string;
  format: CellFormat;
  isRequired: boolean;
  /** The template's example value (a valid row on the demo data). */
  example: string;
  max?: number;
  min?: number;
  values?: readonly string[];
  /** Other header texts that name this column (the compatibility export's words in eng, fra, spa). */
  aliases?: readonly string[];
  /** Read from the file but not stored (the compatibility file's descriptions). */
  isIgnored?: boolean;
};

const col = (
  key: string,
  format: CellFormat,
  isRequired: boolean,
  example: string,
  extra: Partial<ImportColumn> = {},
): ImportColumn => ({ key, format, isRequired, example, ...extra });

export const partSlotValues = ['motor', 'slave', 'pump1', 'pump2', 'psu', 'other'] as const;
/** The fitted components a unit row can carry (PN and SN each). */
export const unitComponentSlots = ['motor', 'slave', 'pump1', 'pump2', 'psu'] as const;
export const documentKinds = ['document', 'certification'] as const;
/** Files a document or image column may name (content-checked on the server). */
export const importFileExtensions = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

const warrantyValues = warrantyTypeIds.map(String);
/** The template's example PN and SN of each component of a unit row (slave and second pump: none). */
const componentExamples: Record<(typeof unitComponentSlots)[number], { pn: string; sn: string }> = {
  motor: { pn: 'AB-MTR-S300B', sn: 'MT80000001' },
  slave: { pn: '', sn: '' },
  pump1: { pn: 'AB-PMP-S300B', sn: 'PU80000001' },
  pump2: { pn: '', sn: '' },
  psu: { pn: 'AB-PSU-S300', sn: 'PS80000001' },
};
const image = (key: string) => col(key, 'file', false, '');

/** The columns of each kind, in template order; the natural key of each kind is named in `importKeys`. */
export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  brands: [
    col('name', 'text', true, 'SeaGlide', { max: 80 }),
    col('sort', 'integer', false, '0', { min: 0, max: 10_000 }),
    col('active', 'boolean', false, 'yes'),
    image('imageMain'),
    image('imageSlim'),
  ],
  models: [
    col('brand', 'text', true, 'AquaBot', { max: 80 }),
    col('pn', 'pn', true, 'AB-S900'),
    col('year', 'year', true, '2026'),
    col('name', 'text', true, 'AquaBot Swift 900', { max: 120 }),
    col('warrantyType', 'enum', true, '231', { values: warrantyValues }),
    col('customerPn', 'text', false, 'ABS90026', { max: 40 }),
    col('poolArea', 'text', false, '16', { max: 40 }),
    col('access', 'text', false, 'Floor, walls, waterline', { max: 80 }),
    col('climb', 'text', false, 'Yes', { max: 40 }),
    col('cycleTime', 'text', false, '2.5', { max: 40 }),
    col('electronic', 'text', false, 'Swivel, smart navigation', { max: 80 }),
    col('psu', 'text', false, 'Digital 30V with timer', { max: 80 }),
    col('cableLength', 'text', false, '23', { max: 40 }),
    col('weight', 'text', false, '11.8', { max: 40 }),
    col('certificate', 'text', false, 'CE', { max: 40 }),
    image('imageMain'),
    image('imageBig'),
    image('imageView'),
    image('imageExplodedBig'),
    image('imageSlim'),
  ],
  spares: [
    col('pn', 'pn', true, 'AB-FLT-02'),
    col('description', 'text', true, 'AquaBot ultra-fine filter basket', { max: 200 }),
    col('nonSerial', 'boolean', false, 'yes'),
    col('snPrefix', 'text', false, '', { max: 10 }),
    col('snLength', 'integer', false, '', { min: 1, max: 40 }),
    ...orderCurrencies.map((c, i) => col(`price${c}`, 'money', false, ['24.90', '22.90', '90.90'][i] ?? '')),
  ],
  workbook: [
    col('modelPn', 'pn', true, 'AB-S300'),
    col('modelYear', 'year', true, '2024'),
    col('balloonId', 'decimal', true, '12', { min: 0.01, max: 9999.99 }),
    col('pn', 'pn', true, 'AB-BRS-02'),
    col('amount', 'integer', false, '2', { min: 1, max: 1000 }),
    col('slot', 'enum', false, 'other', { values: partSlotValues }),
  ],
  documents: [
    col('modelPn', 'pn', true, 'AB-S300'),
    col('modelYear', 'year', true, '2024'),
    col('kind', 'enum', true, 'document', { values: documentKinds }),
    col('no', 'text', true, 'SM-AB-S300', { max: 60 }),
    col('name', 'text', true, 'Service manual', { max: 120 }),
    col('code', 'text', false, 'manual', { max: 40 }),
    col('year', 'year', false, '2024'),
    col('file', 'file', false, ''),
  ],
  units: [
    col('sn', 'sn', true, 'SN900001'),
    col('modelPn', 'pn', true, 'AB-S300'),
    col('modelYear', 'year', true, '2024'),
    col('productionDate', 'date', true, '15/01/2025'),
    col('shipDate', 'date', false, '29/01/2025'),
    col('saleDate', 'date', false, '10/03/2025'),
    col('warrantyType', 'enum', false, '231', { values: warrantyValues }),
    col('company', 'text', false, '3001', { max: 40 }),
    ...unitComponentSlots.flatMap((slot) => [
      col(`${slot}Pn`, 'pn', false, componentExamples[slot].pn),
      col(`${slot}Sn`, 'sn', false, componentExamples[slot].sn),
    ]),
  ],
  compatibility: [col('oldPn', 'pn', true, 'AB-HDL-01'), col('newPn', 'pn', true, 'AB-HDL-02')],
  // Exactly what the compatibilityFile export writes (its headers in any of the three languages).
  compatibilityFile: [
    col('pn', 'pn', true, 'AB-HDL-01', { aliases: ['Old PN', 'Ancienne réf.', 'Ref. antigua'] }),
    col('pnDescription', 'text', false, 'AquaBot handle', {
      isIgnored: true,
      aliases: ['Old PN description', "Description de l'ancienne réf.", 'Descripción de la ref. antigua'],
    }),
    col('newPN', 'pn', true, 'AB-HDL-02', { aliases: ['New PN', 'Nouvelle réf.', 'Ref. nueva'] }),
    col('newPNDescription', 'text', false, '', {
      isIgnored: true,
      aliases: ['New PN description', 'Description de la nouvelle réf.', 'Descripción de la ref. nueva'],
    }),
  ],
  // The rules of a company row are the companies module's (contract companies.ts, checkCompanyRules).
  companies: [
    col('number', 'text', true, '3101', { max: 40 }),
    col('name', 'text', true, 'Azur Piscines', { max: 120 }),
    col('kind', 'enum', true, 'service_centre', { values: companyKinds }),
    col('parentNumber', 'text', false, '2001', { max: 40 }),
    col('country', 'country', true, 'FR'),
    col('currency', 'currency', true, 'EUR'),
    col('priceList', 'text', true, 'partner', { max: 40 }),
    col('brands', 'text', false, 'AquaBot|WaveMaster', { max: 2000 }),
    col('active', 'boolean', false, 'yes'),
  ],
};

/** The columns that identify a row: a second row with the same key in one file is refused. */
export const importKeys: Record<ImportKind, readonly string[]> = {
  brands: ['name'],
  models: ['pn', 'year'],
  spares: ['pn'],
  workbook: ['modelPn', 'modelYear', 'balloonId', 'pn'],
  documents: ['modelPn', 'modelYear', 'kind', 'no'],
  units: ['sn'],
  compatibility: ['oldPn', 'newPn'],
  compatibilityFile: ['pn', 'newPN'],
  companies: ['number'],
};

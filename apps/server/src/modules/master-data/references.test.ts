import { countryCodes } from '@poolside/contract/countries';
import { importLimits } from '@poolside/contract/master-data-columns';
import { warrantyTypeIds } from '@poolside/contract/constants';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { compatibility } from '../../db/schema/compatibility.ts';
import { priceLists } from '../../db/schema/spares.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { csvOf, uploadImport } from './test-helpers.ts';

let ctx: TestContext;
let admin: string;
useTestContext(async (c) => {
  ctx = c;
  admin = await c.login('admin@demo.test');
});

const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));
const brandNames = async () => sorted((await ctx.deps.db.select().from(brands)).map((b) => b.name));

describe('a reference the portal does not know', () => {
  it('names the unknown brand of a model row and lists the brands it accepts', async () => {
    const csv = csvOf(
      ['brand', 'pn', 'year', 'name', 'warrantyType'],
      [['AquaBott', 'AB-S950', 2026, 'Swift 950', 231]],
    );
    const res = await uploadImport(ctx, admin, 'models', 'check', 'models.csv', csv);
    const names = await brandNames();
    expect(res.data.issues).toEqual([
      {
        line: 2,
        column: 'brand',
        reason: 'unknownBrand',
        value: 'AquaBott',
        accepted: names,
        acceptedCount: names.length,
      },
    ]);
  });

  it("names a company row's unknown parent, price list and brand, each with what is accepted", async () => {
    const distributors = sorted(
      (await ctx.deps.db.select().from(companies).where(eq(companies.kind, 'distributor'))).map(
        (c) => c.number,
      ),
    );
    const lists = sorted(
      (await ctx.deps.db.select().from(priceLists).orderBy(asc(priceLists.code))).map((l) => l.code),
    );
    const names = await brandNames();
    const csv = csvOf(
      ['number', 'name', 'kind', 'parentNumber', 'country', 'currency', 'priceList', 'brands'],
      [['3901', 'Azur Nord', 'service_centre', '9999', 'FR', 'EUR', 'gold', 'AquaBot|NoSuchBrand']],
    );
    const res = await uploadImport(ctx, admin, 'companies', 'check', 'companies.csv', csv);
    expect(res.data.issues).toEqual([
      {
        line: 2,
        column: 'parentNumber',
        reason: 'unknownParent',
        value: '9999',
        accepted: distributors,
        acceptedCount: distributors.length,
      },
      {
        line: 2,
        column: 'priceList',
        reason: 'unknownPriceList',
        value: 'gold',
        accepted: lists,
        acceptedCount: lists.length,
      },
      {
        line: 2,
        column: 'brands',
        reason: 'unknownBrand',
        value: 'NoSuchBrand',
        accepted: names,
        acceptedCount: names.length,
      },
    ]);
  });

  it('lists at most the first accepted values and counts them all (a country code)', async () => {
    const csv = csvOf(
      ['number', 'name', 'kind', 'country', 'currency', 'priceList'],
      [['3902', 'Nowhere Pools', 'distributor', 'XQ', 'EUR', 'standard']],
    );
    const res = await uploadImport(ctx, admin, 'companies', 'check', 'companies.csv', csv);
    expect(res.data.issues).toEqual([
      {
        line: 2,
        column: 'country',
        reason: 'unknownValue',
        value: 'XQ',
        accepted: countryCodes.slice(0, importLimits.acceptedListed),
        acceptedCount: countryCodes.length,
      },
    ]);
  });

  it('lists the accepted values of a cell that must be one of a few (warranty type)', async () => {
    const csv = csvOf(
      ['sn', 'modelPn', 'modelYear', 'productionDate', 'warrantyType'],
      [['SN960001', 'AB-S300', 2024, '01/02/2025', 999]],
    );
    const res = await uploadImport(ctx, admin, 'units', 'check', 'units.csv', csv);
    expect(res.data.issues).toEqual([
      {
        line: 2,
        column: 'warrantyType',
        reason: 'unknownValue',
        value: '999',
        accepted: warrantyTypeIds.map(String),
        acceptedCount: warrantyTypeIds.length,
      },
    ]);
  });
});

describe('compatibility rows', () => {
  it('refuses a part number the registry does not hold, with its line and column; nothing is written', async () => {
    for (const [kind, oldKey, newKey] of [
      ['compatibility', 'oldPn', 'newPn'],
      ['compatibilityFile', 'pn', 'newPN'],
    ] as const) {
      const csv = csvOf(
        [oldKey, newKey],
        [
          ['AB-HDL-01', 'AB-HDL-77'],
          ['AB-ZZZ-01', 'AB-BRS-02'],
          ['AB-TRK-01', 'AB-WHL-01'],
        ],
      );
      const res = await uploadImport(ctx, admin, kind, 'apply', 'compatibility.csv', csv);
      expect(res).toMatchObject({ http: 400, code: -6, data: { reason: 'invalidRows', issueCount: 2 } });
      expect(res.data.issues).toEqual([
        { line: 2, column: newKey, reason: 'unknownPart', value: 'AB-HDL-77' },
        { line: 3, column: oldKey, reason: 'unknownPart', value: 'AB-ZZZ-01' },
      ]);
      const written = await ctx.deps.db
        .select()
        .from(compatibility)
        .where(eq(compatibility.oldPn, 'AB-TRK-01'));
      expect(written).toEqual([]);
    }
  });
});

import type { Db } from '../db/client.ts';
import { brands, modelDocuments, partNumbers, robotModels, workbookParts } from '../db/schema/catalogue.ts';
import { companyBrands } from '../db/schema/companies.ts';
import { compatibility } from '../db/schema/compatibility.ts';
import { demoBrandColours, demoRobotImageKeys } from '../modules/catalogue/demo-images.ts';
import { warrantyTypeRules } from '../modules/units/index.ts';
import { seedUnits } from './units.ts';

type Line = { code: string; name: string; years: number[]; hasSlave: boolean; size: 'S' | 'M' | 'L' };

const demoBrands: { slug: string; prefix: string; lines: Line[] }[] = [
  {
    slug: 'aquabot',
    prefix: 'AB',
    lines: [
      { code: 'S200', name: 'Swift 200', years: [2021, 2022, 2023], hasSlave: false, size: 'S' },
      { code: 'S300', name: 'Swift 300', years: [2023, 2024, 2025], hasSlave: false, size: 'M' },
      { code: 'X500', name: 'Xtreme 500', years: [2024, 2025], hasSlave: true, size: 'L' },
    ],
  },
  {
    slug: 'wavemaster',
    prefix: 'WM',
    lines: [
      { code: 'C10', name: 'Cruiser 10', years: [2021, 2022], hasSlave: false, size: 'S' },
      { code: 'C20', name: 'Cruiser 20', years: [2022, 2023, 2024], hasSlave: false, size: 'M' },
      { code: 'P90', name: 'Pro 90', years: [2024, 2025], hasSlave: true, size: 'L' },
    ],
  },
  {
    slug: 'clearpro',
    prefix: 'CP',
    lines: [
      { code: 'E1', name: 'Eco 1', years: [2022, 2023], hasSlave: false, size: 'S' },
      { code: 'E3', name: 'Eco 3', years: [2023, 2024, 2025], hasSlave: false, size: 'M' },
    ],
  },
  {
    slug: 'deepblue',
    prefix: 'DB',
    lines: [
      { code: 'R7', name: 'Reef 7', years: [2021, 2023], hasSlave: false, size: 'M' },
      { code: 'R9', name: 'Reef 9', years: [2024, 2025], hasSlave: true, size: 'L' },
    ],
  },
];

const sizeSpecs = {
  S: { poolArea: '8', cycleTime: '1.5', cableLength: '15', weight: '7.2', access: 'Floor' },
  M: { poolArea: '12', cycleTime: '2', cableLength: '18', weight: '9.5', access: 'Floor, walls' },
  L: {
    poolArea: '16',
    cycleTime: '2.5',
    cableLength: '23',
    weight: '11.8',
    access: 'Floor, walls, waterline',
  },
};

const typeIds = Object.keys(warrantyTypeRules).map(Number);

export type SeededModel = {
  id: number;
  pn: string;
  year: number;
  hasSlave: boolean;
  warrantyType: number;
  pns: ReturnType<typeof linePns>;
};

/** Part numbers of a product line; models from 2024 on use the new motor and pump (compatibility rows). */
function linePns(prefix: string, line: Line, year: number) {
  const revision = year >= 2024 ? 'B' : 'A';
  return {
    motor: `${prefix}-MTR-${line.code}${revision}`,
    slave: `${prefix}-SLV-${line.code}`,
    pump: `${prefix}-PMP-${line.code}${revision}`,
    psu: `${prefix}-PSU-${line.code}`,
  };
}

/** Brands, company brands, models (pn × year) with workbook, documents and compatibility rows. */
export async function seedCatalogue(db: Db, companyIds: Record<string, number>): Promise<SeededModel[]> {
  const brandIds: Record<string, number> = {};
  for (const [i, b] of demoBrands.entries()) {
    const [row] = await db
      .insert(brands)
      .values({
        name: demoBrandColours[b.slug].label,
        imageMain: `demo/brand/${b.slug}/main.svg`,
        imageSlim: `demo/brand/${b.slug}/slim.svg`,
        sort: i,
      })
      .returning({ id: brands.id });
    brandIds[b.slug] = row.id;
  }
  const grants: [string, string[]][] = [
    ['2001', ['aquabot', 'wavemaster', 'clearpro']],
    ['3001', ['aquabot', 'wavemaster']],
    ['3003', ['deepblue', 'aquabot']],
  ];
  await db
    .insert(companyBrands)
    .values(
      grants.flatMap(([c, slugs]) => slugs.map((s) => ({ companyId: companyIds[c], brandId: brandIds[s] }))),
    );

  const parts = new Map<string, typeof partNumbers.$inferInsert>();
  const addPart = (p: typeof partNumbers.$inferInsert) => parts.set(p.pn, p);
  const models: SeededModel[] = [];
  const workbook: (typeof workbookParts.$inferInsert)[] = [];
  const documents: (typeof modelDocuments.$inferInsert)[] = [];
  const compat = new Set<string>();
  let typeIndex = 0;

  for (const b of demoBrands) {
    const brandName = demoBrandColours[b.slug].label;
    const common = {
      brush: `${b.prefix}-BRS-01`,
      pulley: `${b.prefix}-PUL-01`,
      filter: `${b.prefix}-FLT-01`,
      cable: `${b.prefix}-CBL-18`,
      handle: `${b.prefix}-HDL-01`,
      track: `${b.prefix}-TRK-01`,
      wheel: `${b.prefix}-WHL-01`,
    };
    addPart({ pn: common.brush, description: `${brandName} PVA brush`, isNonSerial: true });
    addPart({ pn: common.pulley, description: `${brandName} pully wheel`, isNonSerial: true });
    addPart({ pn: common.filter, description: `${brandName} fine filter basket`, isNonSerial: true });
    addPart({ pn: common.cable, description: `${brandName} floating cable`, isNonSerial: true });
    addPart({ pn: common.handle, description: `${brandName} handle`, isNonSerial: true });
    addPart({ pn: common.track, description: `${brandName} drive track`, isNonSerial: true });
    addPart({ pn: common.wheel, description: `${brandName} side wheel`, isNonSerial: true });
    // The handle's successor has no compatibility row yet: the compatibility template's example adds it.
    addPart({ pn: `${b.prefix}-HDL-02`, description: `${brandName} reinforced handle`, isNonSerial: true });
    compat.add(`${common.brush}>${b.prefix}-BRS-02`);
    addPart({ pn: `${b.prefix}-BRS-02`, description: `${brandName} combined brush`, isNonSerial: true });

    for (const line of b.lines) {
      const warrantyType = typeIds[typeIndex++ % typeIds.length];
      for (const year of line.years) {
        const pns = linePns(b.prefix, line, year);
        const rev = year >= 2024 ? 'rev. B' : 'rev. A';
        addPart({
          pn: pns.motor,
          description: `Drive motor ${line.code} ${rev}`,
          snPrefix: 'MT',
          snLength: 10,
        });
        addPart({
          pn: pns.pump,
          description: `Pump motor ${line.code} ${rev}`,
          snPrefix: 'PU',
          snLength: 10,
        });
        addPart({ pn: pns.psu, description: `Power supply ${line.code}`, snPrefix: 'PS', snLength: 10 });
        if (line.hasSlave) {
          addPart({ pn: pns.slave, description: `Slave motor ${line.code}`, snPrefix: 'MS', snLength: 10 });
        }
        if (year >= 2024 && line.years.some((y) => y < 2024)) {
          const old = linePns(b.prefix, line, 2023);
          compat.add(`${old.motor}>${pns.motor}`);
          compat.add(`${old.pump}>${pns.pump}`);
        }
        const pn = `${b.prefix}-${line.code}`;
        const spec = sizeSpecs[line.size];
        const [model] = await db
          .insert(robotModels)
          .values({
            brandId: brandIds[b.slug],
            pn,
            year,
            name: `${brandName} ${line.name}`,
            customerPn: `${b.prefix}${line.code}${String(year).slice(2)}`,
            ...demoRobotImageKeys(b.slug, pn, year),
            ...spec,
            climb: line.size === 'S' ? 'No' : 'Yes',
            electronic: line.size === 'L' ? 'Swivel, smart navigation' : 'Swivel',
            psu: line.size === 'L' ? 'Digital 30V with timer' : 'Digital 24V',
            certificate: year >= 2023 ? 'CE' : 'N',
            warrantyType,
          })
          .returning({ id: robotModels.id });
        models.push({ id: model.id, pn, year, hasSlave: line.hasSlave, warrantyType, pns });
        const lines: [number, string, number, (typeof workbookParts.$inferInsert)['slot']][] = [
          [1, `${b.prefix}-HDL-01`, 1, 'other'],
          [2, pns.motor, 1, 'motor'],
          [3, pns.pump, 1, 'pump1'],
          [4, pns.psu, 1, 'psu'],
          [5, common.brush, 2, 'other'],
          [6, common.pulley, 4, 'other'],
          [7, common.filter, 1, 'other'],
          [8, common.cable, 1, 'other'],
          [9, common.track, 2, 'other'],
          [9.5, common.wheel, 2, 'other'],
        ];
        if (line.hasSlave) lines.push([2.5, pns.slave, 1, 'slave']);
        for (const [balloonId, partPn, amount, slot] of lines) {
          workbook.push({ modelId: model.id, balloonId, pn: partPn, amount, slot });
        }
        documents.push(
          {
            modelId: model.id,
            kind: 'document',
            name: 'User manual',
            no: `UM-${pn}`,
            code: 'manual',
            year,
            storageKey: `demo/doc/${pn}_${year}_user_manual.pdf`,
          },
          {
            modelId: model.id,
            kind: 'document',
            name: 'Quick start guide',
            no: `QS-${pn}`,
            code: 'guide',
            year,
            storageKey: `demo/doc/${pn}_${year}_quick_start.pdf`,
          },
        );
        if (year >= 2023) {
          documents.push({
            modelId: model.id,
            kind: 'certification',
            name: 'CE declaration of conformity',
            no: `CE-${pn}-${year}`,
            code: 'CE',
            year,
            storageKey: `demo/doc/${pn}_${year}_CE.pdf`,
          });
        }
      }
    }
  }
  await db.insert(partNumbers).values([...parts.values()]);
  await db.insert(workbookParts).values(workbook);
  await db.insert(modelDocuments).values(documents);
  await db.insert(compatibility).values(
    [...compat].map((pair) => {
      const [oldPn, newPn] = pair.split('>');
      return { oldPn, newPn };
    }),
  );
  return models;
}

/** The catalogue and robot units of the demo (DESIGN.md section 3). */
export async function seedCatalogueDemo(
  db: Db,
  ids: { companyIds: Record<string, number>; userIds: Record<string, number> },
  today = new Date().toISOString().slice(0, 10),
) {
  const models = await seedCatalogue(db, ids.companyIds);
  await seedUnits(db, models, ids, today);
}

import type { BrandRobots, RobotModel, RobotSummary } from '@poolside/contract/catalogue';
import type { RobotItem, WarrantyUpdate } from '@poolside/contract/warranty';

export function robotSummary(id: number, pn: string, name: string, year = 2025): RobotSummary {
  return { id, pn, year, name, customerPN: `C-${pn}`, images: { main: null } };
}

/** GET /robots/brands/{id}. */
export function brandRobots(id: number, name: string, robots: RobotSummary[]): BrandRobots {
  return { id, name, images: { main: null, slim: null }, years: [2025, 2024], robots };
}

/** GET /robots/sn/{sn}: a robot under its standard warranty, no parts changed. */
export function robotItem(
  sn: string,
  pn: string,
  name: string,
  overrides: Partial<RobotItem> = {},
): RobotItem {
  const day = Date.UTC(2025, 0, 10) / 1000;
  return {
    sn,
    pn,
    name,
    year: 2025,
    customerPN: `C-${pn}`,
    brandId: 1,
    images: { main: null, big: null, view: null },
    underWarranty: true,
    warrantyType: 0,
    warrantyTypeName: 'Standard',
    warrantyStart: day,
    warrantyPeriod: 24,
    warrantyEnd: Date.UTC(2027, 0, 10) / 1000,
    allPartsWarrantyEnd: null,
    warrantyUpdated: false,
    saleDate: null,
    productionDate: day,
    manualWarrantyStart: null,
    manualWarrantyEnd: null,
    rExtWarranty: 0,
    byAutoComplete: false,
    history: [],
    parts: [],
    motorPN: '',
    motorSN: '',
    slavePN: '',
    slaveSN: '',
    pump1PN: '',
    pump1SN: '',
    pump2PN: '',
    pump2SN: '',
    psuPN: '',
    psuSN: '',
    ...overrides,
  };
}

/** GET /robots/{year}/{pn}: a model with two workbook lines and one document. */
export function robotModel(overrides: Partial<RobotModel> = {}): RobotModel {
  return {
    id: 10,
    brandId: 1,
    brandName: 'Aquabot',
    name: 'Aquabot S300',
    pn: 'AB-S300',
    year: 2025,
    customerPN: 'S300',
    images: { main: null, big: '/img/s300-big.png', view: null, exploded_big: null, slim: null },
    poolArea: '12x6',
    access: 'Floor, walls, waterline',
    climb: 'Yes',
    cycleTime: '2.5',
    electronic: 'Digital with timer',
    psu: 'Digital 24V with timer',
    cableLength: '18',
    weight: '9.5',
    certificate: 'N',
    warrantyType: 0,
    parts: [
      {
        balloonID: 1,
        pn: 'MTR-1',
        name: 'Drive motor',
        amount: 1,
        sn: 'M-001',
        sn_list: [],
        nonSerialic: false,
        replaced: true,
        isMajor: true,
      },
      {
        balloonID: 2.5,
        pn: 'BRS-2',
        name: 'Brush',
        amount: 2,
        sn: '',
        sn_list: [],
        nonSerialic: true,
        replaced: false,
        isMajor: false,
      },
    ],
    documents: [
      { id: 1, name: 'User manual', no: 'UM-1', code: 'manual', year: 2025, url: '/docs/um-1.pdf' },
    ],
    certifications: [],
    ...overrides,
  };
}

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** GET /warranty/{sn}: a partner's update of SN100004, with its invoice, not reviewed yet. */
export function warrantyUpdate(overrides: Partial<WarrantyUpdate> = {}): WarrantyUpdate {
  return {
    id: 9,
    sn: 'SN100004',
    robotPN: 'AB-S300',
    robotName: 'Aquabot S300',
    year: 2024,
    customer: 'Service Lyon',
    customerNumber: '3001',
    companyId: 3,
    userID: 4,
    userName: 'Sam Service',
    saleDate: utcDay('2026-03-15'),
    warrantyStart: utcDay('2026-03-15'),
    warrantyEnd: utcDay('2028-03-14'),
    underWarranty: true,
    dateCreate: utcDay('2026-03-18'),
    invoice: 7,
    invoiceName: 'invoice-march.pdf',
    reviewedAt: null,
    reviewedByName: null,
    ...overrides,
  };
}

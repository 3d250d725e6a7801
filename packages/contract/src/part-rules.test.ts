import { describe, expect, it } from 'vitest';
import {
  isNonSerialPart,
  isPulleyPart,
  isRecordedElsewhere,
  matchesSerialPattern,
  normalizePn,
  normalizeSn,
} from './part-rules.ts';

describe('part number and serial normalisation', () => {
  it('trims and uppercases, and drops the -SP suffix of PNs only', () => {
    expect(normalizePn(' ab-mtr-s300b-sp ')).toBe('AB-MTR-S300B');
    expect(normalizePn('AB-SP-01')).toBe('AB-SP-01');
    expect(normalizeSn(' mt00001000-sp ')).toBe('MT00001000-SP');
    expect(normalizePn('   ')).toBe('');
  });

  it('treats flagged parts and pulleys as non-serial', () => {
    expect(isPulleyPart('Aquabot pully wheel')).toBe(true);
    expect(isPulleyPart('Pulley')).toBe(true);
    expect(isPulleyPart('Drive motor')).toBe(false);
    expect(isNonSerialPart({ isNonSerial: true, description: 'PVA brush' })).toBe(true);
    expect(isNonSerialPart({ isNonSerial: false, description: 'pully wheel' })).toBe(true);
    expect(isNonSerialPart({ isNonSerial: false, description: 'Drive motor' })).toBe(false);
  });

  it('checks the serial shape against the PN pattern', () => {
    expect(matchesSerialPattern('MT00001000', { snPrefix: 'mt', snLength: 10 })).toBe(true);
    expect(matchesSerialPattern('MT0000100', { snPrefix: 'MT', snLength: 10 })).toBe(false);
    expect(matchesSerialPattern('PU00001000', { snPrefix: 'MT', snLength: null })).toBe(false);
    expect(matchesSerialPattern('mt00001000', { snPrefix: null, snLength: null })).toBe(false);
    expect(matchesSerialPattern('ANY-1', { snPrefix: null, snLength: null })).toBe(true);
  });
});

describe('recorded elsewhere', () => {
  const fitted = [
    { pn: 'AB-MTR-S300B', sn: 'MT00001000' },
    { pn: 'AB-PMP-01', sn: 'PU00000001' },
    { pn: 'AB-PMP-01', sn: 'PU00000002' },
    { pn: 'AB-BRS-01', sn: null },
  ];

  it("refuses an old serial that is not the one the robot's record holds for that PN", () => {
    expect(isRecordedElsewhere('AB-MTR-S300B', 'MT00009999', fitted)).toBe(true);
    expect(isRecordedElsewhere('ab-mtr-s300b-sp', ' mt00009999 ', fitted)).toBe(true);
  });

  it('accepts the recorded serial (any of several of one PN), typed in any case', () => {
    expect(isRecordedElsewhere('AB-MTR-S300B', 'mt00001000', fitted)).toBe(false);
    expect(isRecordedElsewhere('AB-PMP-01', 'PU00000002', fitted)).toBe(false);
  });

  it('does not apply when the record holds no serial of the PN, or no serial is typed', () => {
    expect(isRecordedElsewhere('AB-PSU-01', 'PS00000001', fitted)).toBe(false);
    expect(isRecordedElsewhere('AB-BRS-01', 'X1', fitted)).toBe(false);
    expect(isRecordedElsewhere('AB-MTR-S300B', '', fitted)).toBe(false);
  });
});

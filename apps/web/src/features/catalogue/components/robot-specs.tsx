import type { RobotModel } from '@poolside/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguage } from '../../../lib/i18n';
import { FactsTable } from '../../../components/facts';

/** The model's fields with the spec's units (M, hours, m, kg; certificate N = not available). */
export function RobotSpecs({ robot }: { robot: RobotModel }) {
  const { t, i18n } = useTranslation('catalogue');
  // Stored as text ("9.5"): a plain number is written the reader's way ("9,5" in French and Spanish).
  const number = (value: string) =>
    /^\d+(\.\d+)?$/.test(value) && isLanguage(i18n.language)
      ? new Intl.NumberFormat(htmlLangOf[i18n.language]).format(Number(value))
      : value;
  const withUnit = (value: string, unit: string) => (value ? `${number(value)} ${unit}` : '');
  // Specification values are lists of known terms ("Floor, walls"; "Digital 24V with timer"): each known
  // term in the reader's language, anything else (a part number, a voltage) as stored.
  const term = (text: string) =>
    t(`specTerm.${text.trim().toLowerCase().replace(/\W+/g, '_')}`, { defaultValue: text });
  const spec = (value: string) =>
    value
      .split(', ')
      .map((part) =>
        part
          .split(/(\s+with timer$|^Digital\b)/i)
          .filter(Boolean)
          .map((piece) => (/^\s/.test(piece) ? ` ${term(piece.trim())}` : term(piece)))
          .join(''),
      )
      .join(', ');
  const rows: [string, string][] = [
    [t('spec.pn'), robot.pn],
    [t('spec.customerPN'), robot.customerPN],
    [t('spec.year'), String(robot.year)],
    [t('spec.poolArea'), robot.poolArea ? `${robot.poolArea}M` : ''],
    [t('spec.access'), spec(robot.access)],
    [t('spec.climb'), spec(robot.climb)],
    [t('spec.cycleTime'), withUnit(robot.cycleTime, t('unit.hours'))],
    [t('spec.electronic'), spec(robot.electronic)],
    [t('spec.psu'), spec(robot.psu)],
    [t('spec.cableLength'), withUnit(robot.cableLength, t('unit.meters'))],
    [t('spec.weight'), withUnit(robot.weight, t('unit.kg'))],
    [t('spec.certificate'), robot.certificate === 'N' ? t('spec.notAvailable') : robot.certificate],
  ];
  return <FactsTable facts={rows} labelWidth={180} />;
}

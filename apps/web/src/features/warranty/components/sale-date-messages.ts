import type { TFunction } from 'i18next';
import { formatDateOnly } from '../../../lib/dates';

/** The words of a refused sale date (missing, in the future, before the robot's production), in `t`'s namespace. */
export function saleDateMessages(t: TFunction<string>, productionDate: number) {
  return {
    'saleDate.required': t('saleDateRequired'),
    'saleDate.future': t('saleDateFuture'),
    'saleDate.beforeProduction': t('saleDateBeforeProduction', { date: formatDateOnly(productionDate) }),
  };
}

import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * mantine-datatable names its sort icons in English ("Sorted ascending") with no prop to change it:
 * after each render the icons of the table get the reader's words.
 */
export function useSortIconWords(table: RefObject<HTMLTableElement | null>) {
  const { t } = useTranslation('common');
  useEffect(() => {
    for (const icon of table.current?.querySelectorAll('[role="img"][aria-label]') ?? []) {
      const label = icon.getAttribute('aria-label');
      const words =
        label === 'Sorted ascending'
          ? t('list.sortedAsc')
          : label === 'Sorted descending'
            ? t('list.sortedDesc')
            : label === 'Not sorted'
              ? t('list.notSorted')
              : null;
      if (words && words !== label) icon.setAttribute('aria-label', words);
    }
  });
}

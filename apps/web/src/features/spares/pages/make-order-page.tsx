import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { type PartSearchType, partSearchPageSize } from '@poolside/contract/spares';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { cartQuery, partSearchQuery } from '../api';
import { PartResults, SearchPager } from '../components/part-results';
import { PartSearchForm, type PartSearch } from '../components/part-search-form';

/** /spares/make_order[/{pn}] (also ?pn=): part search by PN, robot or everywhere, and add to cart. */
export function MakeOrderPage() {
  const { t } = useTranslation('spares');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const preloaded = (params.pn ?? searchParams.get('pn') ?? '').trim().toUpperCase();
  const [searchType, setSearchType] = useState<PartSearchType>('pn');
  const [input, setInput] = useState(preloaded);
  const [search, setSearch] = useState<PartSearch | null>(
    preloaded ? { searchType: 'pn', input: preloaded, page: 1 } : null,
  );
  const result = useQuery({
    ...partSearchQuery({
      ...(search ?? { searchType: 'pn', input: '', page: 1 }),
      pageSize: partSearchPageSize,
    }),
    enabled: search !== null,
  });
  const cart = useQuery(cartQuery()).data;
  const searchFor = (pn: string) => {
    setSearchType('pn');
    setInput(pn);
    setSearch({ searchType: 'pn', input: pn, page: 1 });
  };
  const rows = result.data?.rows ?? [];
  const isNotFound = search !== null && result.isSuccess && rows.length === 0 && search.page === 1;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('makeOrderTitle')}</Title>
        <Button
          component={Link}
          to={paths.sparesBag()}
          variant="light"
          leftSection={<IconShoppingCart size={18} aria-hidden />}
        >
          {t('bagLink', { n: cart?.totalQuantity ?? 0 })}
        </Button>
      </Group>
      <PartSearchForm
        searchType={searchType}
        onSearchType={setSearchType}
        input={input}
        onInput={setInput}
        isSearching={result.isFetching}
        onSearch={setSearch}
      />
      {result.isError && (
        <Alert color="red" title={t('searchFailed')}>
          {t('tryAgain')}
        </Alert>
      )}
      {isNotFound && (
        <Alert color="yellow" title={t('partNotFound')}>
          {t('partNotFoundText', { input: search.input })}
        </Alert>
      )}
      {rows.length > 0 && <PartResults rows={rows} onSearchPn={searchFor} />}
      {search && (search.page > 1 || result.data?.hasMore) && (
        <SearchPager
          page={search.page}
          hasMore={Boolean(result.data?.hasMore)}
          onPage={(page) => setSearch({ ...search, page })}
        />
      )}
    </Stack>
  );
}

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type PartSearchRow, type PartSearchType, partSearchPageSize } from '@poolside/contract/spares';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { cartQuery, partSearchQuery } from '../api';
import { AddToCart } from '../components/add-to-cart';
import { formatPrice } from '../money';

type Search = { searchType: PartSearchType; input: string; page: number };
type SearchRow = PartSearchRow & { key: string };

/** /spares/make_order[/{pn}] (also ?pn=): part search by PN, robot or everywhere, and add to cart. */
export function MakeOrderPage() {
  const { t } = useTranslation('spares');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const preloaded = (params.pn ?? searchParams.get('pn') ?? '').trim().toUpperCase();
  const [searchType, setSearchType] = useState<PartSearchType>('pn');
  const [input, setInput] = useState(preloaded);
  const [inputError, setInputError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search | null>(
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

  const submit = () => {
    const text = input.trim();
    // Spec 02 section 5: part search requires its input.
    if (!text) return setInputError(t('inputRequired'));
    setInputError(null);
    setSearch({ searchType, input: text, page: 1 });
  };
  const searchFor = (pn: string) => {
    setSearchType('pn');
    setInput(pn);
    setSearch({ searchType: 'pn', input: pn, page: 1 });
  };
  const rows: SearchRow[] = (result.data?.rows ?? []).map((r, i) => ({
    ...r,
    key: `${r.partPn}|${r.pn}|${r.year}|${i}`,
  }));
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
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="xs">
          <SegmentedControl
            aria-label={t('searchType')}
            value={searchType}
            onChange={(v) => setSearchType(v as PartSearchType)}
            data={[
              { value: 'pn', label: t('searchBy.pn') },
              { value: 'robot', label: t('searchBy.robot') },
              { value: 'global', label: t('searchBy.global') },
            ]}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          />
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              label={t(`inputLabel.${searchType}`)}
              placeholder={t(`inputPlaceholder.${searchType}`)}
              value={input}
              onChange={(e) => {
                setInput(searchType === 'pn' ? e.currentTarget.value.toUpperCase() : e.currentTarget.value);
                setInputError(null);
              }}
              error={inputError}
              required
              maxLength={60}
              style={{ flex: 1, maxWidth: 420 }}
            />
            <Button
              type="submit"
              mt={25}
              leftSection={<IconSearch size={16} aria-hidden />}
              loading={result.isFetching}
            >
              {t('search')}
            </Button>
          </Group>
        </Stack>
      </form>
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
      {rows.length > 0 && (
        <DataList<SearchRow>
          records={rows}
          idAccessor="key"
          storeColumnsKey="spares-search"
          caption={t('results')}
          pageSize={partSearchPageSize}
          columns={[
            {
              accessor: 'partPn',
              title: t('field.part'),
              priority: 1,
              fitWidth: 150,
              render: (r) => (
                <Stack gap={2}>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {r.partPn}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.partDescription}
                  </Text>
                  {r.pn && (
                    <Text size="xs" hiddenFrom="sm">
                      {r.robotDescription} · {r.year}
                    </Text>
                  )}
                  <Text size="sm" hiddenFrom="sm">
                    {r.itemPrice === null ? t('noPrice') : formatPrice(r.itemPrice, r.currency)}
                  </Text>
                  {r.successor && (
                    <Text size="xs" c="orange.9" title={r.successor.description}>
                      {t('superseded')}{' '}
                      <Anchor
                        size="xs"
                        component="button"
                        type="button"
                        onClick={() => searchFor(r.successor!.pn)}
                      >
                        {r.successor.pn}
                      </Anchor>
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              accessor: 'robotDescription',
              title: t('field.robot'),
              priority: 3,
              fitWidth: 160,
              render: (r) => (r.pn ? `${r.robotDescription} (${r.pn})` : '—'),
            },
            {
              accessor: 'year',
              title: t('field.year'),
              priority: 4,
              width: 70,
              render: (r) => r.year ?? '—',
            },
            {
              accessor: 'itemPrice',
              title: t('field.unitPrice'),
              priority: 3,
              width: 120,
              render: (r) => (r.itemPrice === null ? '—' : formatPrice(r.itemPrice, r.currency)),
            },
            {
              accessor: 'actions',
              title: '',
              width: 190,
              render: (r) => <AddToCart row={r} />,
            },
          ]}
        />
      )}
      {search && (search.page > 1 || result.data?.hasMore) && (
        <Group justify="center">
          <Button
            variant="default"
            disabled={search.page === 1}
            onClick={() => setSearch({ ...search, page: search.page - 1 })}
          >
            {t('previous')}
          </Button>
          <Badge variant="light">{t('page', { page: search.page })}</Badge>
          <Button
            variant="default"
            disabled={!result.data?.hasMore}
            onClick={() => setSearch({ ...search, page: search.page + 1 })}
          >
            {t('next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

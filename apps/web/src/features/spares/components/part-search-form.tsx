import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { PartSearchType } from '@poolside/contract/spares';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PartSearch = { searchType: PartSearchType; input: string; page: number };

/** The part search: by PN (typed in capitals), by robot or everywhere; the input is required. */
export function PartSearchForm(props: {
  searchType: PartSearchType;
  onSearchType: (searchType: PartSearchType) => void;
  input: string;
  onInput: (input: string) => void;
  isSearching: boolean;
  onSearch: (search: PartSearch) => void;
}) {
  const { t } = useTranslation('spares');
  const { searchType } = props;
  const [inputError, setInputError] = useState<string | null>(null);
  const submit = () => {
    const text = props.input.trim();
    // Spec 02 section 5: part search requires its input.
    if (!text) return setInputError(t('inputRequired'));
    setInputError(null);
    props.onSearch({ searchType, input: text, page: 1 });
  };
  return (
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
          onChange={(v) => props.onSearchType(v as PartSearchType)}
          data={(['pn', 'robot', 'global'] as const).map((value) => ({
            value,
            label: t(`searchBy.${value}`),
          }))}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            label={t(`inputLabel.${searchType}`)}
            placeholder={t(`inputPlaceholder.${searchType}`)}
            value={props.input}
            onChange={(e) => {
              props.onInput(
                searchType === 'pn' ? e.currentTarget.value.toUpperCase() : e.currentTarget.value,
              );
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
            loading={props.isSearching}
          >
            {t('search')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

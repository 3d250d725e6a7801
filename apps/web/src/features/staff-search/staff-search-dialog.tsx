import type { StaffSearchHit } from '@poolside/contract/companies';
import type { RmaStatus } from '@poolside/contract/constants';
import { formatMinor } from '@poolside/contract/spares';
import { Group, Loader, Modal, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBuilding,
  IconClipboardList,
  IconCpu,
  IconRobot,
  IconSearch,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { StatusLabel } from '../../components/status-label';
import { staffSearchQuery } from './api';
import { formatDate } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';

/** Where a hit opens: the robot page (of a part: its robot), the admin RMA (unfinished or history), the order
 * or the company. */
export function hitPath(hit: StaffSearchHit): string {
  if (hit.kind === 'serial') return paths.robot(hit.pn ?? '', hit.year ?? 0, hit.key);
  if (hit.kind === 'part') return paths.robot(hit.pn ?? '', hit.year ?? 0, hit.robotSn ?? '');
  if (hit.kind === 'company') return paths.admin.company(hit.id);
  if (hit.kind === 'rma') return hit.finished ? paths.admin.rmaHistoryItem(hit.id) : paths.admin.rma(hit.id);
  return paths.sparesOrderItem(hit.id);
}

const icons = {
  serial: IconRobot,
  part: IconCpu,
  rma: IconClipboardList,
  order: IconShoppingCart,
  company: IconBuilding,
} as const;

function HitDetail({ hit }: { hit: StaffSearchHit }) {
  const { t } = useTranslation('staffSearch');
  const company = hit.companyName ? `${hit.companyNumber} · ${hit.companyName}` : t('noCompany');
  const internal = hit.internalNumber ? t('internalNumber', { number: hit.internalNumber }) : null;
  if (hit.kind === 'serial' || hit.kind === 'part') {
    return (
      <Text size="xs" c="dimmed">
        {[hit.partPn, hit.modelName, hit.year, company].filter(Boolean).join(' · ')}
      </Text>
    );
  }
  if (hit.kind === 'company') {
    return (
      <Text size="xs" c="dimmed">
        {hit.companyNumber}
      </Text>
    );
  }
  if (hit.kind === 'rma') {
    return (
      <Group gap={6}>
        {hit.status && (
          <StatusLabel kind="rma" code={hit.status as RmaStatus} finished={hit.finished ?? false} />
        )}
        <Text size="xs" c="dimmed">
          {[internal, hit.date ? formatDate(hit.date) : null, company].filter(Boolean).join(' · ')}
        </Text>
      </Group>
    );
  }
  const amount =
    hit.amountMinor !== null && hit.currency
      ? formatMinor(hit.amountMinor, hit.currency, currentLanguage())
      : null;
  return (
    <Text size="xs" c="dimmed">
      {[internal, amount, hit.date ? formatDate(hit.date) : null, company].filter(Boolean).join(' · ')}
    </Text>
  );
}

/**
 * The provider staff's search across every company (GET /api/search?q=): a robot or part serial, an RMA
 * or order number ("rma 12", "order 12" for one kind only) or internal number, a company name; each hit
 * links to its page. Loaded on first open (not part of the shell's chunks).
 */
export function StaffSearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('staffSearch');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const search = useQuery({ ...staffSearchQuery(q), enabled: opened && q.length > 0 });
  const hits = q ? (search.data?.hits ?? []) : [];
  const open = (hit: StaffSearchHit) => {
    onClose();
    navigate(hitPath(hit));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="lg" yOffset="10vh">
      <Stack>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (hits.length === 1) open(hits[0]);
          }}
        >
          <TextInput
            data-autofocus
            label={t('label')}
            description={t('hint')}
            placeholder={t('placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={60}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search.isFetching ? <Loader size="xs" /> : null}
            autoComplete="off"
          />
        </form>
        <div aria-live="polite">
          {q && !search.isFetching && search.isSuccess && hits.length === 0 && (
            <Text c="dimmed">{t('noHit', { q })}</Text>
          )}
          {search.isError && <Text c="red">{t('failed')}</Text>}
        </div>
        {hits.length > 0 && (
          <nav aria-label={t('results')}>
            <Stack gap={2}>
              {hits.map((hit) => {
                const Icon = icons[hit.kind];
                return (
                  <NavLink
                    key={`${hit.kind}-${hit.id}`}
                    component={Link}
                    to={hitPath(hit)}
                    onClick={onClose}
                    leftSection={<Icon size={20} aria-hidden />}
                    label={t(`kind.${hit.kind}`, { key: hit.key, robot: hit.robotSn })}
                    description={<HitDetail hit={hit} />}
                  />
                );
              })}
            </Stack>
          </nav>
        )}
      </Stack>
    </Modal>
  );
}

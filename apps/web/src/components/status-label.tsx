import { Badge, Group } from '@mantine/core';
import { lineStatuses, type RmaStatus, rmaStatuses } from '@poolside/contract/constants';
import { type FeedbackStatus, feedbackStatuses } from '@poolside/contract/feedback';
import { type WarrantyReviewStatus, warrantyReviewStatuses } from '@poolside/contract/warranty';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The one status label of the web app: every status code of the contract shows as a word of the
 * user's language (common.json `status.<kind>.<code>`), never as the raw code.
 */
export const statusCodes = {
  rma: rmaStatuses,
  line: lineStatuses,
  warrantyReview: warrantyReviewStatuses,
  feedback: feedbackStatuses,
} as const;
export type StatusKind = keyof typeof statusCodes;
export type StatusCode<K extends StatusKind> = (typeof statusCodes)[K][number];

const colors: { [K in StatusKind]: Record<StatusCode<K>, string> } = {
  rma: {
    WAT: 'gray',
    SNT: 'blue',
    REC: 'cyan',
    PRO: 'indigo',
    RET: 'orange',
    REJ: 'red',
    APP: 'green',
    CLS: 'dark',
  },
  line: { APP: 'green', REJ: 'red' },
  warrantyReview: { pending: 'orange', reviewed: 'green' },
  feedback: { SNT: 'blue', REC: 'cyan', PRO: 'indigo', CLS: 'dark' },
};

type Translate = TFunction<string>;

/** The word of a status code; an unknown code (an old row) shows as itself rather than a key. */
export function statusWord(t: Translate, kind: StatusKind, code: string): string {
  return String(t(`status.${kind}.${code}`, { ns: 'common', defaultValue: code }));
}

/** Select options of a status filter: the contract's codes as values, words as labels. */
export function statusOptions<K extends StatusKind>(t: Translate, kind: K) {
  return (statusCodes[kind] as readonly string[]).map((code) => ({
    value: code,
    label: statusWord(t, kind, code),
  }));
}

/** The function form for texts that mention a status (confirmations, notifications, exports). */
export function useStatusWord() {
  const { t } = useTranslation('common');
  return (kind: StatusKind, code: string) => statusWord(t, kind, code);
}

type StatusLabelProps =
  | { kind: 'rma'; code: RmaStatus; finished?: boolean }
  | { kind: 'line'; code: StatusCode<'line'> | null }
  | { kind: 'warrantyReview'; code: WarrantyReviewStatus }
  | { kind: 'feedback'; code: FeedbackStatus };

/** A status as a coloured badge; a finished RMA also says "Finished". */
export function StatusLabel(props: StatusLabelProps) {
  const { t } = useTranslation('common');
  if (props.code === null) return null;
  const color = (colors[props.kind] as Record<string, string>)[props.code] ?? 'gray';
  const badge = (
    <Badge color={color} variant="light" tt="none">
      {statusWord(t, props.kind, props.code)}
    </Badge>
  );
  if (props.kind !== 'rma' || !props.finished) return badge;
  // The two badges wrap in a narrow cell rather than being cut to "Recei…" / "Finis…".
  return (
    <Group gap={4}>
      {badge}
      <Badge color="dark" variant="outline" tt="none">
        {t('status.finished')}
      </Badge>
    </Group>
  );
}

/** A yes/no value as a badge (under warranty, approved). */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Badge color={value ? 'green' : 'red'} variant="light" tt="none">
      {value ? t('yes') : t('no')}
    </Badge>
  );
}

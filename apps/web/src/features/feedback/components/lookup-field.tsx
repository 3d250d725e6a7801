import { Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedbackFormApi } from './field-makers';

export type RobotFound = { pn: string; name: string; image: string | null };
export type PartFound = { pn: string; description: string; isSerial: boolean };

/** The looked-up robot: image (max 160 px, spec 03 s9), PN and name. */
export function RobotCard({ robot }: { robot: RobotFound | null }) {
  const { t } = useTranslation('feedback');
  if (!robot) return null;
  return (
    <Group gap="md" wrap="nowrap" data-testid="robot-found">
      {robot.image && <Image src={robot.image} alt={robot.name} maw={160} fit="contain" />}
      <Stack gap={0}>
        <Text fw={600}>{robot.name}</Text>
        <Text size="sm" c="dimmed">
          {t('field.robotPn')}: {robot.pn}
        </Text>
      </Stack>
    </Group>
  );
}

type LookupProps = {
  form: FeedbackFormApi;
  name: 'sn' | 'pn' | 'incorrectItemNo';
  label: string;
  required?: boolean;
  onLookUp: () => void;
};

/** A robot or part number looked up on blur or Enter (serials and part numbers are upper-cased). */
export function LookupField({ form, name, label, required, onLookUp }: LookupProps) {
  return (
    <TextInput
      label={label}
      required={required}
      {...form.getInputProps(name)}
      onChange={(e) => form.setFieldValue(name, e.currentTarget.value.toUpperCase())}
      onBlur={onLookUp}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onLookUp();
        }
      }}
    />
  );
}

/** The robot's lookup field (serial or PN) with the robot it found under it. */
export function RobotLookupField({
  robot,
  ...props
}: Omit<LookupProps, 'name'> & {
  name: 'sn' | 'pn';
  robot: RobotFound | null;
}) {
  return (
    <>
      <LookupField {...props} />
      <RobotCard robot={robot} />
    </>
  );
}

/** Under a part's lookup field: the part found (its description) or "not found". */
export function PartNote({ part, partMissing }: { part: PartFound | null; partMissing: boolean }) {
  const { t } = useTranslation('feedback');
  if (partMissing) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('partNotFound')}
      </Text>
    );
  }
  if (!part) return null;
  return (
    <Text size="sm" c="dimmed">
      {part.description}
    </Text>
  );
}

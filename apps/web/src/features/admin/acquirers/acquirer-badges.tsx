import { Badge, Group } from '@mantine/core';
import type { Acquirer } from '@repasse/core/contract/acquirers';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

export function AcquirerStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} size="sm">
      {active ? t('acquirers.active') : t('acquirers.inactive')}
    </Badge>
  );
}

export function AcquirerMethodBadges({ methods }: { methods: Acquirer['methods'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {methods.map((method) => (
        <Badge key={method} variant="default" size="sm">
          {t(`acquirers.methods.${method}`)}
        </Badge>
      ))}
    </Group>
  );
}

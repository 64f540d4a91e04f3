import {
  Card,
  Divider,
  Flex,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { PlatformSwitches, PlatformSwitchName } from '@repasse/core/contract/admin-products';
import {
  type Icon,
  IconCash,
  IconCircleCheck,
  IconPlayerPause,
  IconShoppingCart,
  IconUserPlus,
} from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { usePlatformSwitches } from './api/platform-switches.ts';
import { SwitchConfirmModal } from './switch-confirm-modal.tsx';
import { switchOrder, switchTextKeys } from './switch-names.ts';

const switchIcons: Record<PlatformSwitchName, Icon> = {
  withdrawalsPaused: IconCash,
  salesPaused: IconShoppingCart,
  registrationsPaused: IconUserPlus,
};

/**
 * Super-admin → Platform switches: pause new withdrawals, new sales or new registrations across
 * the platform; each flip is confirmed, audited and shown with who made the last one.
 */
export default function PlatformSwitchesPanel() {
  const { t } = useTranslation();
  const switches = usePlatformSwitches();
  const [flipping, setFlipping] = useState<PlatformSwitchName | null>(null);

  return (
    <>
      <PanelHeader
        title={t('admin.panels.switches')}
        description={t('platformSwitches.description')}
      />
      {switches.isPending ? (
        <Card padding="md" role="status" aria-label={t('app.loading')}>
          <Stack gap="lg">
            {switchOrder.map((name) => (
              <Skeleton key={name} h={56} />
            ))}
          </Stack>
        </Card>
      ) : switches.isError ? (
        <LoadError
          title={t('platformSwitches.loadError')}
          error={switches.error}
          onRetry={() => void switches.refetch()}
          retrying={switches.isFetching}
        />
      ) : (
        <>
          <Card padding="md" component="section" aria-label={t('platformSwitches.label')}>
            <Stack gap="md">
              {switchOrder.map((name, index) => (
                <Fragment key={name}>
                  {index > 0 ? <Divider /> : null}
                  <SwitchRow
                    name={name}
                    paused={switches.data[name]}
                    onFlip={() => setFlipping(name)}
                  />
                </Fragment>
              ))}
            </Stack>
          </Card>
          <LastChange switches={switches.data} />
          <SwitchConfirmModal
            name={flipping}
            current={switches.data}
            onClose={() => setFlipping(null)}
          />
        </>
      )}
    </>
  );
}

type SwitchRowProps = { name: PlatformSwitchName; paused: boolean; onFlip: () => void };

/** One switch: what it pauses, whether it is paused now, and the control that asks first. */
function SwitchRow({ name, paused, onFlip }: SwitchRowProps) {
  const { t } = useTranslation();
  const keys = switchTextKeys(name);
  const SwitchIcon = switchIcons[name];
  const titleId = `platform-switch-${name}-title`;
  const descriptionId = `platform-switch-${name}-description`;
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="md"
      data-testid={`platform-switch-${name}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" size={36} radius="md" color={paused ? 'red' : undefined}>
          <SwitchIcon size={20} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" id={titleId}>
            {t(keys.title)}
          </Text>
          <Text size="sm" c="dimmed" id={descriptionId}>
            {t(keys.description)}
          </Text>
        </Stack>
      </Group>
      <Group gap="md" wrap="nowrap" justify="space-between" style={{ flexShrink: 0 }}>
        <StatusBadge
          size="sm"
          look={
            paused
              ? { color: 'red', icon: IconPlayerPause }
              : { color: 'teal', icon: IconCircleCheck }
          }
        >
          {t(paused ? 'platformSwitches.state.paused' : 'platformSwitches.state.running')}
        </StatusBadge>
        <Switch
          size="md"
          color="red.9"
          checked={paused}
          // The dialog says what the flip does; the switch moves once it is confirmed.
          onChange={onFlip}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
        />
      </Group>
    </Flex>
  );
}

/**
 * Who flipped a switch last, and when. Until a super-admin flips one the row has no author (the
 * migration made it): "never changed".
 */
function LastChange({ switches }: { switches: PlatformSwitches }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" mt="sm" data-testid="platform-switches-last-change">
      {switches.updatedBy && switches.updatedAt
        ? t('platformSwitches.lastChange', {
            email: switches.updatedBy.email,
            date: formatDateTime(switches.updatedAt),
          })
        : t('platformSwitches.neverChanged')}
    </Text>
  );
}

import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { queryString } from '../../../shared/http/query-string.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useAdministrators } from './api/administrators.ts';

/** Who holds administrator powers; roles are changed from the users panel. */
export function AdministratorsCard() {
  const { t } = useTranslation();
  const administrators = useAdministrators();
  return (
    <Card component="section" aria-labelledby="administrators-title">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" id="administrators-title">
            {t('audit.administrators.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('audit.administrators.description')}
          </Text>
        </div>
        {administrators.isPending ? (
          <Skeleton h={48} />
        ) : administrators.isError ? (
          <LoadError
            title={t('audit.administrators.loadError')}
            error={administrators.error}
            onRetry={() => void administrators.refetch()}
            retrying={administrators.isFetching}
          />
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {administrators.data.map((user) => (
              <Group component="li" key={user.id} justify="space-between" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {user.fullName}
                    </Text>
                    <Badge
                      size="xs"
                      variant="light"
                      color="brand"
                      style={{ minWidth: 'max-content' }}
                    >
                      {t(`roles.${user.role}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                </div>
                <Anchor
                  component={Link}
                  to={`/admin${queryString({ tab: 'management', panel: 'users', user: user.id })}`}
                  size="sm"
                  aria-label={t('audit.administrators.manageLabel', { email: user.email })}
                >
                  {t('audit.administrators.manage')}
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

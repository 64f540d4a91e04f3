import { Button, Card, EmptyState, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconIdBadge2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settings } from '../../shared/config/settings.ts';

/** Identity validation, in the bare layout; the document upload arrives with the KYC issue. */
export function ValidationScreen() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('screens.validation.title')} · ${settings.brandName}`);
  return (
    <Stack align="center" pt={{ base: 'md', sm: 48 }}>
      <Card maw={560} w="100%" p="xl">
        <Title order={1} fz={24} ta="center" mb="xs">
          {t('screens.validation.title')}
        </Title>
        <EmptyState
          icon={<IconIdBadge2 size={28} stroke={1.5} aria-hidden />}
          title={t('upcoming.title')}
          description={t('screens.validation.description')}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/dashboard" variant="default">
              {t('common.goToDashboard')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    </Stack>
  );
}

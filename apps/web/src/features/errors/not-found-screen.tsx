import { Button, Card, EmptyState } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <Card py={48}>
        <EmptyState
          icon={<IconMapPinOff size={28} stroke={1.5} aria-hidden />}
          title="404"
          description={t('notFound.description')}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/dashboard">
              {t('common.goToDashboard')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    </>
  );
}

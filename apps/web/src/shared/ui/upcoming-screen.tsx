import { Card, EmptyState } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { PageHeader } from './page-header.tsx';

type UpcomingScreenProps = { title: string; description: string; icon?: ReactNode };

/** A screen whose content arrives in a later issue: its title and what it will hold, no fake data. */
export function UpcomingScreen({ title, description, icon }: UpcomingScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card py={48}>
        <EmptyState
          icon={icon ?? <IconHammer size={28} stroke={1.5} aria-hidden />}
          title={t('upcoming.title')}
          description={t('upcoming.description')}
        />
      </Card>
    </>
  );
}

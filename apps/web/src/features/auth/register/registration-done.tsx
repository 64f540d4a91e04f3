import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type RegistrationDoneProps = { email: string; onLogin: () => void };

export function RegistrationDone({ email, onLogin }: RegistrationDoneProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card w="100%" maw={520} p="xl" shadow="md">
      <Stack align="center" gap="md" ta="center" py="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={36} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={26} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('register.done.title')}
        </Title>
        <Text c="dimmed" maw={380}>
          {t('register.done.message', { email })}
        </Text>
        <Button size="md" mt="sm" onClick={onLogin}>
          {t('register.done.logIn')}
        </Button>
      </Stack>
    </Card>
  );
}

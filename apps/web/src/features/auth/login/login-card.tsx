import { Alert, Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import type { LoginRequest } from '@repasse/core/contract/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loadChunk } from '../../../app/chunk-reload.ts';
import { settings } from '../../../shared/config/settings.ts';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { useLogin } from '../api/login.ts';
import { landingPathAfterLogin } from './landing-path.ts';

type LoginCardProps = { initialEmail?: string; onCreateAccount: () => void };

let validation: ReturnType<typeof loadValidationChunk> | null = null;
const loadValidationChunk = () => loadChunk(() => import('./login-validation.ts'));
const loadValidation = () => {
  validation ??= loadValidationChunk();
  return validation;
};

/**
 * The contract's schema validates the form, but it (and zod, about 25 KB compressed) loads once
 * the visitor starts typing or submits, not with the page: /auth paints sooner on a slow phone.
 */
const resolver: Resolver<LoginRequest> = async (values, context, options) =>
  (await loadValidation()).loginResolver(values, context, options);
const prefetchValidation = () => void loadValidation();

export function LoginCard({ initialEmail = '', onCreateAccount }: LoginCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver,
    defaultValues: { email: initialEmail, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: ({ user }) => navigate(landingPathAfterLogin(user), { replace: true }),
    }),
  );

  return (
    <Card p={{ base: 'lg', sm: 'xl' }} shadow="md" w="100%" maw={440}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={26}>
          {t('auth.login.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.login.subtitle', { brand: settings.brandName })}
        </Text>
      </Stack>
      <form
        onSubmit={onSubmit}
        onKeyDown={prefetchValidation}
        onPointerDown={prefetchValidation}
        onInput={prefetchValidation}
        noValidate
      >
        <Stack gap="md">
          {loginMutation.error ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
            >
              {loginMutation.error.message}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus={!initialEmail}
            required
            error={fieldErrorText(t, errors.email)}
            {...register('email')}
          />
          <PasswordField
            label={t('auth.login.password')}
            autoComplete="current-password"
            autoFocus={Boolean(initialEmail)}
            required
            error={fieldErrorText(t, errors.password)}
            {...register('password')}
          />
          <Button type="submit" size="md" fullWidth loading={loginMutation.isPending} mt="xs">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        {t('auth.login.noAccount', { brand: settings.brandName })}{' '}
        <Anchor component="button" type="button" fw={600} size="sm" onClick={onCreateAccount}>
          {t('auth.login.createAccount')}
        </Anchor>
      </Text>
    </Card>
  );
}

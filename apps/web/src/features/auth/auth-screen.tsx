import { Center, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { isRegistrationView } from '@repasse/core/contract/auth-view';
import { IconCheck } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { lazyComponent } from '../../app/chunk-reload.ts';
import { settings } from '../../shared/config/settings.ts';
import { loadAllTexts } from '../../shared/i18n/i18n.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FullPageLoader } from '../../shared/ui/full-page-loader.tsx';
import { LoginCard } from './login/login-card.tsx';
import { rememberReferral } from './register/referral-code.ts';

/** The wizard and its texts are chunks of their own: logging in downloads neither. */
const RegisterWizard = lazyComponent(
  async () => (await Promise.all([import('./register/register-wizard.tsx'), loadAllTexts()]))[0],
  (m) => m.RegisterWizard,
);

type AuthLocationState = { email?: string } | null;

const heroPoints = ['methods', 'payouts', 'recovery'] as const;

/**
 * `/auth`: log in, or create an account with the registration wizard (`?view=register`, or
 * `?mode=register` as the server's /join/<code> redirect writes it). A referral code in the
 * address (`?ref=`) is remembered for the registration (referral-code.ts).
 */
export function AuthScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const registering = isRegistrationView(params);
  const [referralCode] = useState(() => rememberReferral(params.get('ref')));
  const prefilledEmail = (location.state as AuthLocationState)?.email;
  useDocumentTitle(
    `${t(registering ? 'auth.register.title' : 'auth.login.title')} · ${settings.brandName}`,
  );

  const showLogin = (email?: string) => setParams({}, { state: email ? { email } : null });
  const showRegister = () => setParams({ view: 'register' });

  if (registering) {
    return (
      <Center pt={{ base: 0, sm: 'md' }}>
        <Suspense fallback={<FullPageLoader />}>
          <RegisterWizard onLogin={showLogin} referralCode={referralCode} />
        </Suspense>
      </Center>
    );
  }

  return (
    <Grid gap={{ base: 'xl', md: 64 }} align="center" maw={1080} mx="auto" pt={{ base: 0, md: 48 }}>
      <Grid.Col span={{ base: 12, md: 6 }} visibleFrom="md">
        <Stack gap="lg">
          <Title order={2} fz={40} lh={1.1} lts={-0.8}>
            {t('auth.heroTitle')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('auth.heroSubtitle')}
          </Text>
          <List
            spacing="md"
            icon={
              <ThemeIcon size={26} radius="xl" variant="light">
                <IconCheck size={16} aria-hidden />
              </ThemeIcon>
            }
          >
            {heroPoints.map((point) => (
              <List.Item key={point}>{t(`auth.heroPoints.${point}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Center>
          <LoginCard
            key={prefilledEmail ?? 'login'}
            initialEmail={prefilledEmail}
            onCreateAccount={showRegister}
          />
        </Center>
      </Grid.Col>
    </Grid>
  );
}

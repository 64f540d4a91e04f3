import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { summarizeUserAgent } from '../../../shared/session/user-agent.ts';

/** "Chrome on Linux" (or what is known of it) from a session's User-Agent. */
export function useDeviceName() {
  const { t } = useTranslation();
  return (userAgent: string | null) => {
    const { browser, system } = summarizeUserAgent(userAgent);
    return browser && system
      ? t('settings.sessions.device', { browser, system })
      : (browser ?? system ?? t('settings.sessions.unknownDevice'));
  };
}

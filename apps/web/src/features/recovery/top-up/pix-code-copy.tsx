import { Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { type CopyOutcome, copyPixCode } from './copy-pix-code.ts';

type CopyState = 'idle' | CopyOutcome;

/**
 * Copies the Pix code and says what happened: copied, no code to copy (the acquirer gave none),
 * or the browser refused the clipboard (then the code can still be selected by hand).
 */
export function PixCodeCopy({ brCode }: { brCode: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  // navigator.clipboard is missing outside secure contexts, whatever its type says.
  const copy = async () =>
    setState(await copyPixCode(brCode, navigator.clipboard as Clipboard | undefined));

  return (
    <Stack gap={6} w="100%">
      <Button
        fullWidth
        variant={state === 'copied' ? 'light' : 'filled'}
        leftSection={
          state === 'copied' ? (
            <IconCheck size={16} aria-hidden />
          ) : (
            <IconCopy size={16} aria-hidden />
          )
        }
        onClick={() => void copy()}
      >
        {state === 'copied' ? t('recovery.topUp.copied') : t('recovery.topUp.copy')}
      </Button>
      <Text
        size="sm"
        // The scheme-tuned error colour keeps AA contrast in both themes.
        c={state === 'copied' ? undefined : 'var(--mantine-color-error)'}
        role="status"
        aria-live="polite"
        ta="center"
        data-testid="pix-copy-message"
      >
        {state === 'copied'
          ? t('recovery.topUp.copiedMessage')
          : state === 'empty'
            ? t('recovery.topUp.noCode')
            : state === 'failed'
              ? t('recovery.topUp.copyError')
              : ''}
      </Text>
    </Stack>
  );
}

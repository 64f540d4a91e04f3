import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy, IconCopyOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

type CopyState = 'idle' | 'copied' | 'failed';

type CopyValueButtonProps = ButtonProps & {
  value: string;
  /** The button's text before copying; "Copy" unless told. */
  label?: string;
};

/** Copies `value` to the clipboard and says so ("Copied"), or that it could not. */
export function CopyValueButton({ value, label, ...props }: CopyValueButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Button
      variant={state === 'idle' ? 'light' : 'subtle'}
      color={state === 'failed' ? 'red' : undefined}
      leftSection={
        state === 'copied' ? (
          <IconCheck size={16} aria-hidden />
        ) : state === 'failed' ? (
          <IconCopyOff size={16} aria-hidden />
        ) : (
          <IconCopy size={16} aria-hidden />
        )
      }
      onClick={() => void copy()}
      aria-live="polite"
      {...props}
    >
      {state === 'copied'
        ? t('checkout.copy.copied')
        : state === 'failed'
          ? t('checkout.copy.failed')
          : (label ?? t('checkout.copy.copy'))}
    </Button>
  );
}

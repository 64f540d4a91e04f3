import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isOrderId } from './postings-summary.ts';

/** Opens any order by its id (pasted from a support ticket, a statement or the API). */
export function OrderLookup({
  current,
  onOpen,
}: {
  current: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(current);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label={t('adminOrder.lookup.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isOrderId(text)) return setError(t('adminOrder.lookup.invalid'));
        setError(null);
        onOpen(text.trim().toLowerCase());
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap" mb="lg">
        <TextInput
          label={t('adminOrder.lookup.field')}
          placeholder="00000000-0000-0000-0000-000000000000"
          leftSection={<IconSearch size={16} aria-hidden />}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          style={{ flex: 1, maxWidth: 460 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Button type="submit" mt={25}>
          {t('adminOrder.lookup.open')}
        </Button>
      </Group>
    </form>
  );
}

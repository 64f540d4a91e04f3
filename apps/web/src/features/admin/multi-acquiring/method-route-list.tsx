import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import type { Acquirer, RoutedMethod } from '@repasse/core/contract/acquirers';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { candidatesFor, moveItem } from './routing-state.ts';

type MethodRouteListProps = {
  method: RoutedMethod;
  list: string[];
  acquirers: Acquirer[];
  onChange: (list: string[]) => void;
  /** Read by screen readers after a move, an addition or a removal. */
  onAnnounce: (message: string) => void;
};

type Focus = { id: string; control: 'up' | 'down' } | { id: null; control: 'add' };

/** One method's acquirers in the order a payment tries them, reordered with buttons. */
export function MethodRouteList({
  method,
  list,
  acquirers,
  onChange,
  onAnnounce,
}: MethodRouteListProps) {
  const { t } = useTranslation();
  const methodName = t(`acquirers.methods.${method}`);
  const headingId = `routing-${method}-title`;
  const byId = new Map(acquirers.map((a) => [a.id, a]));
  const nameOf = (id: string) => byId.get(id)?.name ?? t('acquirers.routing.unknown');
  const candidates = candidatesFor(method, acquirers, list);
  const [adding, setAdding] = useState('');
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  const [focus, setFocus] = useState<Focus | null>(null);

  // A moved row keeps the keyboard focus, on the other arrow when it reached an end.
  useEffect(() => {
    if (!focus) return;
    const key = focus.id === null ? 'add' : `${focus.id}:${focus.control}`;
    const fallback =
      focus.id === null ? null : `${focus.id}:${focus.control === 'up' ? 'down' : 'up'}`;
    const target = controls.current.get(key);
    (target && !target.disabled
      ? target
      : fallback
        ? controls.current.get(fallback)
        : null
    )?.focus();
    setFocus(null);
  }, [focus]);

  const move = (index: number, delta: -1 | 1) => {
    const id = list[index];
    if (!id) return;
    onChange(moveItem(list, index, delta));
    setFocus({ id, control: delta < 0 ? 'up' : 'down' });
    onAnnounce(
      t('acquirers.routing.moved', {
        name: nameOf(id),
        position: index + delta + 1,
        method: methodName,
      }),
    );
  };
  const remove = (id: string) => {
    onChange(list.filter((item) => item !== id));
    setFocus({ id: null, control: 'add' });
    onAnnounce(t('acquirers.routing.removed', { name: nameOf(id), method: methodName }));
  };
  const add = () => {
    const chosen = adding || candidates[0]?.id;
    if (!chosen) return;
    onChange([...list, chosen]);
    setAdding('');
    onAnnounce(
      t('acquirers.routing.added', {
        name: nameOf(chosen),
        position: list.length + 1,
        method: methodName,
      }),
    );
  };

  return (
    <Card component="section" aria-labelledby={headingId} padding="md">
      <Title order={3} fz="md" id={headingId} mb="sm">
        {methodName}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('acquirers.routing.emptyList')}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          m={0}
          p={0}
          mb="sm"
          style={{ listStyle: 'none' }}
          aria-labelledby={headingId}
        >
          {list.map((id, index) => {
            const acquirer = byId.get(id);
            const name = nameOf(id);
            return (
              <Group
                component="li"
                key={id}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                p="xs"
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon variant="light" radius="xl" size={26} aria-hidden>
                    <Text size="xs" fw={700}>
                      {index + 1}
                    </Text>
                  </ThemeIcon>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    {acquirer && !acquirer.active ? (
                      <Badge size="xs" variant="light" color="orange" w="fit-content">
                        {t('acquirers.routing.inactiveSkipped')}
                      </Badge>
                    ) : null}
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('acquirers.routing.up')} withArrow>
                    <ActionIcon
                      variant="default"
                      disabled={index === 0}
                      aria-label={t('acquirers.routing.upLabel', { name, method: methodName })}
                      onClick={() => move(index, -1)}
                      ref={(node) => {
                        controls.current.set(`${id}:up`, node);
                      }}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('acquirers.routing.down')} withArrow>
                    <ActionIcon
                      variant="default"
                      disabled={index === list.length - 1}
                      aria-label={t('acquirers.routing.downLabel', { name, method: methodName })}
                      onClick={() => move(index, 1)}
                      ref={(node) => {
                        controls.current.set(`${id}:down`, node);
                      }}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('acquirers.routing.remove')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('acquirers.routing.removeLabel', { name, method: methodName })}
                      onClick={() => remove(id)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      {candidates.length > 0 ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            label={t('acquirers.routing.addLabel', { method: methodName })}
            value={adding || candidates[0]?.id}
            onChange={(event) => setAdding(event.currentTarget.value)}
            data={candidates.map((a) => ({
              value: a.id,
              label: a.active ? a.name : t('acquirers.routing.inactiveOption', { name: a.name }),
            }))}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            ref={(node) => {
              controls.current.set('add', node);
            }}
          >
            {t('acquirers.routing.add')}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('acquirers.routing.noCandidates')}
        </Text>
      )}
    </Card>
  );
}

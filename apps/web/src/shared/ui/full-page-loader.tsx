import { Center, Loader, Stack, Text } from '@mantine/core';

type FullPageLoaderProps = { label?: string };

export function FullPageLoader({ label }: FullPageLoaderProps) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        {label ? (
          <Text c="dimmed" size="sm">
            {label}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}

import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failure that belongs to no field, at the top of a dialog's form. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      {message}
    </Alert>
  );
}

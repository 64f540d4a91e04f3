import { Badge, type BadgeProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** How a status looks: its colour and icon. */
export type StatusLook = { color: string; icon: Icon };

export type StatusBadgeProps = Omit<BadgeProps, 'color' | 'leftSection' | 'children'>;

/**
 * A status as every list shows one: light, coloured, its icon first, never wrapped nor squeezed.
 * The status badges of withdrawals, documents and top-ups are this with their own looks.
 */
export function StatusBadge({
  look,
  children,
  ...props
}: StatusBadgeProps & { look: StatusLook; children: ReactNode }) {
  const { color, icon: StatusIcon } = look;
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<StatusIcon size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {children}
    </Badge>
  );
}

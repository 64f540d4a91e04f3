import { EmptyState, Skeleton, Table } from '@mantine/core';
import type { ReactNode } from 'react';

type LoadingRowsProps = { columns: number; rows?: number };

/** Placeholder rows while a table loads. */
export function LoadingRows({ columns, rows = 5 }: LoadingRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Table.Td key={column}>
              <Skeleton h={14} w={column === 0 ? '80%' : '60%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

type EmptyRowProps = { columns: number; icon: ReactNode; title: string; description?: string };

/** One full-width row saying there is nothing to show. */
export function EmptyRow({ columns, icon, title, description }: EmptyRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} py="xl">
        <EmptyState icon={icon} title={title} description={description} size="sm" />
      </Table.Td>
    </Table.Tr>
  );
}

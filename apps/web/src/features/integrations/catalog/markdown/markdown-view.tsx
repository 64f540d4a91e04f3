import {
  Anchor,
  Blockquote,
  Code,
  Divider,
  List,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { type Block, type Inline, parseMarkdown } from './markdown.ts';

type MarkdownViewProps = {
  source: string;
  /** The heading level Markdown's `#` becomes: the page's own headings come before it. */
  baseHeading?: 2 | 3 | 4;
};

/**
 * Setup instructions written in Markdown, drawn with Mantine's own elements. Nothing in the text
 * becomes HTML: tags show as text, and only http(s) links are links (opened in a new tab).
 */
export function MarkdownView({ source, baseHeading = 3 }: MarkdownViewProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text have no other identity
        <BlockView key={index} block={block} baseHeading={baseHeading} />
      ))}
    </Stack>
  );
}

function BlockView({ block, baseHeading }: { block: Block; baseHeading: number }) {
  switch (block.type) {
    case 'heading': {
      const order = Math.min(6, baseHeading + block.level - 1) as 2 | 3 | 4 | 5 | 6;
      return (
        <Title order={order} fz={order <= 3 ? 'lg' : order === 4 ? 'md' : 'sm'} mt="xs">
          <InlineView nodes={block.children} />
        </Title>
      );
    }
    case 'paragraph':
      return (
        <Text size="sm" lh={1.6}>
          <InlineView nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List
          type={block.ordered ? 'ordered' : 'unordered'}
          start={block.ordered ? block.start : undefined}
          size="sm"
          spacing={4}
          withPadding
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items of one text have no other identity
            <List.Item key={index}>
              <InlineView nodes={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'quote':
      return (
        <Blockquote p="sm" fz="sm">
          <InlineView nodes={block.children} />
        </Blockquote>
      );
    case 'code':
      return (
        <Code block fz="xs" data-language={block.language ?? undefined}>
          {block.value}
        </Code>
      );
    case 'rule':
      return <Divider />;
  }
}

function InlineView({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one line have no other identity
    <InlineNode key={index} node={node} />
  ));
}

function InlineNode({ node }: { node: Inline }) {
  const { t } = useTranslation();
  switch (node.type) {
    case 'text':
      return node.value;
    case 'code':
      return <Code>{node.value}</Code>;
    case 'strong':
      return (
        <strong>
          <InlineView nodes={node.children} />
        </strong>
      );
    case 'emphasis':
      return (
        <em>
          <InlineView nodes={node.children} />
        </em>
      );
    case 'link':
      return (
        <Anchor
          href={node.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          inherit
          underline="always"
        >
          <InlineView nodes={node.children} />
          <IconExternalLink
            size={12}
            aria-hidden
            style={{ marginInlineStart: 2, verticalAlign: 'baseline' }}
          />
          <VisuallyHidden>{t('integrationCatalog.newTab')}</VisuallyHidden>
        </Anchor>
      );
  }
}

import { Center, Image, ThemeIcon } from '@mantine/core';
import type { AwardKind } from '@repasse/core/contract/awards';
import { IconAward, IconTrophy } from '@tabler/icons-react';

type AwardImageProps = {
  url: string | null;
  kind: AwardKind;
  /** Not reached yet: shown faded, in grey. */
  locked?: boolean;
  height: number;
};

/** The tier's image, or a trophy (physical) or rosette (digital) when it has none. */
export function AwardImage({ url, kind, locked = false, height }: AwardImageProps) {
  const look = { filter: locked ? 'grayscale(1)' : undefined, opacity: locked ? 0.55 : 1 };
  if (url) return <Image src={url} alt="" h={height} fit="contain" style={look} />;
  const TierIcon = kind === 'physical' ? IconTrophy : IconAward;
  return (
    <Center h={height} style={look}>
      <ThemeIcon
        variant="light"
        color={locked ? 'gray' : 'yellow'}
        size={height * 0.6}
        radius="50%"
      >
        <TierIcon size={height * 0.32} stroke={1.4} aria-hidden />
      </ThemeIcon>
    </Center>
  );
}

import { AspectRatio, Box, Image } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';

type IntegrationBannerProps = {
  src: string | null;
  /** Width over height. */
  ratio?: number;
  radius?: string;
  /** Empty (decorative) unless the image is the subject, as a preview of a chosen file is. */
  alt?: string;
};

/**
 * An integration's banner, cropped to the ratio given; a neutral panel with the integrations icon
 * while there is none or when it fails to load. Decorative: the title always stands beside it.
 */
export function IntegrationBanner({ src, ratio = 3, radius, alt = '' }: IntegrationBannerProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : null;
  return (
    <AspectRatio ratio={ratio}>
      {shown ? (
        <Image src={shown} alt={alt} fit="cover" radius={radius} onError={() => setFailed(shown)} />
      ) : (
        <Box
          bg="var(--mantine-color-default-hover)"
          style={{
            borderRadius: radius ? `var(--mantine-radius-${radius})` : undefined,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <IconPlugConnected size={32} stroke={1.4} aria-hidden opacity={0.6} />
        </Box>
      )}
    </AspectRatio>
  );
}

import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';

type PixQrCodeProps = { brCode: string; label: string };

/** The Pix "copia e cola" code as a QR image (dark on white, so every banking app can read it). */
export function PixQrCode({ brCode, label }: PixQrCodeProps) {
  const image = useQuery({
    queryKey: ['pix-qr', brCode],
    queryFn: () => QRCode.toDataURL(brCode, { margin: 2, width: 240, errorCorrectionLevel: 'M' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!image.data) return <Skeleton w={220} h={220} radius="md" />;
  return (
    <img
      src={image.data}
      alt={label}
      width={220}
      height={220}
      style={{ borderRadius: 8, background: '#fff' }}
    />
  );
}

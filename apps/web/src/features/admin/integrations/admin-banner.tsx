import { Skeleton } from '@mantine/core';
import { useWebFile } from '../../../shared/http/use-web-file.ts';
import { IntegrationBanner } from '../../integrations/catalog/integration-banner.tsx';

type AdminBannerProps = { id: string; version: string; ratio?: number };

/** An entry's banner as admins see it: read with the session, inactive entries' too. */
export function AdminBanner({ id, version, ratio = 3 }: AdminBannerProps) {
  const file = useWebFile(`/admin/integrations/${encodeURIComponent(id)}/banner`, version);
  if (file.isPending) return <Skeleton style={{ aspectRatio: String(ratio) }} radius="sm" />;
  return <IntegrationBanner src={file.url} ratio={ratio} radius="sm" />;
}

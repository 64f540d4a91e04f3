import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchWebFile } from './web-files.ts';

/** An object URL for a Blob, revoked when the Blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/**
 * Fetches a file of the authenticated website with the Bearer token and exposes it as an object
 * URL. `version` (e.g. the upload time) makes a replaced file load again.
 */
export function useWebFile(path: string | null, version?: string | null) {
  const query = useQuery({
    queryKey: ['web-file', path, version ?? null],
    queryFn: ({ signal }) => fetchWebFile(path ?? '', signal),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  return { ...query, url: useObjectUrl(query.data) };
}

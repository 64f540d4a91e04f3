type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the values that are set; an empty string when none is. */
export function queryString(values: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

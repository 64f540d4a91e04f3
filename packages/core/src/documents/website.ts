const maxLength = 2048;
// Any `scheme:` prefix (javascript:, mailto:, ftp://) but not `host:port` such as `loja.com.br:8080`.
const schemePrefix = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i;
const httpScheme = /^https?:\/\//i;
const dnsLabel = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/;
// Letters only, or an internationalised TLD in its punycode form (e.g. `xn--p1ai`).
const topLevelDomain = /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/;

function parse(value: string): URL | undefined {
  const candidate = schemePrefix.test(value) ? value : `https://${value}`;
  if (!httpScheme.test(candidate)) return undefined;
  try {
    return new URL(candidate);
  } catch {
    return undefined;
  }
}

/** A merchant's public website: a bare domain or an http(s) URL whose host has a real TLD. */
export function isValidWebsiteUrl(value: string): boolean {
  if (value.length === 0 || value.length > maxLength || /\s/.test(value)) return false;
  const url = parse(value);
  if (!url) return false;
  // Credentials in a URL (`bank.com@evil.com`) are a phishing trick, never a legitimate website.
  if (url.username || url.password) return false;
  const labels = url.hostname.split('.');
  const tld = labels.at(-1);
  return (
    labels.length >= 2 &&
    url.hostname.length <= 253 &&
    labels.every((label) => dnsLabel.test(label)) &&
    tld !== undefined &&
    topLevelDomain.test(tld)
  );
}

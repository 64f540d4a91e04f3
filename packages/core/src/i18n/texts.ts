/** A language's texts: nested objects whose leaves are templates (`a.b.c` names a leaf). */
export type Catalogue = { [key: string]: string | Catalogue };

/** The template at a dotted key, or undefined when the key names no text. */
export function lookupText(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** `{{name}}` replaced by the parameter of that name; a missing one becomes nothing. */
export const interpolate = (template: string, params: Readonly<Record<string, unknown>>): string =>
  template.replace(placeholder, (_, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? '' : String(value);
  });

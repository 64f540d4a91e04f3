/** One EMV data object: a two-digit id, a two-digit length and the value. */
export type EmvField = { id: string; value: string };

const twoDigits = /^\d{2}$/;

/** Writes one data object; throws when the id is not two digits or the value exceeds 99 characters. */
export function emvField(id: string, value: string): string {
  if (!twoDigits.test(id)) throw new RangeError(`An EMV id has two digits, got "${id}"`);
  if (value.length > 99) {
    throw new RangeError(`EMV field ${id} holds at most 99 characters, got ${value.length}`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Reads a run of data objects (a payload or a template's value); throws SyntaxError when malformed. */
export function parseEmvFields(text: string): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!twoDigits.test(id) || !twoDigits.test(length)) {
      throw new SyntaxError(`Malformed EMV data object at position ${at}`);
    }
    const end = at + 4 + Number(length);
    if (end > text.length) {
      throw new SyntaxError(`EMV field ${id} at position ${at} runs past the end`);
    }
    fields.push({ id, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

/** The same, as a map by id; an id may appear only once. */
export function emvFieldMap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const { id, value } of parseEmvFields(text)) {
    if (map.has(id)) throw new SyntaxError(`EMV field ${id} appears twice`);
    map.set(id, value);
  }
  return map;
}

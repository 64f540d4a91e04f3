/**
 * A small, safe Markdown reader for the catalog's setup instructions: headings, paragraphs,
 * bulleted and numbered lists, quotes, rules, code blocks, inline code, bold, italics and links.
 * It builds a tree the view turns into React elements: HTML in the text stays text, and a link is
 * kept only when its address is http or https.
 */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'code'; language: string | null; value: string }
  | { type: 'rule' };

/** The address as the link will carry it, or null when it is not an http(s) URL. */
export function safeHref(target: string): string | null {
  const trimmed = target.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const escapable = /[\\`*_{}[\]()#+\-.!>~|]/;
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Where the emphasis opened at `from` closes, or -1. */
function closingMarker(text: string, marker: string, from: number): number {
  let at = text.indexOf(marker, from);
  while (at !== -1) {
    const before = text[at - 1];
    const after = text[at + marker.length];
    const closes =
      at > from &&
      !isSpace(before) &&
      before !== '\\' &&
      // `_` closes only at a word's end: snake_case_names stay as they are.
      !(marker[0] === '_' && isWordChar(after)) &&
      // A single marker does not close on half of a double one.
      !(marker.length === 1 && after === marker);
    if (closes) return at;
    at = text.indexOf(marker, at + marker.length);
  }
  return -1;
}

/** The `]` that closes the `[` at `open`, allowing nested brackets; -1 when there is none. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\\') at += 1;
    else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
  return -1;
}

const bareUrl = /^https?:\/\/[^\s<>()[\]]+/i;

/** Text with inline marks; links are not looked for inside a link's own text. */
export function parseInline(text: string, links = true): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (!buffer) return;
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text') last.value += buffer;
    else nodes.push({ type: 'text', value: buffer });
    buffer = '';
  };
  const push = (node: Inline) => {
    flush();
    nodes.push(node);
  };

  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    const next = text[at + 1];
    if (char === '\\' && next !== undefined && escapable.test(next)) {
      buffer += next;
      at += 2;
      continue;
    }
    if (char === '`') {
      const run = /^`+/.exec(text.slice(at))?.[0] ?? '`';
      const end = text.indexOf(run, at + run.length);
      const value = end === -1 ? '' : text.slice(at + run.length, end).trim();
      if (value) {
        push({ type: 'code', value });
        at = end + run.length;
        continue;
      }
      buffer += run;
      at += run.length;
      continue;
    }
    if (char === '*' || char === '_') {
      const marker = next === char ? char + char : char;
      const opens =
        !isSpace(text[at + marker.length]) && !(char === '_' && isWordChar(text[at - 1]));
      const end = opens ? closingMarker(text, marker, at + marker.length) : -1;
      if (end !== -1) {
        const children = parseInline(text.slice(at + marker.length, end), links);
        push({ type: marker.length === 2 ? 'strong' : 'emphasis', children });
        at = end + marker.length;
        continue;
      }
      buffer += marker;
      at += marker.length;
      continue;
    }
    if (char === '[' && links) {
      const close = closingBracket(text, at);
      const paren = close !== -1 && text[close + 1] === '(' ? text.indexOf(')', close + 2) : -1;
      if (paren !== -1) {
        const children = parseInline(text.slice(at + 1, close), false);
        const href = safeHref(text.slice(close + 2, paren));
        if (href) push({ type: 'link', href, children });
        else for (const child of children) push(child);
        at = paren + 1;
        continue;
      }
    }
    if (links && (char === 'h' || char === 'H') && !isWordChar(text[at - 1])) {
      const match = bareUrl.exec(text.slice(at))?.[0];
      // Sentence punctuation after an address is not part of it.
      const url = match?.replace(/[.,;:!?'"]+$/, '');
      const href = url ? safeHref(url) : null;
      if (url && href) {
        push({ type: 'link', href, children: [{ type: 'text', value: url }] });
        at += url.length;
        continue;
      }
    }
    buffer += char;
    at += 1;
  }
  flush();
  return nodes;
}

const fenceLine = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)[^`]*$/;
const headingLine = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*$/;
const ruleLine = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const quoteLine = /^ {0,3}>\s?(.*)$/;
const bulletLine = /^ {0,3}[-*+]\s+(.*)$/;
const numberLine = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;

type ListMark = { ordered: boolean; start: number; text: string };

function listMark(line: string): ListMark | null {
  if (ruleLine.test(line)) return null;
  const bullet = bulletLine.exec(line);
  if (bullet) return { ordered: false, start: 1, text: bullet[1] ?? '' };
  const number = numberLine.exec(line);
  if (number) return { ordered: true, start: Number(number[1]), text: number[2] ?? '' };
  return null;
}

/** A line that begins a block of its own, ending the paragraph or list item before it. */
const startsBlock = (line: string) =>
  fenceLine.test(line) ||
  headingLine.test(line) ||
  ruleLine.test(line) ||
  quoteLine.test(line) ||
  listMark(line) !== null;

const joinLines = (lines: string[]) =>
  lines
    .map((line) => line.trim())
    .join(' ')
    .trim();

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let at = 0;
  const blank = (index: number) => (lines[index] ?? '').trim() === '';

  while (at < lines.length) {
    const line = lines[at] ?? '';
    if (blank(at)) {
      at += 1;
      continue;
    }

    const fence = fenceLine.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      at += 1;
      while (at < lines.length) {
        const current = lines[at] ?? '';
        const closing = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(current)?.[1];
        if (closing && closing[0] === marker[0] && closing.length >= marker.length) {
          at += 1;
          break;
        }
        body.push(current);
        at += 1;
      }
      blocks.push({ type: 'code', language: fence[2] || null, value: body.join('\n') });
      continue;
    }

    const heading = headingLine.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      const text = (heading[2] ?? '').replace(/\s+#+$/, '');
      if (text) blocks.push({ type: 'heading', level, children: parseInline(text) });
      at += 1;
      continue;
    }

    if (ruleLine.test(line)) {
      blocks.push({ type: 'rule' });
      at += 1;
      continue;
    }

    if (quoteLine.test(line)) {
      const quoted: string[] = [];
      while (at < lines.length && quoteLine.test(lines[at] ?? '')) {
        quoted.push(quoteLine.exec(lines[at] ?? '')?.[1] ?? '');
        at += 1;
      }
      blocks.push({ type: 'quote', children: parseInline(joinLines(quoted)) });
      continue;
    }

    const first = listMark(line);
    if (first) {
      const items: string[][] = [];
      while (at < lines.length) {
        const mark = listMark(lines[at] ?? '');
        if (mark && mark.ordered === first.ordered) {
          items.push([mark.text]);
          at += 1;
          continue;
        }
        if (mark || blank(at)) {
          // A blank line between items of the same list keeps the list going.
          let after = at;
          while (blank(after) && after < lines.length) after += 1;
          const resumes = listMark(lines[after] ?? '');
          if (!mark && resumes && resumes.ordered === first.ordered && after < lines.length) {
            at = after;
            continue;
          }
          // An indented line after a blank one still belongs to the item.
          if (!mark && /^ {2,}\S/.test(lines[after] ?? '') && after < lines.length) {
            items[items.length - 1]?.push(lines[after] ?? '');
            at = after + 1;
            continue;
          }
          break;
        }
        const current = lines[at] ?? '';
        if (startsBlock(current) && !/^ {2,}/.test(current)) break;
        items[items.length - 1]?.push(current);
        at += 1;
      }
      blocks.push({
        type: 'list',
        ordered: first.ordered,
        start: first.start,
        items: items.map((item) => parseInline(joinLines(item))),
      });
      continue;
    }

    const paragraph: string[] = [];
    while (
      at < lines.length &&
      !blank(at) &&
      (paragraph.length === 0 || !startsBlock(lines[at] ?? ''))
    ) {
      paragraph.push(lines[at] ?? '');
      at += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(joinLines(paragraph)) });
  }
  return blocks;
}

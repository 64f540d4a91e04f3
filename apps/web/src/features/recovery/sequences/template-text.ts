import {
  type RecoveryTemplateVariable,
  recoveryTemplateVariables,
} from '@repasse/core/contract/recovery-outreach';

export type PreviewValues = Record<RecoveryTemplateVariable, string>;

const variablePattern = /\{([a-z_]+)\}/g;
const isVariable = (name: string): name is RecoveryTemplateVariable =>
  (recoveryTemplateVariables as readonly string[]).includes(name);

/**
 * The template with sample values, as the server fills a message; a name it does not know stays
 * as written (the server refuses it on save), so the preview shows what is wrong.
 */
export function fillPreview(template: string, values: PreviewValues): string {
  return template.replace(variablePattern, (whole, name: string) =>
    isVariable(name) ? values[name] : whole,
  );
}

/** `{names}` the server would refuse, each once, in the order written. */
export function unknownVariables(template: string): string[] {
  const names = [...template.matchAll(variablePattern)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isVariable(name)))];
}

/** `{name}` put where the caret is (replacing a selection), and where the caret goes after it. */
export function insertVariable(
  text: string,
  selection: { start: number; end: number },
  variable: RecoveryTemplateVariable,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const inserted = `{${variable}}`;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    caret: start + inserted.length,
  };
}

export type CopyOutcome = 'copied' | 'empty' | 'failed';

type Clipboard = Pick<globalThis.Clipboard, 'writeText'>;

/**
 * Puts the Pix code on the clipboard. 'empty': the acquirer gave no code (nothing to copy);
 * 'failed': the browser refused (no permission, no secure context, no clipboard at all).
 */
export async function copyPixCode(
  brCode: string,
  clipboard: Clipboard | undefined,
): Promise<CopyOutcome> {
  if (brCode.trim() === '') return 'empty';
  if (!clipboard) return 'failed';
  try {
    await clipboard.writeText(brCode);
    return 'copied';
  } catch {
    return 'failed';
  }
}

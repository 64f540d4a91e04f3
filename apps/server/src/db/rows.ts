/** The rows of a raw `execute`, whichever driver answered (node-postgres or PGlite). */
export const rowsOf = <Row = Record<string, unknown>>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];

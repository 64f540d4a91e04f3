/** The recovery screen's tabs, in order; the address keeps the open one (`?tab=messages`). */
export const recoveryTabs = ['overview', 'sequences', 'buyers', 'messages', 'topUps'] as const;
export type RecoveryTab = (typeof recoveryTabs)[number];

export const defaultRecoveryTab: RecoveryTab = 'overview';

export const recoveryTabOf = (value: string | null): RecoveryTab =>
  (recoveryTabs as readonly string[]).includes(value ?? '')
    ? (value as RecoveryTab)
    : defaultRecoveryTab;

/** The address of a tab: the default one has no parameter, the messages tab may name a run. */
export function recoveryTabParams(tab: RecoveryTab, runId?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== defaultRecoveryTab) params.set('tab', tab);
  if (tab === 'messages' && runId) params.set('run', runId);
  return params;
}

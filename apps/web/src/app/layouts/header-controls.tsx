import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { ThemeToggle } from '../../shared/ui/theme-toggle.tsx';
import type { HeaderControl } from './deferred-controls.ts';

export type HeaderControlsProps = {
  /** The menu asked for before this chunk arrived: opened at once. */
  opened: HeaderControl | null;
  /** The control that had the keyboard focus before this chunk replaced it. */
  focus: HeaderControl | null;
};

/** The bare layout's language menu and theme switch, with their tooltips (deferred-controls.ts). */
export function HeaderControls({ opened, focus }: HeaderControlsProps) {
  return (
    <>
      <LanguageSwitch defaultOpened={opened === 'language'} autoFocus={focus === 'language'} />
      <ThemeToggle autoFocus={focus === 'theme'} />
    </>
  );
}

import type { HeaderControlsProps } from './header-controls.tsx';
import { HeaderControls } from './header-controls.tsx';
import { UserMenu } from './user-menu.tsx';

/** The signed-in layout's: the language menu, the theme switch and the user menu. */
export function AppHeaderControls({ owner, ...props }: HeaderControlsProps & { owner: boolean }) {
  return (
    <>
      <HeaderControls {...props} />
      <UserMenu
        owner={owner}
        defaultOpened={props.opened === 'user'}
        autoFocus={props.focus === 'user'}
      />
    </>
  );
}

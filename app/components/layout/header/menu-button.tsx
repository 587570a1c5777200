import type { Ref } from 'react';
import { Icon } from './icons';

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** Whether the nav it controls is shown (`aria-expanded`, and the close icon). */
  open: boolean;
  /** id of the nav it shows and hides (`aria-controls`). */
  controls: string;
  /** Accessible name, e.g. 'Menu'. */
  label: string;
  onToggle: () => void;
  /** The button, for returning focus to it when the menu is dismissed. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The burger button of a header below the `md` breakpoint: a disclosure button (WAI-ARIA APG
 * "Disclosure") that shows and hides the header's nav. Shown only where scripts run (`js-only`);
 * `NoScriptMenuToggle` (./no-script-menu-toggle.tsx) stands in for it without them.
 */
export function MenuButton({ open, controls, label, onToggle, buttonRef }: MenuButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="js-only inline-flex min-h-11 min-w-11 items-center justify-center rounded-md md:hidden"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
    >
      <Icon name={open ? 'close' : 'menu'} className="size-6" />
    </button>
  );
}

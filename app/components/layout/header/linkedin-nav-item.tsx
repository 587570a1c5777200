import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import { useShell } from '~/hooks/use-shell';
import { PROFILE_CARD_CLOSE_DELAY_MS } from '~/config/timing';
import { PROFILE_CARD_WIDTH_PX } from '~/config/layout';
import { useDismiss } from '~/hooks/use-dismiss';
import { SmartLink } from '~/components/ui/smart-link';
import type { NavItemProps } from './nav-menu';
import type { NavLink } from '~/content/types/shapes';

/** Loads the card content; called early (pointer or focus entering the header) as a prefetch. */
export const loadProfileCard = () => import('./profile-card');
const ProfileCard = lazy(loadProfileCard);

/** Props of {@link LinkedInNavItem}: the LinkedIn link and the navigation's link class. */
export type LinkedInNavItemProps = NavItemProps<'link', NavLink>;

/**
 * The LinkedIn link with its hover card (spec §2; WCAG 1.4.13): opens on hover and on keyboard
 * focus, stays open while the pointer is over the link or the card, closes
 * {@link PROFILE_CARD_CLOSE_DELAY_MS} (300 ms) after the pointer leaves, at once when focus
 * leaves, and on Escape. The card is desktop only; the mobile menu shows the plain link.
 */
export function LinkedInNavItem({ link, linkClassName }: LinkedInNavItemProps) {
  const { profileCardContent } = useShell().header;
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const linkWrapRef = useRef<HTMLSpanElement>(null);
  const closeTimer = useRef<number | null>(null);

  const cancelClose = () => {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hideLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), PROFILE_CARD_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const returnFocusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    returnFocusRef.current = linkWrapRef.current?.querySelector('a') ?? null;
  });
  // Escape returns focus to the link; that focus must not reopen the card it just closed.
  const skipNextFocus = useRef(false);
  useDismiss(
    open,
    itemRef,
    () => {
      skipNextFocus.current = !!itemRef.current?.contains(document.activeElement);
      cancelClose();
      setOpen(false);
    },
    { returnFocusRef },
  );
  const onFocus = () => {
    if (skipNextFocus.current) skipNextFocus.current = false;
    else show();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      cancelClose();
      setOpen(false);
    }
  };

  return (
    <li
      ref={itemRef}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hideLater()}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <span ref={linkWrapRef}>
        <SmartLink href={link.href} external className={linkClassName}>
          {link.label}
        </SmartLink>
      </span>
      {open ? (
        <div
          className="absolute end-0 top-full z-10 hidden pt-2 md:block"
          style={{ width: `${PROFILE_CARD_WIDTH_PX}px` } as CSSProperties}
          data-testid="profile-card"
        >
          <Suspense
            fallback={
              <p className="rounded-xl bg-white p-4 text-sm text-muted shadow-xl">
                {profileCardContent.loading}
              </p>
            }
          >
            <ProfileCard href={link.href} />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}

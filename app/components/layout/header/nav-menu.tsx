import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { MOBILE_BREAKPOINT_PX } from '~/config/layout';
import { SmartLink, type SmartLinkProps } from '~/components/ui/smart-link';
import { Icon } from './icons';

/** Keeps a desktop dropdown inside the viewport with this margin (px). */
const VIEWPORT_MARGIN_PX = 16;

/** Hover opens dropdowns only for a mouse on the desktop layout; the mobile menu expands on click. */
const hoverable = (event: PointerEvent<HTMLElement>) =>
  event.pointerType === 'mouse' && window.innerWidth > MOBILE_BREAKPOINT_PX;

/** Stops Radix's own trigger/content hover timers: hover is handled on the whole item instead. */
const skipRadix = (event: SyntheticEvent) => event.preventDefault();

const OpenValue = createContext<{ value: string; setValue: (value: string) => void }>({
  value: '',
  setValue: () => {},
});

/**
 * Props of an item of the shared header's navigation that opens more than a link (a product's
 * dropdown, the LinkedIn card): the item's entry under the prop name `Key`, and the class of the
 * navigation's links (header-bar's), which its own link takes.
 */
export type NavItemProps<Key extends string, Item> = { linkClassName: string } & {
  [name in Key]: Item;
};

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  /** Accessible name of the `<nav>`. */
  label: string;
  /** The open dropdown's `value`, '' when all are closed (one at a time, spec §4). */
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  className?: string;
  listClassName?: string;
  /** Clicks anywhere in the navigation (e.g. a chosen link closing the mobile menu). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

/**
 * The navigation of both headers (spec §2, DESIGN §5) on Radix NavigationMenu: the WAI-ARIA
 * disclosure-navigation pattern (buttons with `aria-expanded`, no `role=menu`), arrow keys
 * between the top-level entries and inside a panel, Tab into the open panel, Escape closes and
 * returns focus to its button, a click outside closes. Children are {@link NavMenuLink} and
 * {@link NavDropdown} items.
 */
export function NavMenu({
  label,
  value,
  onValueChange,
  id,
  className,
  listClassName,
  onClick,
  children,
}: NavMenuProps) {
  return (
    <OpenValue.Provider value={{ value, setValue: onValueChange }}>
      <NavigationMenu.Root
        aria-label={label}
        id={id}
        className={className}
        onClick={onClick}
        value={value}
        onValueChange={onValueChange}
        delayDuration={0}
      >
        <NavigationMenu.List className={listClassName}>{children}</NavigationMenu.List>
      </NavigationMenu.Root>
    </OpenValue.Provider>
  );
}

/** A plain entry of {@link NavMenu} (or a link inside a panel): arrow keys reach it. */
export function NavMenuLink(props: SmartLinkProps) {
  return (
    <NavigationMenu.Link asChild>
      <SmartLink {...props} />
    </NavigationMenu.Link>
  );
}

/** A top-level list item of {@link NavMenu} holding one plain link or other content. */
export const NavMenuItem = NavigationMenu.Item;

/** Props of {@link NavDropdown}. */
export interface NavDropdownProps {
  /** Unique within its menu; also the panel element's id (`nav-panel-<value>`). */
  value: string;
  /** The entry's own link (spec §2: the product name goes to its page). */
  link: SmartLinkProps;
  /** Accessible name of the disclosure button, e.g. 'Optimus submenu'. */
  buttonLabel: string;
  buttonClassName: string;
  /**
   * The button's arrow; it turns over while open (`group-data-[state=open]:rotate-180`). The
   * header's chevron by default.
   */
  icon?: ReactNode;
  /** Classes of the panel: inline in the mobile menu, absolutely placed from `md:` on. */
  panelClassName: string;
  panelStyle?: CSSProperties;
  /** Classes of the item; by default a row whose link takes the mobile menu's width. */
  className?: string;
  /** The panel's content, rendered only while open (may be lazy). */
  children: ReactNode;
}

/**
 * One dropdown of {@link NavMenu} (spec §2, §4): a link plus a disclosure button. A mouse opens
 * it on entering the item and closes it on leaving (desktop only); the click that follows a
 * hover keeps it open; Enter/Space toggle; focus leaving the item closes it on the desktop. In
 * the mobile menu (≤ 768 px) the panel opens inline and stays while focus moves on, so the link
 * being tapped does not move away. On the desktop the panel is shifted to fit the viewport.
 */
export function NavDropdown({
  value,
  link,
  buttonLabel,
  buttonClassName,
  icon = (
    <Icon
      name="chevron"
      className="size-4 transition-transform group-data-[state=open]:rotate-180"
    />
  ),
  panelClassName,
  panelStyle,
  className = 'relative flex flex-wrap items-center md:flex-nowrap',
  children,
}: NavDropdownProps) {
  const open = useContext(OpenValue);
  const isOpen = open.value === value;
  const openedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Radix puts a focus proxy (aria-hidden, tabindex 0) after an open trigger, made for panels
  // portalled into a Viewport. Our panels sit inline after the trigger, so the proxy only
  // harms: axe reports it (aria-hidden-focus, radix-ui/primitives#3085) and Tab from the last
  // panel link lands on it and loops back into the panel. Hidden, it takes no focus and Tab
  // follows the DOM order: button, panel links, next entry.
  useLayoutEffect(() => {
    const proxy = triggerRef.current?.nextElementSibling;
    if (isOpen && proxy instanceof HTMLElement && proxy.getAttribute('aria-hidden') === 'true')
      proxy.hidden = true;
  }, [isOpen]);

  // Shift the absolutely placed panel along the inline axis so it fits the viewport (desktop).
  const placePanel = useCallback((node: HTMLDivElement | null) => {
    const item = node?.closest('li');
    if (!node || !item || window.innerWidth <= MOBILE_BREAKPOINT_PX) return;
    const rect = item.getBoundingClientRect();
    const rtl = getComputedStyle(item).direction === 'rtl';
    const start = rtl ? window.innerWidth - rect.right : rect.left;
    const overflowEnd = start + node.offsetWidth - (window.innerWidth - VIEWPORT_MARGIN_PX);
    const shift = Math.max(-overflowEnd, VIEWPORT_MARGIN_PX - start);
    node.style.insetInlineStart = `${Math.min(0, shift)}px`;
  }, []);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (window.innerWidth <= MOBILE_BREAKPOINT_PX) return;
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null))
      open.setValue('');
  };

  return (
    <NavigationMenu.Item
      value={value}
      className={className}
      onPointerEnter={(event) => {
        if (!hoverable(event)) return;
        openedByHover.current = !isOpen;
        open.setValue(value);
      }}
      onPointerLeave={(event) => {
        if (hoverable(event) && open.value === value) open.setValue('');
      }}
      onBlur={onBlur}
    >
      <SmartLink {...link} />
      <NavigationMenu.Trigger
        ref={triggerRef}
        aria-label={buttonLabel}
        // Without scripts the button cannot open anything (app.css `js-only`): the link stays.
        className={`group js-only ${buttonClassName}`}
        onPointerMove={skipRadix}
        onPointerLeave={skipRadix}
        onClick={(event) => {
          // The hover already opened it: the click that follows keeps it open.
          if (isOpen && openedByHover.current) event.preventDefault();
          openedByHover.current = false;
        }}
      >
        {icon}
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        onPointerEnter={skipRadix}
        onPointerLeave={skipRadix}
        onPointerDownOutside={(event) => {
          // Mobile menu: pressing another link must not collapse this panel first, or the
          // link moves away from under the finger before the click lands.
          const nav = triggerRef.current?.closest('nav');
          if (window.innerWidth <= MOBILE_BREAKPOINT_PX && nav?.contains(event.target as Node))
            event.preventDefault();
        }}
        className={panelClassName}
        style={panelStyle}
        ref={placePanel}
      >
        <div id={`nav-panel-${value}`}>{children}</div>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

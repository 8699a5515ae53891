import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type RefObject,
  type ReactNode,
} from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from './classNames';
import styles from './Menu.module.css';

/** Which item takes focus as the menu opens. */
type OpenAt = 'first' | 'last';

interface MenuState {
  openAt: OpenAt | null;
  open: (at: OpenAt) => void;
  /** Closes it; with `refocus`, focus goes back to the button (Esc, an item chosen). */
  close: (refocus: boolean) => void;
  buttonId: string;
  menuId: string;
  button: RefObject<HTMLButtonElement | null>;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('MenuButton, MenuList and their items belong inside a Menu');
  return menu;
}

/**
 * A menu button (WAI-ARIA menu button pattern): <Menu><MenuButton/><MenuList><MenuLink/><MenuAction/></MenuList></Menu>.
 * The list drops down under the button, closes on Esc, Tab, a choice or a click anywhere outside.
 */
export function Menu({ children, className }: { children: ReactNode; className?: string }) {
  const [openAt, setOpenAt] = useState<OpenAt | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpenAt(null);
    if (refocus) button.current?.focus();
  }, []);
  const state = useMemo<MenuState>(() => ({ openAt, open: setOpenAt, close, buttonId, menuId, button }), [openAt, close, buttonId, menuId]);

  useEffect(() => {
    if (!openAt) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [openAt, close]);

  return (
    <MenuContext.Provider value={state}>
      <div ref={wrapper} className={cx(styles.menu, className)}>
        {children}
      </div>
    </MenuContext.Provider>
  );
}

/** The button that opens the menu: a click, Enter or Space opens it on its first item, ArrowUp on its last. */
export function MenuButton({ children, onKeyDown, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>) {
  const menu = useMenu();
  const expanded = menu.openAt !== null;
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      menu.open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  return (
    <button
      type="button"
      {...props}
      ref={menu.button}
      id={menu.buttonId}
      aria-haspopup="menu"
      aria-expanded={expanded}
      // Only while the menu is there: an id that names nothing is an error to checkers.
      aria-controls={expanded ? menu.menuId : undefined}
      onClick={() => (expanded ? menu.close(false) : menu.open('first'))}
      onKeyDown={keyDown}
    >
      {children}
    </button>
  );
}

/** The menu itself, there only while open; `align="end"` lines its right edge up with the button's. */
export function MenuList({ children, align = 'start' }: { children: ReactNode; align?: 'start' | 'end' }) {
  const menu = useMenu();
  const list = useRef<HTMLDivElement>(null);
  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openAt = menu.openAt;

  useEffect(() => {
    if (!openAt) return;
    const all = items();
    all[openAt === 'first' ? 0 : all.length - 1]?.focus();
  }, [openAt]);

  if (!openAt) return null;

  const keyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown': focus(at + 1); break;
      case 'ArrowUp': focus(at - 1); break;
      case 'Home': focus(0); break;
      case 'End': focus(all.length - 1); break;
      case 'Escape': menu.close(true); break;
      // Focus moves on from the button's place as usual; the menu just goes.
      case 'Tab': menu.close(false); return;
      // Space chooses a link item as Enter does (a link alone only answers Enter).
      case ' ': (document.activeElement as HTMLElement | null)?.click(); break;
      default: return;
    }
    event.preventDefault();
  };

  return (
    <div ref={list} role="menu" id={menu.menuId} aria-labelledby={menu.buttonId} className={cx(styles.list, styles[align])} onKeyDown={keyDown}>
      {children}
    </div>
  );
}

/** A menu item that goes to a page of the shop. */
export function MenuLink({ children, onClick, ...props }: LinkProps) {
  const menu = useMenu();
  return (
    <Link
      {...props}
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      onClick={(event) => {
        onClick?.(event);
        menu.close(true);
      }}
    >
      {children}
    </Link>
  );
}

/** A menu item that does something (signing out, say). */
export function MenuAction({ children, onSelect }: { children: ReactNode; onSelect: () => void }) {
  const menu = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      onClick={() => {
        menu.close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

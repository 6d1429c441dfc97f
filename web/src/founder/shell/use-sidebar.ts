/**
 * The dashboard shell's sidebar (dashboard-shell.tsx): expanded or collapsed on wide screens (remembered in the
 * `sidebar:state` cookie), a drawer below 768 px; the toggle, Ctrl/Cmd + B, Escape and the drawer's focus trap.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { dashboardStrings as s } from '../strings.js';
import { useIsMobile } from './media.js';
import { readSidebarCookie, sidebarCookie, isSidebarShortcut, type SidebarState } from './sidebar.js';

function initialState(): SidebarState {
  return (typeof document !== 'undefined' && readSidebarCookie(document.cookie)) || 'expanded';
}

/** The sidebar's and the drawer's state for the page at `pathname` (a new page closes the drawer). */
export function useSidebar(pathname: string) {
  const isMobile = useIsMobile();
  const [state, setState] = useState<SidebarState>(initialState);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A new page closes the drawer (adjusting state while rendering, not in an effect).
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    if (drawerOpen) setDrawerOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);

  const drawerVisible = isMobile && drawerOpen;

  const setDesktopState = useCallback((next: SidebarState) => {
    setState(next);
    document.cookie = sidebarCookie(next);
  }, []);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setDrawerOpen((open) => !open);
    else setDesktopState(state === 'expanded' ? 'collapsed' : 'expanded');
  }, [isMobile, state, setDesktopState]);

  // Ctrl/Cmd + B anywhere on the dashboard; Escape closes the drawer.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isSidebarShortcut(event)) {
        event.preventDefault();
        toggle();
      } else if (event.key === 'Escape' && drawerVisible) {
        event.preventDefault();
        closeDrawer();
      } else if (event.key === 'Tab' && drawerVisible && drawerRef.current) {
        // Keep Tab inside the open drawer (it covers the page like a modal).
        const focusable = drawerRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, drawerVisible, closeDrawer]);

  // Opening the drawer moves focus to its first control.
  useEffect(() => {
    if (drawerVisible) drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [drawerVisible]);

  const collapsed = !isMobile && state === 'collapsed';
  const expanded = isMobile ? drawerVisible : state === 'expanded';
  const toggleLabel = isMobile
    ? drawerVisible
      ? s.shell.closeMenu
      : s.shell.openMenu
    : state === 'expanded'
      ? s.shell.collapseSidebar
      : s.shell.expandSidebar;

  return {
    isMobile,
    collapsed,
    expanded,
    toggleLabel,
    toggle,
    toggleRef,
    drawerRef,
    drawerVisible,
    closeDrawer,
    closeOnNavigate: () => setDrawerOpen(false),
  };
}

'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { CLOSE_DELAY_MS } from '@/lib/ui/closeDelay';

/** The drawer's id: the top bar's menu button opens it with `popovertarget`. */
export const SIDE_MENU_ID = 'side-menu';

/**
 * The side menu's drawer: a native popover (the browser opens it from its button, closes it on a
 * tap on the dimmed page or Escape, and styles/globals.css slides it). What hydration adds: a choice closes it
 * 300 ms after the tap (spec §2, §9), as a link that navigates in place leaves the drawer on the
 * page; the menu button tells whether it is open; opening it moves the focus into it.
 */
export function SideMenuPanel({ children }: { children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const buttons = () =>
      document.querySelectorAll(`[popovertarget="${SIDE_MENU_ID}"]:not([popovertargetaction="hide"])`);
    // Also right after hydration: a tap before it may have opened the drawer already.
    const sync = () => {
      const open = node.matches(':popover-open');
      buttons().forEach((b) => b.setAttribute('aria-expanded', String(open)));
      return open;
    };
    const onToggle = (e: Event) => {
      if (sync() && (e as ToggleEvent).newState === 'open') node.querySelector<HTMLElement>('nav a')?.focus();
    };
    sync();
    node.addEventListener('toggle', onToggle);
    return () => node.removeEventListener('toggle', onToggle);
  }, []);

  const closeAfterChoice = (e: MouseEvent) => {
    if (!(e.target as Element).closest('a')) return;
    const node = panel.current;
    setTimeout(() => {
      if (node?.matches(':popover-open')) node.hidePopover();
    }, CLOSE_DELAY_MS);
  };

  return (
    // The popover is the whole screen: its dimmed part is a native close button, so a tap beside the
    // drawer closes it and never reaches the page underneath (a popover's own backdrop lets taps
    // through to whatever link is there).
    <div ref={panel} id={SIDE_MENU_ID} popover="auto" data-side-menu onClick={closeAfterChoice}>
      <button
        type="button"
        popoverTarget={SIDE_MENU_ID}
        popoverTargetAction="hide"
        tabIndex={-1}
        aria-hidden
        data-side-menu-scrim
        className="absolute inset-0 h-full w-full cursor-default"
      />
      <div
        role="dialog"
        aria-label="選單"
        data-side-menu-drawer
        className="absolute inset-y-0 left-0 w-[277px] overflow-y-auto bg-white px-5 pb-8 text-sm shadow-xl"
      >
        {children}
      </div>
    </div>
  );
}

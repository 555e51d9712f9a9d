import { useCallback, useState } from 'react';

/** SPEC §3 dashboard state: the left sidebar starts closed and the right one open. */
export const SIDEBAR_DEFAULTS = { left: false, right: true } as const;

export type SidebarSide = keyof typeof SIDEBAR_DEFAULTS;
type Sidebars = Record<SidebarSide, boolean>;

/** Kept for the session in localStorage, which logout clears: the defaults come back then. */
export const SIDEBARS_STORAGE_KEY = 'candid.dashboard.sidebars';

function load(): Sidebars {
  try {
    const stored = JSON.parse(window.localStorage.getItem(SIDEBARS_STORAGE_KEY) ?? 'null') as Partial<Sidebars> | null;
    return {
      left: typeof stored?.left === 'boolean' ? stored.left : SIDEBAR_DEFAULTS.left,
      right: typeof stored?.right === 'boolean' ? stored.right : SIDEBAR_DEFAULTS.right,
    };
  } catch {
    return { ...SIDEBAR_DEFAULTS };
  }
}

/** The dashboard's two sidebar open flags and a toggle. */
export function useSidebars() {
  const [open, setOpen] = useState<Sidebars>(load);
  const toggle = useCallback((side: SidebarSide) => {
    setOpen((current) => {
      const next = { ...current, [side]: !current[side] };
      try {
        window.localStorage.setItem(SIDEBARS_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the flags still work for this visit.
      }
      return next;
    });
  }, []);
  return { open, toggle };
}

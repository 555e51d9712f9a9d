/*
 * The signed-in app shell as plain HTML: the app bar, the navigation and the page's heading, drawn
 * by src/boot.css. The build writes it into a copy of index.html per page (vite.config.ts) and the
 * server sends that copy to a browser holding a session cookie (apps/server/src/http/spa.ts), so
 * the page's frame and heading paint with the HTML instead of once the scripts have loaded the
 * user and rendered (on a mid-range phone about 2 s later). React shows the same markup while the
 * user and the page's chunk load, and AppLayout, PageHeader and the dashboard's heading use the
 * same classes, so nothing moves when the real page replaces it. No React or browser API here:
 * vite.config.ts runs it in Node.
 */

/** Where the page's heading sits: beside the dashboard's sidebar toggles, or a list page's. */
type HeaderKind = 'dashboard' | 'list';

interface ShellPage {
  title: string;
  header: HeaderKind;
}

/** The signed-in pages whose heading is known before any data: their path is their key. */
export const SHELL_PAGES = {
  dashboard: { title: 'Dashboard', header: 'dashboard' },
  candidates: { title: 'Candidates', header: 'list' },
  campaign: { title: 'Jobs', header: 'list' },
} as const satisfies Record<string, ShellPage>;

export type ShellPageKey = keyof typeof SHELL_PAGES;

/** The shell page at a pathname ('/dashboard', '/dashboard/'), if it has one. */
export function shellPageAt(pathname: string): ShellPageKey | undefined {
  const key = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return Object.hasOwn(SHELL_PAGES, key) ? (key as ShellPageKey) : undefined;
}

/** The app bar's main navigation (MainNav renders the same links). */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Jobs', to: '/campaign' },
  { label: 'Candidates', to: '/candidates' },
  { label: 'Templates', to: '/templates' },
] as const;

/** MUI's MenuRounded and VerticalSplitOutlined icons (the buttons React puts in their place). */
const MENU_ICON =
  'M4 18h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1s.45 1 1 1m0-5h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1s.45 1 1 1M3 7c0 .55.45 1 1 1h16c.55 0 1-.45 1-1s-.45-1-1-1H4c-.55 0-1 .45-1 1';
const SIDEBAR_ICON = 'M3 13h8v2H3zm0 4h8v2H3zm0-8h8v2H3zm0-4h8v2H3zm16 2v10h-4V7zm2-2h-8v14h8z';

const icon = (d: string) => `<svg class="shell-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="${d}"></path></svg>`;

/** The spinner below the heading while the user and the page load (FullPageSpinner's look). */
const spinner = (label: string) =>
  `<div class="boot-spinner" role="progressbar" aria-label="${label}">` +
  '<svg viewBox="22 22 44 44" aria-hidden="true"><circle cx="44" cy="44" r="20.2" fill="none" stroke-width="3.6"></circle></svg>' +
  '</div>';

/** The page's heading row, as PageHeader or the dashboard renders it, and a spinner below it. */
export function pageShellHtml(key: ShellPageKey, loading: string): string {
  const page: ShellPage = SHELL_PAGES[key];
  const title = `<h1 class="page-title">${page.title}</h1>`;
  const header =
    page.header === 'dashboard'
      ? '<div class="dashboard-header">' +
        `<span class="shell-toggle">${icon(SIDEBAR_ICON)}</span>` +
        `<div class="dashboard-header__title">${title}</div>` +
        `<span class="shell-toggle shell-toggle--right">${icon(SIDEBAR_ICON)}</span>` +
        '</div>'
      : `<div class="page-header">${title}</div>`;
  return `<div class="page-frame page-frame--${page.header === 'dashboard' ? 'wide' : 'list'}">${header}${spinner(loading)}</div>`;
}

/** The whole signed-in frame for a page: app bar (brand, navigation) and the page's heading. */
export function appShellHtml(key: ShellPageKey): string {
  const nav = NAV_ITEMS.map(
    (item) =>
      `<a class="app-nav__link${item.to === `/${key}` ? ' active' : ''}" href="${item.to}"${item.to === `/${key}` ? ' aria-current="page"' : ''}>${item.label}</a>`,
  ).join('');
  return (
    '<div class="app-frame">' +
    '<header class="app-bar"><div class="app-bar__inner">' +
    `<div class="app-mobile-nav"><span class="shell-icon-button shell-icon-button--start">${icon(MENU_ICON)}</span></div>` +
    '<a class="app-bar__home" href="/dashboard" aria-label="Candid home">' +
    '<span class="brand-mark"><span class="brand-mark__square" aria-hidden="true"></span><span class="brand-mark__name">Candid</span></span>' +
    '</a>' +
    `<nav class="app-nav" aria-label="Main">${nav}</nav>` +
    '</div></header>' +
    `<main id="main-content" class="app-main" tabindex="-1">${pageShellHtml(key, 'Loading your account')}</main>` +
    '</div>'
  );
}

import { appShellHtml, pageShellHtml, type ShellPageKey } from './appShell';

/*
 * While the user or a page's chunk loads, React shows the very markup the server sent
 * (appShell.ts), so its first render changes nothing on screen. The markup is static and ours.
 */

/** The whole signed-in frame with the page's heading, while the signed-in user loads. */
export function AppShell({ page }: { page: ShellPageKey }) {
  return <div className="app-shell" dangerouslySetInnerHTML={{ __html: appShellHtml(page) }} />;
}

/** The page's heading and a spinner inside the layout, while the page's chunk loads. */
export function PageShell({ page }: { page: ShellPageKey }) {
  return <div className="app-shell" dangerouslySetInnerHTML={{ __html: pageShellHtml(page, 'Loading') }} />;
}

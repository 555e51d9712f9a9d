import { useEffect } from 'react';

const APP_NAME = 'Candid';

/** Sets the tab's title to '{title} · Candid' while the page is shown, and restores it after. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

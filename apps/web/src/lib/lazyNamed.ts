import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component whose chunk `preload` starts fetching early (on hover, or beside another request). */
export type LazyNamed<P = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/** React.lazy for a named export: one chunk per module, which `preload` starts loading early. */
export function lazyNamed<P = object, M extends Record<string, unknown> = Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyNamed<P> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType<P> })),
    { preload: () => void load() },
  );
}

// The catalogue loaders vite/catalogues.ts generates: one per catalogues/<locale>.json.
declare module 'virtual:candid-catalogues' {
  import type { Messages } from '@lingui/core';
  const catalogues: Record<string, () => Promise<{ messages: Messages }>>;
  export default catalogues;
}

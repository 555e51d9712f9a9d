import { MemoryChunkStore, type ChunkStore } from './chunkStore';
import { IdbChunkStore } from './idbChunkStore';

/** IndexedDB when it opens; otherwise memory, so recording still works (a reload then loses the unsent part). */
export async function openChunkStore(): Promise<{ store: ChunkStore; persistent: boolean }> {
  try {
    if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
    return { store: await IdbChunkStore.open(), persistent: true };
  } catch {
    return { store: new MemoryChunkStore(), persistent: false };
  }
}

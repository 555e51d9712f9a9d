import { vi } from 'vitest';

/**
 * Counts the timers the code under test has set and not yet run or cleared (setTimeout through
 * globalThis, as tus-js-client and the upload code use it), so a test can wait until none is
 * left: whatever those timers would have done (a retry, a restart) has had its chance. Call it
 * before the code sets them; restoreMocks undoes it after the test.
 */
export function trackTimers() {
  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  const pending = new Set<ReturnType<typeof setTimeout>>();
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = real.setTimeout(() => {
      pending.delete(id);
      if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
    }, ms);
    pending.add(id);
    return id;
  }) as unknown as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
    pending.delete(id as ReturnType<typeof setTimeout>);
    real.clearTimeout(id);
  });
  return {
    get pending() {
      return pending.size;
    },
    /**
     * Resolves once `quiet()` holds with no timer pending, checked on the real clock between
     * macrotasks (so every microtask a fired timer started has run); throws after `limitMs`.
     */
    async settle(quiet: () => boolean = () => true, limitMs = 5000) {
      const started = Date.now();
      for (;;) {
        await new Promise((resolve) => real.setTimeout(resolve, 1));
        if (pending.size === 0 && quiet()) return;
        if (Date.now() - started > limitMs) throw new Error(`still busy after ${limitMs} ms (${pending.size} timer(s) pending): the code keeps setting timers or sending`);
      }
    },
  };
}

import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown: `restart()` starts again from the full length, `stop()` sets it to 0. */
export function useCountdown(fromSeconds: number) {
  const [seconds, setSeconds] = useState(fromSeconds);

  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = window.setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const restart = useCallback(() => setSeconds(fromSeconds), [fromSeconds]);
  const stop = useCallback(() => setSeconds(0), []);
  return { seconds, running: seconds > 0, restart, stop };
}

/** SPEC §2: the countdown reads '00:NN sec'. */
export function formatCountdown(seconds: number): string {
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss} sec`;
}

import { useMemo, useState } from 'react';
import type { MonthRange } from '../../api/dashboard';
import { RANGE_PRESETS, monthsBetween, presetRange, rangeError, toMonthRange, type Month } from './monthRange';

export type RangePreset = (typeof RANGE_PRESETS)[number] | 'custom';

/** The months the dashboard shows, as the Activity section's controls set them. */
export interface ActivityRange {
  preset: RangePreset;
  /** Chooses a preset; 'custom' starts from the range shown. */
  choosePreset: (value: RangePreset) => void;
  /** The custom range as chosen, valid or not. */
  custom: { from: Month; to: Month };
  setCustomEnd: (end: 'from' | 'to', month: Month) => void;
  /** Why the custom choice cannot be shown, or null. */
  customError: string | null;
  /** The months shown (the last valid choice) and the calls' dates for them. */
  months: Month[];
  range: MonthRange;
}

/**
 * The dashboard's range of months: held above the Activity section, whose controls set it, so
 * that the completion funnel counts the same months. An invalid custom choice keeps the last
 * valid range shown.
 */
export function useActivityRange(): ActivityRange {
  const [preset, setPreset] = useState<RangePreset>(12);
  const [custom, setCustom] = useState(() => presetRange(12));
  const customError = preset === 'custom' ? rangeError(custom.from, custom.to) : null;
  const [shown, setShown] = useState(() => presetRange(12));
  const wanted = preset === 'custom' ? custom : presetRange(preset);
  if (!customError && (wanted.from !== shown.from || wanted.to !== shown.to)) setShown(wanted);

  const months = useMemo(() => monthsBetween(shown.from, shown.to), [shown]);
  const range = useMemo(() => toMonthRange(shown.from, shown.to), [shown]);
  return useMemo(
    () => ({
      preset,
      choosePreset: (value: RangePreset) => {
        if (value === 'custom') setCustom(shown);
        setPreset(value);
      },
      custom,
      setCustomEnd: (end: 'from' | 'to', month: Month) => setCustom((c) => ({ ...c, [end]: month })),
      customError,
      months,
      range,
    }),
    [custom, customError, months, preset, range, shown],
  );
}

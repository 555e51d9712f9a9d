import { createContext, useContext, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { DATE_FORMAT } from '../../lib/dates';
import { datesForStart, resetDates } from './jobDraft';

const ResetContext = createContext<() => void>(() => undefined);

/** SPEC §2 picker actions: Reset (start today, end a month later), Close and Apply. */
function DateActionBar() {
  const onReset = useContext(ResetContext);
  const { acceptValueChanges, cancelValueChanges, setOpen } = usePickerActionsContext();
  return (
    <DialogActions sx={{ gridColumn: '1 / -1', gridRow: 3 }}>
      <Button
        onClick={() => {
          onReset();
          setOpen(false);
        }}
        color="inherit"
      >
        Reset
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={cancelValueChanges} color="inherit">
        Close
      </Button>
      <Button onClick={acceptValueChanges} variant="contained">
        Apply
      </Button>
    </DialogActions>
  );
}

interface JobDatesFieldsProps {
  startDate: string;
  endDate: string;
  onChange: (dates: { startDate: string; endDate: string }) => void;
}

/**
 * A date picker whose calendar choice is a draft until Apply (the picker has no draft of its
 * own when its value is controlled), while typing in the field commits at once.
 */
function DraftDatePicker({
  label,
  value,
  minDate,
  onCommit,
}: {
  label: string;
  value: Dayjs;
  minDate?: Dayjs;
  onCommit: (value: Dayjs) => void;
}) {
  const [draft, setDraft] = useState<Dayjs | null>(null);
  return (
    <DatePicker
      format={DATE_FORMAT}
      closeOnSelect={false}
      slots={{ actionBar: DateActionBar }}
      slotProps={{ textField: { fullWidth: true } }}
      label={label}
      value={draft ?? value}
      minDate={minDate}
      onChange={(next: Dayjs | null, ctx) => {
        if (!next?.isValid() || ctx.validationError !== null) return;
        if (ctx.source === 'field') {
          if (!next.isSame(value, 'day')) onCommit(next);
        } else {
          setDraft(next);
        }
      }}
      onAccept={(accepted: Dayjs | null) => {
        setDraft(null);
        if (accepted?.isValid() && !accepted.isSame(value, 'day')) onCommit(accepted);
      }}
      onClose={() => setDraft(null)}
    />
  );
}

/** Start and end date pickers: a new start moves the end a month later; end ≥ start. */
export function JobDatesFields({ startDate, endDate, onChange }: JobDatesFieldsProps) {
  const start = dayjs(startDate);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ResetContext.Provider value={() => onChange(resetDates())}>
        <DraftDatePicker label="Start date" value={start} onCommit={(value) => onChange(datesForStart(value))} />
        <DraftDatePicker
          label="End date"
          value={dayjs(endDate)}
          minDate={start}
          onCommit={(value) => onChange({ startDate, endDate: value.format('YYYY-MM-DD') })}
        />
      </ResetContext.Provider>
    </LocalizationProvider>
  );
}

import { createContext, useContext } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { DISPLAY_DATE_FORMAT, datesForStart, resetDates } from './jobDraft';

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

/** Start and end date pickers: a new start moves the end a month later; end ≥ start. */
export function JobDatesFields({ startDate, endDate, onChange }: JobDatesFieldsProps) {
  const start = dayjs(startDate);
  const end = dayjs(endDate);
  const common = {
    format: DISPLAY_DATE_FORMAT,
    closeOnSelect: false,
    slots: { actionBar: DateActionBar },
    slotProps: { textField: { fullWidth: true } },
  } as const;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ResetContext.Provider value={() => onChange(resetDates())}>
        <DatePicker
          {...common}
          label="Start date"
          value={start}
          onAccept={(value: Dayjs | null) => value?.isValid() && onChange(datesForStart(value))}
          onChange={(value: Dayjs | null, ctx) => {
            // Typing in the field changes the value without the popup's Apply.
            if (ctx.source === 'field' && value?.isValid() && ctx.validationError === null && !value.isSame(start, 'day')) {
              onChange(datesForStart(value));
            }
          }}
        />
        <DatePicker
          {...common}
          label="End date"
          value={end}
          minDate={start}
          onAccept={(value: Dayjs | null) =>
            value?.isValid() && onChange({ startDate, endDate: value.format('YYYY-MM-DD') })
          }
          onChange={(value: Dayjs | null, ctx) => {
            if (ctx.source === 'field' && value?.isValid() && ctx.validationError === null && !value.isSame(end, 'day')) {
              onChange({ startDate, endDate: value.format('YYYY-MM-DD') });
            }
          }}
        />
      </ResetContext.Provider>
    </LocalizationProvider>
  );
}

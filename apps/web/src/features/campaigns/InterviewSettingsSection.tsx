import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG, type ScreeningAction } from '@candid/shared';
import { SETTINGS_LIMITS, settingsFieldErrors, type InterviewSettingsDraft, type TimeUnit } from './interviewSettings';

interface InterviewSettingsSectionProps {
  settings: InterviewSettingsDraft;
  onChange: (settings: InterviewSettingsDraft) => void;
}

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 4);
const RETAKE_OPTIONS = Array.from({ length: SETTINGS_LIMITS.retakesMax + 1 }, (_, n) => n);

/**
 * How candidates answer: think time, answer time limit, retakes, and an untimed mode for
 * accessibility; and what a screening answer that does not qualify does (issue 29).
 */
export function InterviewSettingsSection({ settings, onChange }: InterviewSettingsSectionProps) {
  const set = (patch: Partial<InterviewSettingsDraft>) => onChange({ ...settings, ...patch });
  const errors = settingsFieldErrors(settings);
  const untimedHelp = useId();
  const screeningLabel = useId();
  const screeningHelp = useId();

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        pt: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        Think time, answer time limit and retakes apply to video and audio questions only.
      </Typography>
      <TextField
        label="Think time"
        value={settings.thinkTime}
        onChange={(e) => set({ thinkTime: digits(e.target.value) })}
        disabled={settings.untimed}
        error={Boolean(errors.think)}
        helperText={errors.think ?? 'Before each answer. 0 to 600 seconds.'}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">seconds</InputAdornment> },
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 130px', gap: 1 }}>
        <TextField
          label="Answer time limit"
          value={settings.answerTime}
          onChange={(e) => set({ answerTime: digits(e.target.value) })}
          disabled={settings.untimed}
          error={Boolean(errors.answer)}
          helperText={errors.answer ?? 'Per answer. 10 seconds to 30 minutes.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          select
          label="Unit"
          value={settings.answerUnit}
          onChange={(e) => set({ answerUnit: e.target.value as TimeUnit })}
          disabled={settings.untimed}
        >
          <MenuItem value="seconds">seconds</MenuItem>
          <MenuItem value="minutes">minutes</MenuItem>
        </TextField>
      </Box>
      <TextField
        select
        label="Retakes"
        value={settings.retakes}
        onChange={(e) => set({ retakes: Number(e.target.value) })}
        error={Boolean(errors.retakes)}
        helperText={errors.retakes ?? 'Extra attempts a candidate may record per question.'}
      >
        {RETAKE_OPTIONS.map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={settings.untimed}
              onChange={(e) => set({ untimed: e.target.checked })}
              slotProps={{ input: { 'aria-describedby': untimedHelp } }}
            />
          }
          label="Untimed (accessibility)"
          sx={{ minHeight: 56, mr: 0 }}
        />
        <FormHelperText id={untimedHelp} sx={{ mt: 0, mx: 1.75 }}>
          No think time or answer limit, for candidates who need more time.
        </FormHelperText>
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
        <FormControl component="fieldset">
          <FormLabel component="legend" id={screeningLabel}>
            When a screening answer does not qualify
          </FormLabel>
          <RadioGroup
            aria-labelledby={screeningLabel}
            aria-describedby={screeningHelp}
            value={settings.screeningAction}
            onChange={(e) => set({ screeningAction: e.target.value as ScreeningAction })}
          >
            <FormControlLabel value="flag" control={<Radio />} label="Flag the candidate and carry on" />
            <FormControlLabel value="end" control={<Radio />} label="End the interview after the screening questions" />
          </RadioGroup>
          <FormHelperText id={screeningHelp} sx={{ mx: 0 }}>
            Screening questions are Yes / No, choice and number questions with qualifying answers; they are asked first.
          </FormHelperText>
        </FormControl>
        {settings.screeningAction === 'end' && (
          <TextField
            label="Message to the candidate"
            value={settings.screeningEndMessage}
            onChange={(e) => set({ screeningEndMessage: e.target.value })}
            multiline
            minRows={2}
            error={Boolean(errors.screeningEndMessage)}
            helperText={errors.screeningEndMessage ?? `Optional. Left empty, the candidate reads: “${MSG.screeningEndedDefault}”`}
            sx={{ maxWidth: 720 }}
          />
        )}
      </Box>
    </Box>
  );
}

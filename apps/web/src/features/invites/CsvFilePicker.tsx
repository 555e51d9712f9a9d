import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { INTERVIEW_LIMITS } from '@candid/shared';

const SAMPLE = 'name,email\r\nAda Lovelace,ada@example.com\r\nGrace Hopper,grace@example.com\r\n';
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE)}`;

/** A CSV file chooser that also takes a file dropped on it. */
export function CsvFilePicker({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types ?? []).includes('Files');

  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-help`}
      onDragOver={(e) => {
        if (!hasFiles(e) || disabled) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        if (disabled) return;
        const file = e.dataTransfer.files?.[0];
        if (!file) return;
        e.preventDefault();
        onFile(file);
      }}
      sx={(t) => ({
        border: `2px dashed ${over ? t.palette.secondary.main : t.palette.divider}`,
        bgcolor: over ? t.palette.action.hover : 'background.paper',
        borderRadius: 2,
        p: { xs: 2.5, sm: 4 },
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      })}
    >
      <UploadFileRounded sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
        Drop a CSV file here, or
      </Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled}>
        Choose a CSV file
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        tabIndex={-1}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Picking the same file again must fire change again.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Typography id={`${id}-help`} variant="body2" color="text.secondary">
        Columns: name and email, or email alone. A header row is optional; with one, a phone column lets
        you invite by text message. Up to{' '}
        {INTERVIEW_LIMITS.csvMaxRows.toLocaleString('en-AU')} rows.{' '}
        <Link href={SAMPLE_HREF} download="candidates.csv">
          Download a sample
        </Link>
      </Typography>
    </Box>
  );
}

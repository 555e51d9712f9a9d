import { useState, type DragEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface DropZoneProps {
  /** The dataTransfer type accepted, e.g. 'application/x-candid-question', or 'Files' for files. */
  accept: string;
  label: string;
  onDropData?: (data: string) => void;
  /** With accept 'Files': the files dropped (e.g. a logo dragged from the desktop). */
  onDropFiles?: (files: File[]) => void;
  children?: ReactNode;
}

/**
 * A target for native HTML5 drags of one data type (template items dragged from the side panel)
 * or of files.
 */
export function DropZone({ accept, label, onDropData, onDropFiles, children }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const accepts = (e: DragEvent) => Array.from(e.dataTransfer.types ?? []).includes(accept);
  return (
    <Box
      role="group"
      aria-label={label}
      onDragOver={(e) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        if (!accepts(e)) return;
        e.preventDefault();
        const files = Array.from(e.dataTransfer.files ?? []);
        if (onDropFiles && files.length > 0) {
          onDropFiles(files);
          return;
        }
        const data = e.dataTransfer.getData(accept);
        if (data) onDropData?.(data);
      }}
      sx={(t) => ({
        border: `2px dashed ${over ? t.palette.secondary.main : t.palette.divider}`,
        bgcolor: over ? t.palette.action.hover : 'transparent',
        borderRadius: 2,
        p: 1.5,
        transition: 'border-color 120ms, background-color 120ms',
      })}
    >
      {children}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 0.5 }}>
        {label}
      </Typography>
    </Box>
  );
}

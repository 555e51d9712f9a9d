import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import type { ScreeningFilter } from '../../api/candidates';
import { candidateExportUrl } from '../../api/exports';

/** "Export": the candidates of the list's job, search, status and screening as CSV or XLSX (a job's with a column per question). */
export function ExportMenu({ campaignId, search, status, screening }: { campaignId?: number; search?: string; status?: number; screening?: ScreeningFilter }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const filters = { campaignId, search, status, screening };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadRounded />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'candidate-export-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Export
      </Button>
      <Menu id="candidate-export-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component="a" href={candidateExportUrl('csv', filters)} download onClick={close}>
          CSV (spreadsheets, UTF-8)
        </MenuItem>
        <MenuItem component="a" href={candidateExportUrl('xlsx', filters)} download onClick={close}>
          Excel workbook (XLSX)
        </MenuItem>
      </Menu>
    </>
  );
}

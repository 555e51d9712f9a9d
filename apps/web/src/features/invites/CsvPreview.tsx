import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMobileNumber } from '@candid/shared/phone';
import type { CsvCandidate, CsvDuplicateRow, CsvRejectedRow } from './csvInvite';

interface CsvPreviewProps {
  /** The rows to invite; `mobile` (E.164) when they go by text message. */
  valid: (CsvCandidate & { mobile?: string })[];
  invalid: CsvRejectedRow[];
  duplicates: CsvDuplicateRow[];
  /** The file has a phone column: the tables show it. */
  showPhone?: boolean;
}

function RowTable({ title, count, head, children }: { title: string; count: number; head: string[]; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title} ({count})
      </Typography>
      <TableContainer
        tabIndex={0}
        aria-labelledby={id}
        role="region"
        sx={{ maxHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
      >
        <Table size="small" stickyHeader aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

const fullName = (r: CsvCandidate) => [r.firstName, r.lastName].filter(Boolean).join(' ') || '—';

/** A row's phone: the mobile number it will be texted at, grouped, else the cell as written. */
const phoneOf = (r: { phone?: string; mobile?: string }) => (r.mobile ? formatMobileNumber(r.mobile) : r.phone || '—');

/** The rows of a candidate CSV: the ones to invite, the invalid ones with why, and repeats. */
export function CsvPreview({ valid, invalid, duplicates, showPhone = false }: CsvPreviewProps) {
  const phoneHead = showPhone ? ['Phone'] : [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Summary of the file" role="group">
        <Chip color="success" variant="outlined" label={`${valid.length} valid`} />
        <Chip color={invalid.length ? 'error' : 'default'} variant="outlined" label={`${invalid.length} invalid`} />
        <Chip color={duplicates.length ? 'warning' : 'default'} variant="outlined" label={`${duplicates.length} duplicates`} />
      </Box>

      {valid.length > 0 ? (
        <RowTable title="Ready to invite" count={valid.length} head={['Row', 'Name', 'Email', ...phoneHead]}>
          {valid.map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell>{fullName(r)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email}</TableCell>
              {showPhone && <TableCell sx={{ whiteSpace: 'nowrap' }}>{phoneOf(r)}</TableCell>}
            </TableRow>
          ))}
        </RowTable>
      ) : (
        <Typography color="error" role="alert">
          This file has no valid rows to invite.
        </Typography>
      )}

      {invalid.length > 0 && (
        <RowTable title="Invalid rows" count={invalid.length} head={['Row', 'Name', 'Email', ...phoneHead, 'Reason']}>
          {invalid.map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell>{r.name || '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email || '—'}</TableCell>
              {showPhone && <TableCell sx={{ overflowWrap: 'anywhere' }}>{phoneOf(r)}</TableCell>}
              <TableCell sx={{ color: 'error.main' }}>{r.reason}</TableCell>
            </TableRow>
          ))}
        </RowTable>
      )}

      {duplicates.length > 0 && (
        <RowTable title="Duplicates (not sent again)" count={duplicates.length} head={['Row', 'Email', 'First seen on row']}>
          {duplicates.map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email}</TableCell>
              <TableCell>{r.firstRow}</TableCell>
            </TableRow>
          ))}
        </RowTable>
      )}
    </Box>
  );
}

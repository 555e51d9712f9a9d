import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { STRIPE_PAYMENT_STATUS } from '@candid/shared';
import type { StripePayment } from '../../api/entities';
import { usePaymentHistory } from '../../api/billing';
import { ErrorRetry } from '../../components/ErrorRetry';
import { formatDate } from '../../lib/dates';
import { formatMoney } from './planText';
import { visuallyHidden } from '../../components/visuallyHidden';

function StatusChip({ status }: { status: number }) {
  if (status === STRIPE_PAYMENT_STATUS.Active) return <Chip size="small" color="success" label="Active" />;
  if (status === STRIPE_PAYMENT_STATUS.Failed) return <Chip size="small" color="error" label="Failed" />;
  return <Chip size="small" variant="outlined" label="Ended" />;
}

/** The invoice for a Stripe entry (a new tab), the operator's note for an operator one. */
function InvoiceCell({ payment }: { payment: StripePayment }) {
  if (payment.invoiceUrl) {
    return (
      <Link href={payment.invoiceUrl} target="_blank" rel="noopener noreferrer">
        View invoice
        <Box component="span" sx={visuallyHidden}>
          {` for ${payment.packageName}, ${formatDate(payment.startDate)} (opens in a new tab)`}
        </Box>
      </Link>
    );
  }
  return <>{payment.note ?? '—'}</>;
}

const sourceText = (payment: StripePayment) => (payment.source === 'stripe' ? 'Card' : 'Operator');
const amountText = (payment: StripePayment) => formatMoney(payment.amountCents, payment.currency);

function HistoryTable({ payments }: { payments: StripePayment[] }) {
  return (
    <Table size="small" aria-labelledby="payment-history">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Package</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Paid by</TableCell>
          <TableCell>Invoice</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.startDate)}</TableCell>
            <TableCell>{p.packageName}</TableCell>
            <TableCell align="right">{amountText(p)}</TableCell>
            <TableCell>
              <StatusChip status={p.status} />
            </TableCell>
            <TableCell>{sourceText(p)}</TableCell>
            <TableCell>
              <InvoiceCell payment={p} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: one stacked entry per payment, nothing scrolls sideways. */
function HistoryList({ payments }: { payments: StripePayment[] }) {
  return (
    <Box component="ul" aria-labelledby="payment-history" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {payments.map((p) => (
        <Box component="li" key={p.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{p.packageName}</Typography>
            <StatusChip status={p.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {formatDate(p.startDate)} · {amountText(p)} · {sourceText(p)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <InvoiceCell payment={p} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The company's payments history (owner and admins): Stripe invoices and the operator's assignments. */
export function PaymentHistory({ enterpriseId, pollMs }: { enterpriseId: number; pollMs?: number | false }) {
  const history = usePaymentHistory(enterpriseId, { pollMs });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-history" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography variant="h2" component="h2" id="payment-history" sx={{ mb: 2 }}>
        Payment history
      </Typography>
      {history.isPending ? (
        <BlockSkeleton label="Loading the payment history" variant="rounded" height={120} />
      ) : history.isError ? (
        <ErrorRetry error={history.error} onRetry={history.refetch} />
      ) : history.data.length === 0 ? (
        <Typography color="text.secondary">No payments yet.</Typography>
      ) : phone ? (
        <HistoryList payments={history.data} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <HistoryTable payments={history.data} />
        </Box>
      )}
    </Paper>
  );
}

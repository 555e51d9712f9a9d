import { useId } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { CompanyAvatar, type CompanyOption } from '../organisation-form/CompanyAvatar';

interface QrPosterProps {
  open: boolean;
  link: string;
  jobTitle: string;
  /** Who is hiring: the job's client employer, else the enterprise (null while loading). */
  brand: Pick<CompanyOption, 'name' | 'initials' | 'colour' | 'background' | 'image'> | null;
  /** Back and Cancel both leave the poster for the invite methods. */
  onClose: () => void;
}

const DIALOG_CLASS = 'candid-poster-dialog';
const HIDE_IN_PRINT = 'candid-poster-no-print';

/**
 * Only the poster prints, centred on one A4 page: everything else in the body (the app,
 * toasts, tooltips) and the poster's own buttons are hidden, and the dialog becomes a
 * plain block.
 */
const printStyles = (
  <GlobalStyles
    styles={(t) => ({
      '@media print': {
        '@page': { size: 'A4 portrait', margin: '12mm' },
        'html, body': { background: `${t.palette.common.white} !important`, height: 'auto !important', overflow: 'visible !important' },
        [`body > *:not(.${DIALOG_CLASS})`]: { display: 'none !important' },
        [`.${DIALOG_CLASS}`]: { position: 'static !important' },
        [`.${DIALOG_CLASS} .MuiBackdrop-root, .${HIDE_IN_PRINT}`]: { display: 'none !important' },
        [`.${DIALOG_CLASS} .MuiDialog-container`]: { display: 'block !important', height: 'auto !important' },
        [`.${DIALOG_CLASS} .MuiDialog-paper`]: {
          boxShadow: 'none !important',
          margin: '0 !important',
          padding: '0 !important',
          maxHeight: 'none !important',
          overflow: 'visible !important',
          background: `${t.palette.common.white} !important`,
        },
        '[data-poster-sheet]': {
          width: '100% !important',
          height: '272mm !important',
          maxWidth: 'none !important',
          border: 'none !important',
          boxShadow: 'none !important',
          breakInside: 'avoid',
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        },
        // About 10 cm across on paper: easy to scan from a few steps away.
        '[data-poster-qr-box]': { width: '100mm !important', maxWidth: 'none !important' },
      },
    })}
  />
);

/** SPEC §2 printable QR poster: "We're hiring", a welcome, the job link as a QR code, 'apply via QRCode'. */
export function QrPoster({ open, link, jobTitle, brand, onClose }: QrPosterProps) {
  const id = useId();
  const employerName = brand?.name ?? '';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      className={DIALOG_CLASS}
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: { bgcolor: 'background.default', p: { xs: 1.5, sm: 3 } } } }}
    >
      {open && printStyles}
      <Box
        className={HIDE_IN_PRINT}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2, maxWidth: 720, width: '100%', mx: 'auto' }}
      >
        <Button color="inherit" startIcon={<ArrowBackRounded />} onClick={onClose}>
          Back
        </Button>
        <Typography variant="h3" component="p" sx={{ flexGrow: 1 }}>
          QR poster
        </Typography>
        <Button color="inherit" variant="outlined" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" startIcon={<PrintRounded />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>

      <Box
        data-poster-sheet=""
        component="article"
        aria-labelledby={`${id}-title`}
        sx={{
          mx: 'auto',
          width: '100%',
          maxWidth: 620,
          aspectRatio: '210 / 297',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          boxShadow: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'space-evenly',
          gap: 2,
          textAlign: 'center',
          px: { xs: 3, sm: 6 },
          py: { xs: 4, sm: 6 },
          flexShrink: 0,
        }}
      >
        <Box>
          {brand && (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.25, mb: 2 }} data-testid="poster-brand">
              <CompanyAvatar company={brand} size={72} />
              <Typography
                component="p"
                color="text.secondary"
                sx={{ fontSize: { xs: '0.85rem', sm: '1rem' }, fontWeight: 600, letterSpacing: '0.14em', textTransform: 'uppercase', overflowWrap: 'anywhere' }}
              >
                {brand.name}
              </Typography>
            </Box>
          )}
          <Typography
            id={`${id}-title`}
            component="h1"
            sx={{ fontSize: { xs: '2.4rem', sm: '3.6rem' }, fontWeight: 800, lineHeight: 1.05, letterSpacing: '-0.02em' }}
          >
            We&apos;re hiring
          </Typography>
          <Typography
            component="p"
            color="secondary"
            sx={{ mt: 1.5, fontSize: { xs: '1.4rem', sm: '2rem' }, fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}
          >
            {jobTitle}
          </Typography>
        </Box>

        <Typography component="p" sx={{ fontSize: { xs: '1rem', sm: '1.2rem' }, maxWidth: 440, color: 'text.secondary' }}>
          Welcome! {employerName ? `${employerName} is` : 'We are'} looking for {/^[aeiou]/i.test(jobTitle) ? 'an' : 'a'}{' '}
          {jobTitle}. Scan the code with your phone camera to record a short video interview, whenever suits you.
        </Typography>

        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, width: '100%' }}>
          <Box
            data-poster-qr-box=""
            sx={{ width: '62%', maxWidth: 320, aspectRatio: '1', '& svg': { width: '100%', height: '100%', display: 'block' } }}
          >
            <QRCodeSVG
              value={link}
              level="M"
              size={512}
              marginSize={2}
              title={`QR code for the job link ${link}`}
              role="img"
              aria-label={`QR code for the job link ${link}`}
              data-testid="poster-qr"
            />
          </Box>
          <Typography component="p" sx={{ fontSize: { xs: '1.2rem', sm: '1.6rem' }, fontWeight: 700 }}>
            apply via QRCode
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {link}
          </Typography>
        </Box>
      </Box>
    </Dialog>
  );
}

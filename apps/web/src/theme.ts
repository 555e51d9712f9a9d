import { alpha, createTheme } from '@mui/material/styles';
import { BRAND_PALETTE, DISPLAY } from '@candid/shared';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** SPEC §9: the wide layout starts at 1620px. */
    wide: true;
  }
  interface Palette {
    /** SPEC §9: the 14 swatches offered for text and background colours. */
    brand: readonly string[];
    /** The dark panel beside the sign-in forms. */
    hero: { main: string; contrastText: string; muted: string };
  }
  interface PaletteOptions {
    brand?: readonly string[];
    hero?: { main: string; contrastText: string; muted: string };
  }
}

const ink = '#0B0B0F';

/**
 * The one theme of the app: black primary buttons, the brand palette, the 1620px breakpoint.
 * Built on first use, in the app's first render (a task of its own), not as the entry loads.
 */
export const appTheme = () => (theme ??= buildTheme());
let theme: ReturnType<typeof buildTheme> | undefined;

const buildTheme = () =>
  createTheme({
  breakpoints: {
    values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, wide: DISPLAY.mediaBreakpointPx },
  },
  palette: {
    mode: 'light',
    primary: { main: '#000000', light: '#2B2B30', dark: '#000000', contrastText: '#FFFFFF' },
    secondary: { main: BRAND_PALETTE[2], contrastText: '#FFFFFF' },
    success: { main: '#2E7D32', contrastText: '#FFFFFF' },
    error: { main: '#D32F2F', contrastText: '#FFFFFF' },
    // MUI's own info (#0288D1) and warning (#ED6C02) carry white text at 3.9:1 and 3.1:1, under
    // WCAG AA's 4.5:1: the candidate list's Completed and Started chips failed axe. These are 6.3:1 and 5.0:1.
    info: { main: '#0263A6', contrastText: '#FFFFFF' },
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    background: { default: '#F5F6F8', paper: '#FFFFFF' },
    text: { primary: ink, secondary: '#5C6070' },
    divider: '#E4E6EB',
    brand: BRAND_PALETTE,
    hero: { main: ink, contrastText: '#FFFFFF', muted: '#A9ACB8' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // The web font, then Roboto where the system has it (Android) until the web font is in.
    fontFamily: '"Roboto Variable", Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.375rem', fontWeight: 700 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (t) => ({
        // Toast colours follow the theme (SPEC §8: success green, error red).
        ':root': {
          '--toastify-color-success': t.palette.success.main,
          '--toastify-color-error': t.palette.error.main,
          '--toastify-font-family': t.typography.fontFamily,
        },
        // A clearly visible keyboard focus ring everywhere.
        ':focus-visible': {
          outline: `2px solid ${t.palette.secondary.main}`,
          outlineOffset: 2,
        },
      }),
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingBlock: 9 },
        sizeLarge: { paddingBlock: 11, fontSize: '1rem' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${t.palette.secondary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          backgroundColor: t.palette.background.paper,
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
        }),
      },
    },
    MuiPaper: {
      styleOverrides: {
        outlined: ({ theme: t }) => ({ borderColor: t.palette.divider }),
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          backgroundColor: t.palette.background.paper,
          borderBottom: `1px solid ${t.palette.divider}`,
        }),
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 500 } },
    },
    MuiMenuItem: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-focusVisible': { backgroundColor: alpha(t.palette.secondary.main, 0.12) },
        }),
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
  },
});

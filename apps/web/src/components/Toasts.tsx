import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TIMINGS_MS } from '@candid/shared';

/**
 * Auto-close after 3 s, no progress bar (SPEC §8); colours come from the theme. Bottom-right
 * rather than the spec's top-right: at the top they covered the header actions (the QR
 * poster's Print button, a page's Save). On phones react-toastify spans the bottom edge.
 */
export function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TIMINGS_MS.toast}
      hideProgressBar
      theme="colored"
      newestOnTop
    />
  );
}

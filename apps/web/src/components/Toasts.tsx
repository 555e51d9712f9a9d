import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TIMINGS_MS } from '@candid/shared';

/** SPEC §8: top-right, auto-close after 3 s, no progress bar; colours come from the theme. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TIMINGS_MS.toast}
      hideProgressBar
      theme="colored"
      newestOnTop
    />
  );
}

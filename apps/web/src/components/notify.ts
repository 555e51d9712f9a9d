import { toast } from 'react-toastify/unstyled';
import { TIMINGS_MS } from '@candid/shared';
import { visuallyHidden } from './visuallyHidden';

/**
 * An open dialog hides the rest of the page from screen readers (aria-hidden on the body's
 * other children), toasts included, so a toast shown then would never be heard. In that case
 * the message is also spoken through a live region created now: the dialog only hid the
 * elements that existed when it opened.
 */
function announceIfToastsHidden(message: string, assertive: boolean) {
  const container = document.querySelector('.Toastify');
  if (!container?.closest('[aria-hidden="true"]')) return;
  const region = document.createElement('div');
  region.setAttribute('role', assertive ? 'alert' : 'status');
  region.setAttribute('aria-live', assertive ? 'assertive' : 'polite');
  region.dataset.announcer = 'toast';
  Object.assign(region.style, visuallyHidden);
  document.body.appendChild(region);
  // A live region announces changes: the text goes in once the region is in the document.
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
  window.setTimeout(() => region.remove(), TIMINGS_MS.toast + 2_000);
}

/** SPEC §8: success toasts are green, errors red; position and timing are set on the container. */
export const notify = {
  success: (message: string) => {
    announceIfToastsHidden(message, false);
    return toast.success(message);
  },
  error: (message: string) => {
    announceIfToastsHidden(message, true);
    return toast.error(message);
  },
};

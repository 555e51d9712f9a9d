import { MSG } from '@candid/shared';
import { notify } from '../components/notify';

/** Copies text to the clipboard with the SPEC §8 toasts. Returns whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(MSG.copied);
    return true;
  } catch {
    notify.error(MSG.copyFailed);
    return false;
  }
}

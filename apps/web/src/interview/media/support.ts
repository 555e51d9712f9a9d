/** What the browser lacks for recording an interview (empty when everything is there). */
export function missingFeatures(w: Window = window): string[] {
  const missing: string[] = [];
  if (!w.navigator.mediaDevices || typeof w.navigator.mediaDevices.getUserMedia !== 'function') {
    missing.push('camera access (getUserMedia)');
  }
  if (typeof (w as Window & { MediaRecorder?: unknown }).MediaRecorder !== 'function') {
    missing.push('video recording (MediaRecorder)');
  }
  if (!('indexedDB' in w) || !w.indexedDB) missing.push('offline storage (IndexedDB)');
  return missing;
}

export type MediaErrorKind = 'denied' | 'notFound' | 'busy' | 'insecure' | 'unsupported' | 'other';

/** Sorts a getUserMedia failure into what the candidate can do about it. */
export function classifyMediaError(error: unknown): MediaErrorKind {
  const name = error instanceof Error || (error && typeof error === 'object' && 'name' in error)
    ? String((error as { name: unknown }).name)
    : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'SecurityError') return window.isSecureContext === false ? 'insecure' : 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  if (name === 'TypeError') return window.isSecureContext === false ? 'insecure' : 'unsupported';
  return 'other';
}

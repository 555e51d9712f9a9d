import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { classifyMediaError, type MediaErrorKind } from './media/support';
import type { AnswerProgress, UploadManager, UploadsSnapshot } from './upload/uploadManager';

/** navigator.onLine, kept current by the online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
  );
}

/**
 * How much of `answers` the server holds: acknowledged / recorded bytes, failed answers left out;
 * 100 only once every one is done (the final length is confirmed only then).
 */
export function savedPercent(answers: readonly AnswerProgress[]): number {
  const active = answers.filter((a) => a.state !== 'failed');
  if (active.every((a) => a.state === 'done')) return 100;
  const recorded = active.reduce((n, a) => n + a.recordedBytes, 0);
  const acked = active.reduce((n, a) => n + a.ackedBytes, 0);
  return recorded ? Math.min(99, Math.floor((acked / recorded) * 100)) : 0;
}

/**
 * The answers being saved after their recording ended, other than `onScreen`'s (a question shows
 * its own). One still recording is left out: its bytes go up as it grows, so a share of them
 * would sit just below 100% for as long as the candidate speaks.
 */
export function answersBeingSaved(uploads: UploadsSnapshot, onScreen: number | null): AnswerProgress[] {
  return uploads.answers.filter(
    (a) => a.finished && a.state !== 'done' && a.state !== 'failed' && a.questionId !== onScreen,
  );
}

const EMPTY: UploadsSnapshot = { answers: [], recordedBytes: 0, ackedBytes: 0, pending: false };

export function useUploads(manager: UploadManager | null): UploadsSnapshot {
  return useSyncExternalStore(
    manager ? manager.subscribe : () => () => undefined,
    manager ? manager.snapshot : () => EMPTY,
  );
}

/** A ref whose element receives focus when the component mounts (each step's heading). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** Whole seconds since `running` became true (0 while not running). */
export function useElapsedSeconds(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) {
      setElapsed(0);
      return;
    }
    const started = Date.now();
    setElapsed(0);
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 250);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
}

export interface CameraState {
  stream: MediaStream | null;
  /** false when the interview asks nothing on video (only audio answers): the microphone alone is asked for. */
  video: boolean;
  error: MediaErrorKind | null;
  pending: boolean;
  request: () => Promise<MediaStream | null>;
  release: () => void;
}

/**
 * The camera and microphone, asked for once and shared by every step that records; the
 * microphone alone when `video` is false (an interview whose recorded answers are all audio).
 */
export function useCamera(video = true): CameraState {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<MediaErrorKind | null>(null);
  const [pending, setPending] = useState(false);
  const current = useRef<MediaStream | null>(null);
  const inflight = useRef<Promise<MediaStream | null> | null>(null);

  const request = useCallback(async () => {
    const live = current.current;
    // A live stream serves, unless the camera is wanted and it holds the microphone alone.
    if (live && live.getTracks().some((t) => t.readyState === 'live') && (!video || live.getVideoTracks().length > 0)) return live;
    if (inflight.current) return inflight.current;
    const run = (async () => {
      setPending(true);
      setError(null);
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('unsupported'), { name: 'TypeError' });
        const media = await navigator.mediaDevices.getUserMedia({
          video: video ? { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } } : false,
          audio: { echoCancellation: true, noiseSuppression: true },
        });
        // A microphone-only stream replaced by one with the camera: the old one is let go.
        current.current?.getTracks().forEach((t) => t.stop());
        current.current = media;
        setStream(media);
        return media;
      } catch (err) {
        setError(classifyMediaError(err));
        return null;
      } finally {
        setPending(false);
        inflight.current = null;
      }
    })();
    inflight.current = run;
    return run;
  }, [video]);

  const release = useCallback(() => {
    current.current?.getTracks().forEach((t) => t.stop());
    current.current = null;
    setStream(null);
  }, []);

  useEffect(() => () => current.current?.getTracks().forEach((t) => t.stop()), []);

  return { stream, video, error, pending, request, release };
}

/** The microphone level of `stream`, 0..100 (AudioContext + AnalyserNode). */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const Ctx = window.AudioContext ?? (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const context = new Ctx();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const input = context.createMediaStreamSource(stream);
    input.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (now - last < 100) return;
      last = now;
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      const rms = Math.sqrt(sum / samples.length);
      // Speech sits around 0.02-0.2 RMS: a square-root curve makes normal talking fill the bar.
      setLevel(Math.min(100, Math.round(Math.sqrt(rms / 0.25) * 100)));
    };
    frame = requestAnimationFrame(tick);
    void context.resume().catch(() => undefined);
    return () => {
      cancelAnimationFrame(frame);
      input.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
}

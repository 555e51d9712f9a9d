import { useCallback, useEffect, useRef, useState } from 'react';
import { pickMimeType, Recording, streamFor, type RecordingKind } from './recorder';

/** One MediaRecorder recording at a time, stopped if the screen goes away mid-recording. */
export function useRecording() {
  const current = useRef<Recording | null>(null);
  const [recording, setRecording] = useState(false);

  /** A recording of `stream`'s camera and microphone, or of its microphone alone ('audio'). */
  const create = useCallback((stream: MediaStream, kind: RecordingKind = 'video') => new Recording(streamFor(stream, kind), pickMimeType(kind), kind), []);

  /** Resolves once the recorder is really recording (see Recording.start). */
  const start = useCallback((rec: Recording, onChunk?: (chunk: Blob) => Promise<void>) => {
    current.current = rec;
    setRecording(true);
    return rec.start(onChunk);
  }, []);

  const stop = useCallback(async (): Promise<Blob | null> => {
    const rec = current.current;
    current.current = null;
    setRecording(false);
    return rec ? rec.stop() : null;
  }, []);

  useEffect(
    () => () => {
      void current.current?.stop().catch(() => undefined);
    },
    [],
  );

  return { recording, create, start, stop };
}

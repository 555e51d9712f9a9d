import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker is a file of our own build (no CDN); this module is itself a lazy chunk.
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** pdf.js, loaded only when a PDF is shown. */
async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  return pdfjs;
}

/** A PDF rendered in the page, one page at a time, with page navigation. */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState(false);
  const [rendering, setRendering] = useState(true);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setDoc(null);
    setError(false);
    setPage(1);
    void (async () => {
      try {
        const pdfjs = await loadPdfJs();
        // Scripts inside a candidate's PDF never run.
        loaded = await pdfjs.getDocument({ url, withCredentials: true, isEvalSupported: false }).promise;
        if (cancelled) void loaded.destroy();
        else setDoc(loaded);
      } catch {
        if (!cancelled) setError(true);
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    let cancelled = false;
    setRendering(true);
    void (async () => {
      try {
        const pdfPage = await doc.getPage(page);
        if (cancelled || !canvas.current) return;
        const target = canvas.current;
        const width = target.parentElement?.clientWidth || 800;
        const base = pdfPage.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: (width / base.width) * ratio });
        target.width = viewport.width;
        target.height = viewport.height;
        target.style.width = '100%';
        task = pdfPage.render({ canvas: target, viewport });
        await task.promise;
      } catch {
        // A render cancelled by a page change is expected.
      } finally {
        if (!cancelled) setRendering(false);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  if (error) return <Alert severity="warning">The resume could not be shown here. Download it instead.</Alert>;

  const pages = doc?.numPages ?? 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton aria-label="Previous page" disabled={!doc || page <= 1} onClick={() => setPage((p) => p - 1)}>
          <ChevronLeftRounded />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          {doc ? `Page ${page} of ${pages}` : 'Loading…'}
        </Typography>
        <IconButton aria-label="Next page" disabled={!doc || page >= pages} onClick={() => setPage((p) => p + 1)}>
          <ChevronRightRounded />
        </IconButton>
        {(!doc || rendering) && <CircularProgress size={18} aria-label="Loading the resume" />}
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.default' }}>
        <canvas ref={canvas} role="img" aria-label={doc ? `${title}, page ${page} of ${pages}` : title} />
      </Box>
    </Box>
  );
}

import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import type { CandidateResume } from '../../api/entities';

// pdf.js is large: its chunk loads only when a PDF resume is on screen.
const PdfViewer = lazy(async () => ({ default: (await import('./PdfViewer')).PdfViewer }));

const isPdf = (resume: CandidateResume) =>
  resume.mimeType === 'application/pdf' || /\.pdf$/i.test(resume.originalName);

/** The candidate's resume: a PDF shown inline, any other type (DOCX, DOC) to download. */
export function ResumeSection({ resume }: { resume: CandidateResume | null }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="resume-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id="resume-heading" sx={{ flexGrow: 1 }}>
          Resume
        </Typography>
        {resume && (
          <Button
            component="a"
            href={resume.CandidateResume_Url}
            download={resume.originalName}
            startIcon={<DownloadRounded />}
          >
            Download {resume.originalName}
          </Button>
        )}
      </Box>
      {!resume ? (
        <Typography color="text.secondary" variant="body2">
          No resume uploaded.
        </Typography>
      ) : isPdf(resume) ? (
        <Suspense fallback={<CircularProgress size={24} aria-label="Loading the resume" />}>
          <PdfViewer url={resume.CandidateResume_Url} title={`Resume of the candidate (${resume.originalName})`} />
        </Suspense>
      ) : (
        <Typography color="text.secondary" variant="body2">
          This resume is a Word document: download it to read it.
        </Typography>
      )}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DropZone } from '../../components/DropZone';
import { RichTextEditor } from '../../components/RichTextEditor';
import { TemplateSidePanel } from '../templates/TemplateSidePanel';
import type { TemplateQuestionUse } from '../templates/templateQuestionKinds';

export const DESCRIPTION_DRAG_TYPE = 'application/x-candid-description';

interface DescriptionSectionProps {
  html: string;
  generating: boolean;
  instant: boolean;
  onChange: (html: string, text: string) => void;
  onUseTemplate: (html: string) => void;
  onUseQuestion: (question: TemplateQuestionUse) => void;
}

/** The Job Description section body: editor, drop zone and the description templates. */
export function DescriptionSection({ html, generating, instant, onChange, onUseTemplate, onUseQuestion }: DescriptionSectionProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
        pt: 1,
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {generating && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Writing the job description…
            </Typography>
            <LinearProgress aria-label="Generating the job description" />
          </Box>
        )}
        <RichTextEditor label="Job description" value={html} onChange={onChange} placeholder="Describe the job" />
        <DropZone accept={DESCRIPTION_DRAG_TYPE} label="Drop job description from templates here" onDropData={onUseTemplate} />
      </Box>
      <Box component="aside" aria-label="Job description templates" sx={{ minWidth: 0 }}>
        <TemplateSidePanel mode="description" instant={instant} onUseQuestion={onUseQuestion} onUseDescription={onUseTemplate} />
      </Box>
    </Box>
  );
}

import { useFormContext, useWatch } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { useGenerationLanguages, writesLanguage } from '../../api/generation';
import { languageLabel } from '../../lib/languages';
import type { JobForm, JobSaveBody } from './jobDraft';

/**
 * Beside a generator of the job form, when the job's language is one the built-in writer does not
 * write (it writes English only): says so, so English questions for a Spanish job are no surprise.
 * Nothing while the writer is an AI model (it writes the job's language) or unknown.
 */
export function GeneratorLanguageNote({ what }: { what: 'questions' | 'description' }) {
  const { control } = useFormContext<JobForm, unknown, JobSaveBody>();
  const language = useWatch({ control, name: 'language' });
  const writer = useGenerationLanguages();
  if (!writer.data || writer.data.Provider !== 'offline' || !language || writesLanguage(writer.data, language)) return null;
  const written = writer.data.Languages.map(languageLabel);
  const subject = what === 'questions' ? 'questions are' : 'the description is';
  return (
    <Typography variant="body2" color="text.secondary">
      The built-in writer writes {written.join(', ')} only; {subject} in {written[0]}.
    </Typography>
  );
}

import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { MSG } from '@candid/shared';
import { generateJobDescription } from '../../api/generation';
import { useSubCategories } from '../../api/reference';
import { notify } from '../../components/notify';
import { copyText } from '../../lib/clipboard';
import { CollapsibleSection } from './CollapsibleSection';
import type { CompanyOption } from './CompanyDialog';
import type { TemplateQuestionUse } from '../templates/templateQuestionKinds';
import { DescriptionSection } from './DescriptionSection';
import { GeneratorLanguageNote } from './GeneratorLanguageNote';
import type { JobForm, JobSaveBody } from './jobDraft';

interface JobDescriptionCardProps {
  expanded: boolean;
  onToggle: () => void;
  instant: boolean;
  /** The companies the job may be for: the chosen one's name goes to the generator. */
  companies: CompanyOption[];
  /** Whether the job's company is chosen (companyChosen): the generator needs it. */
  hasCompany: boolean;
  /** The chosen job category's name, for the generator. */
  categoryName: string | undefined;
  /** Sets the description (HTML and its text). */
  onChange: (html: string, text: string) => void;
  /** A description template chosen in the side panel. */
  onUseTemplate: (html: string) => void;
  /** A question template chosen in the side panel. */
  onUseQuestion: (question: TemplateQuestionUse) => void;
}

/** The job screen's "Job Description" section: the editor, Copy, and Generate with AI from the job's details. */
export function JobDescriptionCard({ expanded, onToggle, instant, companies, hasCompany, categoryName, onChange, onUseTemplate, onUseQuestion }: JobDescriptionCardProps) {
  const { control, getValues } = useFormContext<JobForm, unknown, JobSaveBody>();
  const [descriptionText, categoryId] = useWatch({ control, name: ['descriptionText', 'categoryId'] });
  const subCategories = useSubCategories(categoryId);
  const [describing, setDescribing] = useState(false);

  const generate = async () => {
    const job = getValues();
    const jobTitle = job.title.trim();
    if (!jobTitle) {
      notify.error(MSG.jobTitleRequired);
      return;
    }
    // The description is written for the chosen company (an agency's client): it is asked for first.
    if (!hasCompany) {
      notify.error(MSG.selectCompanyBang);
      return;
    }
    setDescribing(true);
    try {
      const company = companies.find((c) => c.id === job.employerId);
      const result = await generateJobDescription({
        jobTitle,
        category: categoryName ?? null,
        subCategory: subCategories.data?.find((s) => s.id === job.subCategoryId)?.name ?? null,
        workType: job.workTypeId || null,
        payType: job.payTypeId || null,
        payFrom: job.payFrom ? Number(job.payFrom) : null,
        payTo: job.payTo ? Number(job.payTo) : null,
        location: job.locationText || null,
        companyName: company?.name ?? null,
        language: job.language || null,
      });
      onChange(result.html, result.text);
    } catch {
      notify.error(MSG.jobDescriptionFailed);
    } finally {
      setDescribing(false);
    }
  };

  return (
    <CollapsibleSection
      title="Job Description"
      expanded={expanded}
      onToggle={onToggle}
      actions={
        <>
          {descriptionText.trim() && (
            <Tooltip title="Copy to clipboard">
              <IconButton aria-label="Copy job description" onClick={() => void copyText(descriptionText)}>
                <ContentCopyRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Button
            variant="outlined"
            size="small"
            startIcon={describing ? <CircularProgress size={14} color="inherit" aria-hidden /> : <AutoAwesomeRounded />}
            onClick={() => void generate()}
            disabled={describing}
          >
            Generate with AI
          </Button>
        </>
      }
    >
      <GeneratorLanguageNote what="description" />
      <Controller
        control={control}
        name="descriptionHtml"
        render={({ field }) => (
          <DescriptionSection
            html={field.value}
            generating={describing}
            instant={instant}
            onChange={onChange}
            onUseTemplate={onUseTemplate}
            onUseQuestion={onUseQuestion}
          />
        )}
      />
    </CollapsibleSection>
  );
}

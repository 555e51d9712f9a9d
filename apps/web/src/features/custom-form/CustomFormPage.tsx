import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * '/custom-form': extra questions for candidates' application forms. The spec names the route
 * only, so the page says it is not available yet and points to what is.
 */
export function CustomFormPage() {
  useDocumentTitle('Custom Form');
  return (
    <EmptyState
      icon={DynamicFormOutlined}
      headingLevel="h1"
      title="Custom Form"
      text="Custom application forms are coming in a later release. Meanwhile, every job asks candidates for their name, email and phone, and you can add your own interview questions to each job."
      action={
        <Button component={RouterLink} to="/templates" variant="outlined">
          Question templates
        </Button>
      }
    />
  );
}

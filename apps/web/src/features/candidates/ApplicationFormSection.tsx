import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formValueText } from '@candid/shared';
import { useLineForm } from '../../api/forms';
import { FormAnswerList } from '../../components/FormAnswerList';

/** The candidate page's "Application form" (issue 29); nothing when the candidate filled in none. */
export function ApplicationFormSection({ lineId }: { lineId: number }) {
  const form = useLineForm(lineId);
  if (form.isPending) return <Skeleton variant="rounded" height={96} aria-hidden />;
  if (!form.data?.length) return null;
  const items = form.data.map((a) => ({ fieldId: a.fieldId, label: a.label, answerText: formValueText(a, a.value), fileUrl: a.fileUrl }));
  return (
    <Paper component="section" variant="outlined" aria-labelledby="application-form-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="application-form-heading" variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1.5 }}>
        Application form
      </Typography>
      <FormAnswerList items={items} />
    </Paper>
  );
}

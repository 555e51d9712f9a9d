import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formValueText, type formsApi } from '@candid/shared';
import { apiCall } from '../../api/client';
import { formKeys } from '../../api/queryKeys';
import { FormAnswerList } from '../../components/FormAnswerList';

/** GET /CampaignLine/{id}/Form: the candidate's application form as they filled it in. */
function useLineForm(lineId: number) {
  return useQuery({
    queryKey: formKeys.ofLine(lineId),
    queryFn: async () => (await apiCall<typeof formsApi.lineForm>(`/CampaignLine/${lineId}/Form`)).data,
  });
}

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

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined';
import { can, type ApplicationForm } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useDeleteForm, useForms, useMakeDefaultForm } from '../../api/forms';
import { useCurrentUser } from '../../api/users';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../components/notify';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { FIELD_KIND_LABELS } from './fieldKinds';
import { FormEditor } from './FormEditor';

/**
 * '/custom-form' (issue 29): the company's application forms, which candidates fill in after
 * consent and before the questions. The default form is where new jobs start; a job can choose
 * another, or none, on its screen. `?edit=new` or `?edit={id}` opens the builder.
 */
export function CustomFormPage() {
  useDocumentTitle('Custom Form');
  const [params, setParams] = useSearchParams();
  const forms = useForms();
  const user = useCurrentUser();
  const canEdit = !!user.data && can(user.data.accessLevel, 'templates.edit');
  const editing = params.get('edit');
  const close = () => setParams({}, { replace: false });

  if (editing && canEdit) {
    const form = editing === 'new' ? null : forms.data?.find((f) => String(f.pk_Form_ID) === editing);
    if (form === undefined) return forms.isPending ? <ListSkeleton label="Loading the form" rowHeight={120} /> : <NotFound onBack={close} />;
    return (
      <>
        <PageHeader title={form ? `Edit ${form.Form_Name}` : 'New application form'} />
        <FormEditor key={editing} form={form} onDone={close} />
      </>
    );
  }

  const create = canEdit ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setParams({ edit: 'new' })}>
      New form
    </Button>
  ) : null;
  return (
    <>
      <PageHeader title="Custom Form">{forms.data?.length ? create : null}</PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Application forms ask candidates for details before the interview questions: their contact details, where they live, a document, or anything else.
        New jobs use your default form; each job can choose another, or none.
      </Typography>
      {forms.isPending ? (
        <ListSkeleton label="Loading forms" rowHeight={96} />
      ) : forms.isError ? (
        <Typography role="alert">{errorMessage(forms.error)}</Typography>
      ) : forms.data.length === 0 ? (
        <EmptyState
          icon={DynamicFormOutlined}
          title="No application forms yet"
          text="Build a form once and every new job asks it: name, contact details, a place, a document, consent to keep their details, and your own questions."
          action={create}
        />
      ) : (
        <Box component="ul" aria-label="Application forms" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
          {forms.data.map((form) => (
            <FormRow key={form.pk_Form_ID} form={form} canEdit={canEdit} onEdit={() => setParams({ edit: String(form.pk_Form_ID) })} />
          ))}
        </Box>
      )}
    </>
  );
}

function NotFound({ onBack }: { onBack: () => void }) {
  return <EmptyState icon={DynamicFormOutlined} title="Form not found" text="It may have been deleted." action={<Button onClick={onBack}>Back to forms</Button>} />;
}

function FormRow({ form, canEdit, onEdit }: { form: ApplicationForm; canEdit: boolean; onEdit: () => void }) {
  const makeDefault = useMakeDefaultForm();
  const remove = useDeleteForm();
  const [confirming, setConfirming] = useState(false);
  const kinds = [...new Set(form.Form_Fields.map((f) => FIELD_KIND_LABELS[f.kind]))];
  const fieldCount = form.Form_Fields.length;
  const jobs = form.Form_JobCount;
  const run = async (work: () => Promise<{ message?: string }>) => {
    try {
      const res = await work();
      if (res.message) notify.success(res.message);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {form.Form_Name}
          </Typography>
          {form.Form_IsDefault && <Chip size="small" color="primary" label="Default for new jobs" />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {fieldCount === 1 ? '1 field' : `${fieldCount} fields`} · {jobs === 0 ? 'no jobs use it' : jobs === 1 ? 'used by 1 job' : `used by ${jobs} jobs`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {kinds.join(', ')}
        </Typography>
      </Box>
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onEdit} aria-label={`Edit ${form.Form_Name}`}>
            Edit
          </Button>
          {!form.Form_IsDefault && (
            <Button onClick={() => void run(() => makeDefault.mutateAsync(form.pk_Form_ID))} loading={makeDefault.isPending} aria-label={`Make ${form.Form_Name} the default`}>
              Make default
            </Button>
          )}
          <Button color="error" onClick={() => setConfirming(true)} aria-label={`Delete ${form.Form_Name}`}>
            Delete
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${form.Form_Name}?`}
        text={
          jobs
            ? `${jobs === 1 ? '1 job uses' : `${jobs} jobs use`} this form: choose another form for ${jobs === 1 ? 'it' : 'them'} first.`
            : 'Candidates who filled it in keep their answers. New jobs will not use it.'
        }
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void run(() => remove.mutateAsync(form.pk_Form_ID)).then(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

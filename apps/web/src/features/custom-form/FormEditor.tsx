import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { applicationFormInputSchema, type ApplicationForm, type FormField } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { useSaveForm } from '../../api/forms';
import { notify } from '../../components/notify';
import { visuallyHidden } from '../../components/visuallyHidden';
import { FIELD_KINDS, FIELD_KIND_LABELS, newField } from './fieldKinds';
import { FieldEditor } from './FieldEditor';
import { FormPreview } from './FormPreview';

/** Messages by where they belong: 'Form_Name', 'Form_Fields', or a field's index and key. */
interface Errors {
  form: Record<string, string>;
  fields: Record<number, Record<string, string>>;
}
const NO_ERRORS: Errors = { form: {}, fields: {} };

/** Sorts messages keyed by dotted paths ('Form_Fields.2.label') into the form's and each field's. */
function errorsOf(entries: [string, string][]): Errors {
  const errors: Errors = { form: {}, fields: {} };
  for (const [path, message] of entries) {
    const m = /^Form_Fields\.(\d+)\.?([A-Za-z]*)/.exec(path);
    if (m) (errors.fields[Number(m[1])] ??= {})[m[2] || 'label'] ??= message;
    else errors.form[path] ??= message;
  }
  return errors;
}

const moved = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The form builder: name, description and fields (added from a menu, edited in place, reordered
 * by dragging or with the Move buttons), beside a preview at a phone's width. Saving sends the
 * whole form; what does not fit is shown where it is.
 */
export function FormEditor({ form, onDone }: { form: ApplicationForm | null; onDone: () => void }) {
  const [name, setName] = useState(form?.Form_Name ?? '');
  const [description, setDescription] = useState(form?.Form_Description ?? '');
  const [fields, setFields] = useState<FormField[]>(form?.Form_Fields ?? [newField('short_text')]);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragging = useRef<number | null>(null);
  const save = useSaveForm();

  const update = (i: number, field: FormField) => setFields((list) => list.map((f, at) => (at === i ? field : f)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    setFields((list) => moved(list, from, to));
    setAnnouncement(`${fields[from].label || 'Field'} moved to position ${to + 1} of ${fields.length}.`);
  };

  const submit = async () => {
    const body = { Form_Name: name, Form_Description: description.trim() || null, Form_Fields: fields };
    const parsed = applicationFormInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      notify.error('Please check the highlighted fields.');
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const res = await save.mutateAsync({ id: form?.pk_Form_ID ?? null, form: parsed.data });
      notify.success(res.message ?? 'Form saved');
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.details) setErrors(errorsOf(Object.entries(err.details).map(([k, v]) => [k, v[0]])));
      notify.error(errorMessage(err));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 430px' }, alignItems: 'start' }}>
      <Box component="form" aria-label={form ? `Edit ${form.Form_Name}` : 'New form'} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <TextField
            label="Form name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.form.Form_Name}
            helperText={errors.form.Form_Name}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Introduction for candidates (optional)"
            multiline
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Paper>
        <Typography variant="h2" sx={{ fontSize: 20, mt: 3, mb: 1.5 }}>
          Fields
        </Typography>
        {errors.form.Form_Fields && (
          <Box role="alert" sx={{ color: 'error.main', mb: 1 }}>
            {errors.form.Form_Fields}
          </Box>
        )}
        <Box component="ol" aria-label="Fields" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {fields.map((field, i) => (
            <FieldEditor
              key={field.id}
              field={field}
              position={i + 1}
              count={fields.length}
              errors={errors.fields[i] ?? {}}
              onChange={(f) => update(i, f)}
              onMove={(by) => move(i, i + by)}
              onRemove={() => setFields((list) => list.filter((_, at) => at !== i))}
              dragProps={{
                draggable: true,
                onDragStart: () => (dragging.current = i),
                onDragOver: (e) => e.preventDefault(),
                onDrop: (e) => {
                  e.preventDefault();
                  if (dragging.current !== null) move(dragging.current, i);
                  dragging.current = null;
                },
              }}
            />
          ))}
        </Box>
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="outlined" startIcon={<AddRounded />} onClick={(e) => setMenu(e.currentTarget)} disabled={fields.length >= 50} aria-haspopup="menu">
            Add field
          </Button>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {FIELD_KINDS.map((kind) => (
              <MenuItem
                key={kind}
                onClick={() => {
                  setFields((list) => [...list, newField(kind)]);
                  setMenu(null);
                }}
              >
                {FIELD_KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </Menu>
          <Box sx={{ flex: 1 }} />
          <Button onClick={onDone}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save form
          </Button>
        </Box>
      </Box>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 }, minWidth: 0 }}>
        <Typography variant="h2" sx={{ fontSize: 20, mb: 1.5 }}>
          What candidates see
        </Typography>
        <FormPreview name={name} description={description} fields={fields} />
      </Box>
    </Box>
  );
}

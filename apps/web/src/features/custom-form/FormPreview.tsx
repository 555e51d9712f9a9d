import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormField } from '@candid/shared';

/**
 * The form as a candidate sees it on a 390 px phone: every field with its label, help and
 * required mark, in plain inputs the recruiter can try (nothing is saved).
 */
export function FormPreview({ name, description, fields }: { name: string; description: string; fields: readonly FormField[] }) {
  return (
    <Box
      component="section"
      aria-label="Preview on a phone"
      sx={{
        width: 390,
        maxWidth: '100%',
        boxSizing: 'border-box',
        mx: 'auto',
        border: 8,
        borderColor: 'grey.900',
        borderRadius: 4,
        bgcolor: 'background.paper',
        p: 2.5,
        maxHeight: 720,
        overflowY: 'auto',
        '& input[type=text], & input[type=email], & input[type=tel], & input[type=url], & input[type=number], & input[type=date], & textarea, & select': {
          width: '100%',
          boxSizing: 'border-box',
          font: 'inherit',
          p: 1,
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
        },
      }}
    >
      <Typography variant="h6" component="h3">
        {name.trim() || 'Application form'}
      </Typography>
      {description.trim() && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {description}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        {fields.map((field) => (
          <PreviewField key={field.id} field={field} />
        ))}
      </Box>
    </Box>
  );
}

function PreviewField({ field }: { field: FormField }) {
  const id = useId();
  const label = (
    <>
      {field.label || 'Untitled field'}
      {field.required && <span aria-hidden> *</span>}
    </>
  );
  const help = field.help ? (
    <Typography variant="caption" color="text.secondary" component="p" id={`${id}-help`} sx={{ mt: 0.25 }}>
      {field.help}
    </Typography>
  ) : null;
  const describedBy = field.help ? `${id}-help` : undefined;
  if (field.kind === 'consent') {
    return (
      <div>
        <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <input type="checkbox" required={field.required} aria-describedby={describedBy} />
          <span>{label}</span>
        </label>
        {help}
      </div>
    );
  }
  if (field.kind === 'single_choice' || field.kind === 'multiple_choice' || field.kind === 'yes_no') {
    const options = 'options' in field ? field.options : [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }];
    return (
      <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={describedBy}>
        <legend style={{ padding: 0, marginBottom: 4, fontWeight: 500 }}>{label}</legend>
        {help}
        {options.map((o) => (
          <label key={o.id} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
            <input type={field.kind === 'multiple_choice' ? 'checkbox' : 'radio'} name={id} />
            {o.label || 'Untitled option'}
          </label>
        ))}
      </fieldset>
    );
  }
  const input =
    field.kind === 'long_text' ? (
      <textarea id={id} rows={4} aria-describedby={describedBy} />
    ) : field.kind === 'file' ? (
      <input id={id} type="file" accept=".pdf,.doc,.docx,.png,.jpg,.jpeg" aria-describedby={describedBy} />
    ) : (
      <input
        id={id}
        aria-describedby={describedBy}
        type={{ email: 'email', phone: 'tel', url: 'url', number: 'number', date: 'date' }[field.kind as string] ?? 'text'}
        min={field.kind === 'number' ? field.min : undefined}
        max={field.kind === 'number' ? field.max : undefined}
        placeholder={field.kind === 'place' ? 'Start typing a town or city' : undefined}
      />
    );
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
      </label>
      {input}
      {help}
    </div>
  );
}

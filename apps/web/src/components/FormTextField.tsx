import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Rewrites what the user types before it is stored (e.g. upper-casing initials). */
  transform?: (value: string) => string;
};

/** A MUI text field bound to react-hook-form; the field's error becomes its helper text. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  transform,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController<T, FieldPath<T>, TOut>({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

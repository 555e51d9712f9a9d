import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../components/FormTextField';

type WithPasswords = FieldValues & { Password: string; ConfirmPassword: string };

/** "Password" and "Confirm password" of the registration and reset forms. */
export function NewPasswordFields<T extends WithPasswords, TOut = T>({
  control,
  autoFocus,
}: {
  control: Control<T, unknown, TOut>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'Password' as FieldPath<T>}
        label="Password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <FormTextField
        control={control}
        name={'ConfirmPassword' as FieldPath<T>}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

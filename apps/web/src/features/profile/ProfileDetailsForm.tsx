import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BRAND_PALETTE, COUNTS, MSG, initialsOf, type User } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useUpdateUser } from '../../api/users';
import { FormTextField } from '../../components/FormTextField';
import { SwatchPicker } from '../../components/SwatchPicker';
import { UserAvatar, isImageLink } from '../../components/UserAvatar';
import { notify } from '../../components/notify';
import { AvatarUpload } from './AvatarUpload';
import { ProfileSection } from './ProfileSection';

const profileSchema = z.object({
  User_FirstName: z.string().trim().min(1, 'First name is required.').max(100),
  User_LastName: z.string().trim().min(1, 'Last name is required.').max(100),
  User_Initials: z.string().trim().max(COUNTS.initialsMax, MSG.initialHint),
  User_Colour: z.string(),
  User_BackgroundColour: z.string(),
  User_AvatarEnable: z.boolean(),
});
type ProfileForm = z.input<typeof profileSchema>;
type ProfileValues = z.output<typeof profileSchema>;

const defaultsFrom = (user: User): ProfileForm => ({
  User_FirstName: user.User_FirstName,
  User_LastName: user.User_LastName,
  User_Initials: user.User_Initials ?? initialsOf(user.User_FirstName, user.User_LastName),
  User_Colour: user.User_Colour || BRAND_PALETTE[1],
  User_BackgroundColour: user.User_BackgroundColour || BRAND_PALETTE[0],
  User_AvatarEnable: user.User_AvatarEnable && isImageLink(user.User_ImageLink),
});

/** Name, initials and colours, and the avatar image with the switch between image and initials. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const [imageLink, setImageLink] = useState(user.User_ImageLink);
  const hasImage = isImageLink(imageLink);
  const { control, handleSubmit, watch, reset, setValue } = useForm<ProfileForm, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: defaultsFrom(user),
  });
  const values = watch();

  const save = handleSubmit(async (v) => {
    try {
      const saved = await update.mutateAsync({
        pk_User_ID: user.pk_User_ID,
        User_FirstName: v.User_FirstName,
        User_LastName: v.User_LastName,
        User_Initials: v.User_Initials.toUpperCase() || null,
        User_Colour: v.User_Colour,
        User_BackgroundColour: v.User_BackgroundColour,
        User_AvatarEnable: v.User_AvatarEnable && hasImage,
      });
      reset(defaultsFrom(saved));
      notify.success(MSG.profileUpdated);
    } catch (e) {
      notify.error(errorMessage(e, MSG.somethingWentWrongDot));
    }
  });

  const preview = {
    User_FirstName: values.User_FirstName,
    User_LastName: values.User_LastName,
    User_Initials: values.User_Initials || null,
    User_Colour: values.User_Colour,
    User_BackgroundColour: values.User_BackgroundColour,
    User_AvatarEnable: values.User_AvatarEnable && hasImage,
    User_ImageLink: imageLink,
  };

  return (
    <ProfileSection title="Profile" description={user.User_Email}>
      <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box role="img" aria-label="Your avatar as others see it">
            <UserAvatar user={preview} size={72} />
          </Box>
          <Controller
            control={control}
            name="User_AvatarEnable"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value && hasImage} disabled={!hasImage} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Show my photo instead of my initials"
              />
            )}
          />
        </Box>
        <AvatarUpload
          userId={user.pk_User_ID}
          hasImage={hasImage}
          onUploaded={(saved) => {
            setImageLink(saved.User_ImageLink);
            // The server turns the image on with the upload (AvatarEnable).
            setValue('User_AvatarEnable', saved.User_AvatarEnable, { shouldDirty: false });
          }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="User_FirstName" label="First name" autoComplete="given-name" required />
          <FormTextField control={control} name="User_LastName" label="Last name" autoComplete="family-name" required />
        </Box>
        <FormTextField
          control={control}
          name="User_Initials"
          label="Initials"
          helperText={MSG.initialHint}
          transform={(v) => v.toUpperCase().slice(0, COUNTS.initialsMax)}
          slotProps={{ htmlInput: { maxLength: COUNTS.initialsMax, style: { textTransform: 'uppercase' } } }}
          sx={{ maxWidth: 240 }}
        />
        <Controller
          control={control}
          name="User_Colour"
          render={({ field }) => <SwatchPicker label="Text colour" name={field.name} value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="User_BackgroundColour"
          render={({ field }) => <SwatchPicker label="Background colour" name={field.name} value={field.value} onChange={field.onChange} />}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ minWidth: { xs: '100%', sm: 160 } }}
          >
            Save
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Your name and avatar show to your team and in candidate comments.
          </Typography>
        </Box>
      </Box>
    </ProfileSection>
  );
}

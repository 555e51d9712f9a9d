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
import { BRAND_PALETTE, COUNTS, MSG, initialsOf } from '@candid/shared';
import type { User } from '../../api/entities';
import { errorMessage } from '../../api/client';
import { useUpdateUser } from '../../api/users';
import { FormTextField } from '../../components/FormTextField';
import { SwatchPicker } from '../../components/SwatchPicker';
import { UserAvatar, isImageLink } from '../../components/UserAvatar';
import { notify } from '../../components/notify';
import { AvatarUpload } from './AvatarUpload';
import { ProfileSection } from './ProfileSection';

const profileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required.').max(100),
  lastName: z.string().trim().min(1, 'Last name is required.').max(100),
  initials: z.string().trim().max(COUNTS.initialsMax, MSG.initialHint),
  colour: z.string(),
  backgroundColour: z.string(),
  avatarEnable: z.boolean(),
});
type ProfileForm = z.input<typeof profileSchema>;
type ProfileValues = z.output<typeof profileSchema>;

const defaultsFrom = (user: User): ProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  initials: user.initials ?? initialsOf(user.firstName, user.lastName),
  colour: user.colour || BRAND_PALETTE[1],
  backgroundColour: user.backgroundColour || BRAND_PALETTE[0],
  avatarEnable: user.avatarEnable && isImageLink(user.imageLink),
});

/** Name, initials and colours, and the avatar image with the switch between image and initials. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const [imageLink, setImageLink] = useState(user.imageLink);
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
        id: user.id,
        firstName: v.firstName,
        lastName: v.lastName,
        initials: v.initials.toUpperCase() || null,
        colour: v.colour,
        backgroundColour: v.backgroundColour,
        avatarEnable: v.avatarEnable && hasImage,
      });
      reset(defaultsFrom(saved));
      notify.success(MSG.profileUpdated);
    } catch (e) {
      notify.error(errorMessage(e, MSG.somethingWentWrongDot));
    }
  });

  const preview = {
    firstName: values.firstName,
    lastName: values.lastName,
    initials: values.initials || null,
    colour: values.colour,
    backgroundColour: values.backgroundColour,
    avatarEnable: values.avatarEnable && hasImage,
    imageLink: imageLink,
  };

  return (
    <ProfileSection title="Profile" description={user.email}>
      <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box role="img" aria-label="Your avatar as others see it">
            <UserAvatar user={preview} size={72} />
          </Box>
          <Controller
            control={control}
            name="avatarEnable"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value && hasImage} disabled={!hasImage} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Show my photo instead of my initials"
              />
            )}
          />
        </Box>
        <AvatarUpload
          userId={user.id}
          hasImage={hasImage}
          onUploaded={(saved) => {
            setImageLink(saved.imageLink);
            // The server turns the image on with the upload (AvatarEnable).
            setValue('avatarEnable', saved.avatarEnable, { shouldDirty: false });
          }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" required />
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required />
        </Box>
        <FormTextField
          control={control}
          name="initials"
          label="Initials"
          helperText={MSG.initialHint}
          transform={(v) => v.toUpperCase().slice(0, COUNTS.initialsMax)}
          slotProps={{ htmlInput: { maxLength: COUNTS.initialsMax, style: { textTransform: 'uppercase' } } }}
          sx={{ maxWidth: 240 }}
        />
        <Controller
          control={control}
          name="colour"
          render={({ field }) => <SwatchPicker label="Text colour" name={field.name} value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="backgroundColour"
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

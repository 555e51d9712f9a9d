import Avatar from '@mui/material/Avatar';
import { IMAGE_EXTENSIONS, initialsOf, type User } from '@candid/shared';

type AvatarUser = Pick<
  User,
  | 'User_FirstName'
  | 'User_LastName'
  | 'User_Initials'
  | 'User_BackgroundColour'
  | 'User_Colour'
  | 'User_AvatarEnable'
  | 'User_ImageLink'
>;

/** SPEC §5: an image link is shown only when it ends in a known image extension. */
export function isImageLink(link: string | null | undefined): link is string {
  if (!link) return false;
  const path = link.split(/[?#]/)[0].toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));
}

export function userInitials(user: AvatarUser): string {
  return user.User_Initials?.trim() || initialsOf(user.User_FirstName, user.User_LastName);
}

/** The user's avatar image, or initials in the user's colours (smaller when over 2 letters). */
export function UserAvatar({ user, size = 36 }: { user: AvatarUser; size?: number }) {
  const initials = userInitials(user);
  if (user.User_AvatarEnable && isImageLink(user.User_ImageLink)) {
    return <Avatar src={user.User_ImageLink} alt="" sx={{ width: size, height: size }} />;
  }
  const long = initials.length > 2;
  return (
    <Avatar
      data-testid="user-initials"
      sx={(t) => ({
        // Drawn, not written: the initials decorate the name beside them (or the button's own name).
        '& > span::before': { content: 'attr(data-initials)' },
        width: size,
        height: size,
        fontSize: long ? size * 0.3 : size * 0.42,
        fontWeight: 600,
        bgcolor: user.User_BackgroundColour || t.palette.secondary.main,
        color: user.User_Colour || t.palette.secondary.contrastText,
      })}
    >
      {/* A child keeps MUI's fallback person icon away; the initials are its CSS content. */}
      <span data-initials={initials} aria-hidden />
    </Avatar>
  );
}

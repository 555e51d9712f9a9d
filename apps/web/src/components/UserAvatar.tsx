import Avatar from '@mui/material/Avatar';
import { IMAGE_EXTENSIONS, initialsOf } from '@candid/shared';
import type { User } from '../api/entities';

/** What an avatar shows of a user (domain names, as the web's state holds a user). */
export type AvatarUser = Pick<User, 'firstName' | 'lastName' | 'initials' | 'backgroundColour' | 'colour' | 'avatarEnable' | 'imageLink'>;

/** SPEC §5: an image link is shown only when it ends in a known image extension. */
export function isImageLink(link: string | null | undefined): link is string {
  if (!link) return false;
  const path = link.split(/[?#]/)[0].toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));
}

export function userInitials(user: AvatarUser): string {
  return user.initials?.trim() || initialsOf(user.firstName, user.lastName);
}

/** The user's avatar image, or initials in the user's colours (smaller when over 2 letters). */
export function UserAvatar({ user, size = 36 }: { user: AvatarUser; size?: number }) {
  const initials = userInitials(user);
  if (user.avatarEnable && isImageLink(user.imageLink)) {
    return <Avatar src={user.imageLink} alt="" sx={{ width: size, height: size }} />;
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
        bgcolor: user.backgroundColour || t.palette.secondary.main,
        color: user.colour || t.palette.secondary.contrastText,
      })}
    >
      {/* A child keeps MUI's fallback person icon away; the initials are its CSS content. */}
      <span data-initials={initials} aria-hidden />
    </Avatar>
  );
}

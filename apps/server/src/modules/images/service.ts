import type { Readable } from 'node:stream';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { notFound } from '../../http/errors';
import { getUser, updateUser } from '../users/service';
import type { UserView } from '../users/present';
import { usersPolicy } from '../users/policy';
import { getEnterprise, updateEnterprise, type EnterpriseView } from '../enterprises/service';
import { getEmployer, updateEmployer, type EmployerRow } from '../employers/service';
import { normaliseImage } from './decode';

/** Whose image: the stored name starts with it, so one entity's upload never touches another's object. */
export type ImageKind = 'user' | 'enterprise' | 'employer';

/** Reads the uploaded file's bytes (the route's multipart part); called only once the caller may write. */
type Upload = () => Promise<Buffer>;

const storeKey = (enterpriseId: number, name: string) => `images/${enterpriseId}/${name}`;
/** The same-origin link written to ImageLink; GET /api/Image serves it. */
export const imageLink = (enterpriseId: number, name: string) => `/api/Image/${enterpriseId}/${name}`;

/** The store key behind a link this module issued for the same entity, or null (someone else's link, an https URL). */
function ownStoreKey(link: string | null | undefined, enterpriseId: number, kind: ImageKind, id: number): string | null {
  const m = /^\/api\/Image\/(\d+)\/([a-z]+-\d+-[a-f0-9]{16}\.png)$/i.exec(link?.trim() ?? '');
  if (!m || Number(m[1]) !== enterpriseId || !m[2].startsWith(`${kind}-${id}-`)) return null;
  return storeKey(enterpriseId, m[2]);
}

/**
 * Re-encodes the upload, stores it under a name made of the owner and the PNG's hash, writes its
 * link with `write`, then deletes the entity's previous image of ours. Nothing is stored when the
 * image is refused; the new object is removed again when the write fails.
 */
async function storeAndLink<T>(
  deps: Deps<'media'>,
  owner: { enterpriseId: number; kind: ImageKind; id: number; previousLink: string | null | undefined },
  upload: Upload,
  write: (link: string) => Promise<T>,
): Promise<T> {
  const { png, hash } = await normaliseImage(await upload());
  const name = `${owner.kind}-${owner.id}-${hash}.png`;
  const key = storeKey(owner.enterpriseId, name);
  const previousKey = ownStoreKey(owner.previousLink, owner.enterpriseId, owner.kind, owner.id);
  await deps.media.put(key, png, 'image/png');
  let result: T;
  try {
    result = await write(imageLink(owner.enterpriseId, name));
  } catch (err) {
    if (previousKey !== key) await deps.media.delete(key).catch(() => undefined);
    throw err;
  }
  if (previousKey && previousKey !== key) await deps.media.delete(previousKey).catch(() => undefined);
  return result;
}

/**
 * A user's avatar: their own, or a teammate's for a caller with users.manage (403 otherwise: the
 * users policy's 'user.edit', asked before anything is stored); another enterprise's user is a 404.
 */
export async function saveUserImage(deps: Deps<'media'>, actor: AuthContext, { userId, upload }: { userId: number; upload: Upload }): Promise<UserView> {
  const target = await getUser(deps, actor, { id: userId });
  usersPolicy.authorize(actor, 'user.edit', target);
  return storeAndLink(deps, { enterpriseId: actor.enterpriseId, kind: 'user', id: userId, previousLink: target.imageLink }, upload, (link) =>
    updateUser(deps, actor, { id: userId, avatarEnable: true, imageLink: link }),
  );
}

/** The caller's enterprise logo (the route requires enterprise.manage); any other enterprise is a 404. */
export async function saveEnterpriseImage(
  deps: Deps<'media'>,
  actor: AuthContext,
  { enterpriseId, upload }: { enterpriseId: number; upload: Upload },
): Promise<EnterpriseView> {
  const target = await getEnterprise(deps, actor, enterpriseId);
  return storeAndLink(deps, { enterpriseId, kind: 'enterprise', id: enterpriseId, previousLink: target.imageLink }, upload, (link) =>
    updateEnterprise(deps, actor, { id: enterpriseId, imageLink: link, avatarEnable: true }),
  );
}

/** A client employer's logo (the route requires employers.edit); it must be a live employer of the caller's enterprise. */
export async function saveEmployerImage(
  deps: Deps<'media'>,
  actor: AuthContext,
  { employerId, upload }: { employerId: number; upload: Upload },
): Promise<EmployerRow> {
  const target = await getEmployer(deps, actor, employerId);
  return storeAndLink(
    deps,
    { enterpriseId: actor.enterpriseId, kind: 'employer', id: employerId, previousLink: target.imageLink },
    upload,
    (link) => updateEmployer(deps, actor, { id: employerId, input: { imageLink: link, avatarEnable: true } }),
  );
}

/** A stored image by its public name: its size and a stream, or 404. */
export async function openImage(deps: Deps<'media'>, { enterpriseId, name }: { enterpriseId: number; name: string }): Promise<{ size: number; stream: () => Promise<Readable> }> {
  const key = storeKey(enterpriseId, name);
  const info = await deps.media.stat(key);
  if (!info) throw notFound();
  return { size: info.size, stream: () => deps.media.get(key) };
}

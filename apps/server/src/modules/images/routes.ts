import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imagesApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import { readImageUpload } from './upload';
import * as images from './service';
import { serve } from '../../http/serve';
import { userToWire } from '../users/wire';
import { enterpriseToWire } from '../enterprises/wire';
import { employerToWire } from '../employers/wire';

const tags = ['images'];
const uploadNote = "multipart, one part 'file': JPEG, PNG, WebP, GIF or AVIF up to 5 MB, re-encoded to a PNG of at most 512 px";
const uploadLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Sends a stored image for a year: its name holds the hash of its bytes, so a new image is a new
 * URL. The ETag is that hash (304 when the client has it).
 */
async function sendImage(req: FastifyRequest, reply: FastifyReply, image: Awaited<ReturnType<typeof images.openImage>>, name: string) {
  const etag = `"${name.replace(/\.png$/, '')}"`;
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    // Mail clients and other sites show logos; helmet's same-origin default would block them.
    .header('cross-origin-resource-policy', 'cross-origin')
    .type('image/png');
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  reply.header('content-length', String(image.size));
  return reply.send(await image.stream());
}

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    imagesApi.image,
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'A stored logo or avatar (public, immutable: a new image gets a new name)' },
    },
    async (req, reply) => sendImage(req, reply, await images.openImage(ctx, req.params), req.params.name),
  );

  // Multipart only where a file is expected.
  await app.register(async (scoped) => {
    if (!scoped.hasRequestDecorator('isMultipart')) await scoped.register(multipart);
    const api = scoped.withTypeProvider<ZodTypeProvider>();

    serve(
      api,
      imagesApi.saveUserImage,
      {
        config: { access: { roles: 'any' }, ...uploadLimit },
        schema: { tags, summary: `A user's avatar: one's own, or a teammate's with users.manage (${uploadNote})` },
      },
      async (req, reply) =>
        ok(reply, userToWire(await images.saveUserImage(ctx, authOf(req), { userId: req.query.userId, upload: () => readImageUpload(req) }))),
    );

    serve(
      api,
      imagesApi.saveEnterpriseImage,
      {
        config: { access: { permission: 'enterprise.manage', enterpriseQuery: 'enterpriseId' }, ...uploadLimit },
        schema: { tags, summary: `The enterprise's logo (${uploadNote})` },
      },
      async (req, reply) =>
        ok(reply, enterpriseToWire(await images.saveEnterpriseImage(ctx, authOf(req), { enterpriseId: req.query.enterpriseId, upload: () => readImageUpload(req) }))),
    );

    serve(
      api,
      imagesApi.saveEmployerImage,
      {
        config: { access: { permission: 'employers.edit' }, ...uploadLimit },
        schema: { tags, summary: `A client employer's logo (${uploadNote})` },
      },
      async (req, reply) =>
        ok(reply, employerToWire(await images.saveEmployerImage(ctx, authOf(req), { employerId: req.query.employerId, upload: () => readImageUpload(req) }))),
    );
  });
};

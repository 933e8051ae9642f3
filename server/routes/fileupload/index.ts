/**
 * POST /fileupload/avatar (spec §5 Files): multipart `image`, jpg/jpeg/png/gif up to
 * AVATAR_MAX_BYTES. The extension, the declared type and the file's first bytes must agree.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { acceptsFiles } from '../../plugins/bodyLimits';
import { currentUser } from '../../plugins/guard';
import type { UploadedFile } from '../../services/forms';
import { fileUrl } from '../../services/files';

const KINDS = {
  png: { mimetypes: ['image/png'], magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { mimetypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'], magic: [0xff, 0xd8, 0xff] },
  gif: { mimetypes: ['image/gif'], magic: [0x47, 0x49, 0x46, 0x38] },
} as const;
type Kind = keyof typeof KINDS;
const EXTENSIONS: Record<string, Kind> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif' };

/** The image kind, or null when name, type and content do not all say the same allowed kind. */
export function imageKind(file: UploadedFile): Kind | null {
  const extension = file.filename.slice(file.filename.lastIndexOf('.') + 1).toLowerCase();
  const kind = EXTENSIONS[extension];
  if (!kind) return null;
  const { mimetypes, magic } = KINDS[kind];
  const typeOk = (mimetypes as readonly string[]).includes(file.mimetype.toLowerCase());
  const bytesOk = magic.every((byte, index) => file.data[index] === byte);
  return typeOk && bytesOk ? kind : null;
}

function megabytes(bytes: number): string {
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}

export default async function fileupload(app: FastifyInstance): Promise<void> {
  app.post('/avatar', acceptsFiles(1), async (request, reply) => {
    const user = currentUser(request);
    const image = request.uploads.image?.[0];
    if (!image) return reply.invalid({ image: 'imageRequired' });
    const kind = imageKind(image);
    if (!kind) return reply.invalid({ image: 'imageType' });
    const limit = app.config.avatarMaxBytes;
    if (image.truncated || image.data.length > limit) {
      return reply.invalid({ image: { key: 'imageSize', vars: { size: megabytes(limit) } } });
    }
    const key = `avatars/${user.id}-${randomBytes(12).toString('hex')}.${kind}`;
    await app.files.put(key, image.data);
    const url = fileUrl(key);
    try {
      await app.db.updateTable('users').set({ avatar: url }).where('id', '=', user.id).execute();
    } catch (error) {
      // the file no record points at goes again (the old avatar stays until the start-up sweep)
      await app.files.remove(key).catch(() => undefined);
      throw error;
    }
    return reply.ok({ url });
  });
}

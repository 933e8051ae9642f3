/**
 * POST /fileupload/avatar (spec §5 Files): multipart `image`, checked like an entity's file
 * property: the types of `defs.schema.json#/$defs/avatarFile`, up to AVATAR_MAX_BYTES. The
 * extension, the declared type and the file's first bytes must agree.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import defs from '../../../schemas/defs.schema.json';
import { acceptsFiles } from '../../plugins/bodyLimits';
import { currentUser } from '../../plugins/guard';
import { compileForm, hasIssues, issue } from '../../services/formSchema';
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

const AVATAR = defs.$defs.avatarFile['x-file'];

export default async function fileupload(app: FastifyInstance): Promise<void> {
  const limit = app.config.avatarMaxBytes;
  // the shared avatar types; the size is this platform's setting (spec §5: 2 MB, some places 5 MB)
  const avatarForm = compileForm<{ image: { name: string; size: number; type: string } }>(app.resources, {
    $id: 'https://coldchain.local/schemas/api.fileupload.avatar.body.json',
    type: 'object',
    properties: { image: { $ref: 'defs.schema.json#/$defs/file', 'x-file': { accept: AVATAR.accept, maxSize: limit } } },
    required: ['image'],
  });

  app.post('/avatar', acceptsFiles(1), async (request, reply) => {
    const user = currentUser(request);
    const image = request.uploads.image?.[0];
    // a file cut at the upload limit was larger than that
    const descriptor = image && { name: image.filename, size: image.truncated ? Math.max(limit, image.data.length) + 1 : image.data.length, type: image.mimetype };
    const { issues } = avatarForm.check(descriptor ? { image: descriptor } : {});
    const kind = image && imageKind(image);
    // the content must be what the name says, or a script could pass for a picture
    if (!issues.image && !kind) issues.image = issue('file.accept', { accept: AVATAR.accept.join(', ') });
    if (!image || !kind || hasIssues(issues)) return reply.invalid(issues);
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

/** /announcement: the user's announcements and their displayed/read state (spec §4). */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { announcementsFor, isVisible, setState } from '../../services/announcements';
import { field } from '../../services/forms';
import { hasErrors, validate, type FieldErrors } from '../../services/validate';

const PROPERTIES = ['display', 'read'] as const;
type Property = (typeof PROPERTIES)[number];
const FALSE_VALUES = new Set(['0', 'false', 'no']);

export default async function announcement(app: FastifyInstance): Promise<void> {
  app.get('/', async (request, reply) => {
    const user = currentUser(request);
    return reply.ok(await announcementsFor(app.db, { id: user.id, companyId: user.companyId }));
  });

  app.put<{ Params: { id: string } }>('/state/:id', async (request, reply) => {
    const user = currentUser(request);
    const values = {
      property: field(request.form, 'property'),
      timestamp: field(request.form, 'timestamp'),
      value: field(request.form, 'value'),
      medium: field(request.form, 'medium') || 'web',
    };
    const errors: FieldErrors = validate(values, {
      timestamp: [(v) => (/^\d{1,13}$/.test(v) ? null : 'integerMin0')],
    });
    if (!(PROPERTIES as readonly string[]).includes(values.property)) errors.property = 'propertyInvalid';
    if (values.medium !== 'web') errors.medium = 'mediumInvalid';
    if (hasErrors(errors)) return reply.invalid(errors);

    const id = Number(request.params.id);
    const recipient = { id: user.id, companyId: user.companyId };
    if (!/^\d+$/.test(request.params.id) || !(await isVisible(app.db, recipient, id))) {
      return reply.fail(ApiStatus.notFound, 'announcementNotFound');
    }
    await setState(app.db, id, user.id, {
      property: values.property as Property,
      value: !FALSE_VALUES.has(values.value.toLowerCase()),
      medium: values.medium,
      at: app.nowUnix(),
    });
    return reply.ok(null);
  });
}

/** /announcement: the user's announcements and their displayed/read state (spec §4); the state body is state.body.json. */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { currentUser } from '../../plugins/guard';
import { announcementsFor, isVisible, setState } from '../../services/announcements';
import { compileForm } from '../../services/formSchema';
import manage from './manage';
import stateBody from './state.body.json';

interface StateBody {
  property: 'display' | 'read';
  timestamp?: number;
  value?: string;
  medium?: 'web';
}

const FALSE_VALUES = new Set(['0', 'false', 'no']);

export default async function announcement(app: FastifyInstance): Promise<void> {
  const stateForm = compileForm<StateBody>(app.resources, stateBody);
  // publishing (issue 28 §2)
  await app.register(manage, { prefix: '/manage' });

  app.get('/', async (request, reply) => {
    const user = currentUser(request);
    return reply.ok(await announcementsFor(app.db, { id: user.id, companyId: user.companyId }, app.nowUnix()));
  });

  app.put<{ Params: { id: string } }>('/state/:id', async (request, reply) => {
    const user = currentUser(request);
    const { valid, issues } = stateForm.parse(request.form);
    if (!valid) return reply.invalid(issues);

    const id = Number(request.params.id);
    const recipient = { id: user.id, companyId: user.companyId };
    if (!/^\d+$/.test(request.params.id) || !(await isVisible(app.db, recipient, id, app.nowUnix()))) {
      return reply.fail(ApiStatus.notFound, 'announcementNotFound');
    }
    await setState(app.db, id, user.id, {
      property: valid.property,
      value: !FALSE_VALUES.has((valid.value ?? '').toLowerCase()),
      // spec §7: the medium is fixed as web
      medium: valid.medium ?? 'web',
      at: app.nowUnix(),
    });
    return reply.ok(null);
  });
}

/**
 * /alarm (issue 13): the history and advanced history, one alarm's session, bulk handling
 * (acknowledge, close, snooze), the panel's catch-up feed and open count, the statistics, and the Alerters page's
 * test sound. Order of checks on every call: authentication (the guard), the page's menu or action
 * code (access.ts), the input ('-5' naming the field), then the user's company and organizations
 * (services/alarms/visibility.ts): an alarm the user may not see is one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import alerter from './alerter';
import feed from './feed';
import handling from './handling';
import history from './history';
import openCount from './openCount';
import session from './session';
import stats from './stats';

export default async function alarm(app: FastifyInstance): Promise<void> {
  await app.register(history);
  await app.register(feed);
  await app.register(openCount);
  await app.register(stats);
  await app.register(handling);
  await app.register(alerter);
  // last for readability: static paths win over /:id in the router whatever the order
  await app.register(session);
}

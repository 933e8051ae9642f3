/**
 * GET /organization/options (issue 26 §3 "operator01"): the organizations the user may filter by,
 * its data scope (services/alarms/visibility.ts: an admin user's whole company, anyone else's own
 * organization and its subtree), for every organization filter and picker. Signed in is enough:
 * it names only what the user's pages already show of its scope, so a role without the
 * Organization page filters by its own organizations with no 403. The generic `/organization`
 * list (all fields, the whole company) stays behind the Organization page.
 */
import type { FastifyInstance } from 'fastify';
import { ORGANIZATION_OPTIONS_LIMIT, ORGANIZATION_OPTIONS_PATH, type OrganizationOption, type OrganizationOptions } from '../../../src/lib/organizations';
import { currentUser } from '../../plugins/guard';
import { organizationOptions } from '../../services/organizationOptions';

const OPTIONS_ROUTE = ORGANIZATION_OPTIONS_PATH.replace(/^\/organization/, '');

export default async function organization(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> }>(OPTIONS_ROUTE, async (request, reply) => {
    // no parameters: anything sent is refused by name rather than silently ignored
    const extra = Object.keys(request.query ?? {});
    if (extra.length) return reply.invalid(Object.fromEntries(extra.map((name) => [name, { key: 'validation.additionalProperties' }])));
    const all: OrganizationOption[] = await organizationOptions(app.db, currentUser(request));
    const answer: OrganizationOptions = { list: all.slice(0, ORGANIZATION_OPTIONS_LIMIT), total: all.length };
    return reply.ok(answer);
  });
}

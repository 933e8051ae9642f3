/**
 * One log line per answered request ("request completed", with the request, the status and the
 * time), instead of Fastify's two. A request refused by a rate limit (429) gets no line of its
 * own: under a flood those lines would cost more than the refusals. They are counted per route
 * and summed up in one line at most once a minute.
 */
import fp from 'fastify-plugin';

const SUMMARY_EVERY_MS = 60_000;

export default fp(
  async (app) => {
    const refused = new Map<string, number>();
    let lastSummary = 0;
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 429) {
        request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
        return;
      }
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      refused.set(route, (refused.get(route) ?? 0) + 1);
      const now = app.config.now();
      if (now - lastSummary < SUMMARY_EVERY_MS) return;
      lastSummary = now;
      request.log.info({ refused: Object.fromEntries(refused) }, 'rate-limited requests since the last summary');
      refused.clear();
    });
  },
  { name: 'platform-request-log', fastify: '5.x', dependencies: ['platform-config'] },
);

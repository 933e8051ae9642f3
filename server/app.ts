/**
 * The reference platform as a Fastify plugin (Fastify's demo layout): `platform` registers
 * everything on one port; `buildApp` makes a ready instance from options. server.ts boots it.
 */
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { resolveConfig, type PlatformConfig, type PlatformOptions } from './config';
import alarmNotifier from './plugins/alarmNotifier';
import alarmEngine from './plugins/alarmEngine';
import calibrationReminders from './plugins/calibrationReminders';
import commandResponder from './plugins/commandResponder';
import configPlugin from './plugins/config';
import consoleConfig from './plugins/consoleConfig';
import db from './plugins/db';
import downloadCentre from './plugins/downloadCentre';
import envelope from './plugins/envelope';
import expirationReminders from './plugins/expirationReminders';
import keys from './plugins/keys';
import leases from './plugins/leases';
import orphanSweep from './plugins/orphanSweep';
import readings from './plugins/readings';
import redis from './plugins/redis';
import reportScheduler from './plugins/reportScheduler';
import premiumScheduler from './plugins/premiumScheduler';
import requestLog from './plugins/requestLog';
import resources from './plugins/resources';
import securityHeaders from './plugins/securityHeaders';
import simulator from './plugins/simulator';
import staticFiles from './plugins/static';
import stores from './plugins/stores';
import websocket from './plugins/websocket';
import api from './routes';
import { namePluginsOnRegister } from './plugins/pluginNames';

export async function platform(app: FastifyInstance, { config }: { config: PlatformConfig }): Promise<void> {
  await app.register(configPlugin, { config });
  await app.register(requestLog);
  await app.register(securityHeaders);
  await app.register(envelope);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(db);
  await app.register(redis);
  await app.register(leases);
  await app.register(keys);
  await app.register(stores);
  await app.register(resources);
  await app.register(orphanSweep);
  await app.register(commandResponder);
  await app.register(websocket);
  await app.register(readings);
  await app.register(alarmEngine);
  await app.register(alarmNotifier);
  await app.register(downloadCentre);
  await app.register(reportScheduler);
  // issue 30 §4: the calibration plans' due-date reminders
  await app.register(calibrationReminders);
  // issue 28 §3: the renewal notice settings' expiry reminders
  await app.register(expirationReminders);
  await app.register(premiumScheduler);
  await app.register(simulator);
  await app.register(consoleConfig);
  await app.register(api, { prefix: '/api' });
  await app.register(staticFiles);
}

/** TRUST_PROXY as Fastify takes it: a number of hops, or a list of addresses; undefined: none. */
export function trustedProxies(raw: string): number | string[] | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** How long the platform's start (migrations, seed, stores) may take before Fastify gives up on it. */
const PLUGIN_TIMEOUT_MS = 120_000;

export async function buildApp(options: Partial<PlatformOptions> = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  // Pino's request serializer logs method and URL only: bodies (passwords) and headers (tokens) stay out.
  const { logger } = config;
  const proxies = trustedProxies(config.trustProxy);
  const app = Fastify({
    // behind a reverse proxy (npm run cluster, a load balancer): the client's address for per-IP limits
    // Fastify types hops as a number in its docs, not in this overload: a function does the same
    trustProxy: typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : (proxies ?? false),
    logger: logger ? { level: 'info', ...(logger === true ? {} : { stream: logger }) } : false,
    // plugins/requestLog.ts writes one line per request, and none per rate-limited refusal
    logController: new LogController({ disableRequestLogging: true }),
    // a start migrates and seeds the database first: on PostgreSQL, or a loaded machine, longer than Fastify's 10 s
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });
  namePluginsOnRegister(app);
  // The platform plugins decorate the root instance (fastify-plugin), hence no encapsulation here.
  await platform(app, { config });
  await app.ready();
  return app;
}

/**
 * /renewal (issue 28 §3, the /device/renewal page): the devices due for renewal, the funds and
 * price, a quote, payment from the funds, and the simulated WeChat QR payment. The guard has
 * authenticated; then the page (reads) or its edit code (payments); then the input. The arithmetic
 * and the writes are services/renewal/.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../../src/lib/contract';
import { RENEWAL_TERMS, renewalAmount, type RenewalAccount, type RenewalBody, type RenewalQuote, type RenewalScope } from '../../../src/lib/renewal';
import { currentUser, requireOperation } from '../../plugins/guard';
import { accountBalance } from '../../services/credit';
import { compileForm } from '../../services/formSchema';
import type { FormFields } from '../../services/forms';
import { createWechatOrder, dueDevices, payFromBalance, payWechatOrder, pickDevices, RenewalRefusal, renewedDevices, wechatOrder } from '../../services/renewal';
import { fundsOf } from '../../services/renewal/renew';
import { bodyOf, pathId, requirePage } from '../alarm/access';
import devicesQuery from './devices.query.json';
import { RENEWAL_PAGES, RENEW_CODE } from './pages';
import { answerRefusal } from './refusal';
import renewalBody from './renewal.body.json';

interface DevicesQuery {
  scope?: RenewalScope;
  q?: string;
  limit?: number;
}

export default async function renewal(app: FastifyInstance): Promise<void> {
  const query = compileForm<DevicesQuery>(app.resources, devicesQuery);
  const body = compileForm<RenewalBody>(app.resources, renewalBody);
  const known = new Set(Object.keys(devicesQuery.properties));
  const page = { preHandler: requirePage(RENEWAL_PAGES) };
  // the code is granted with its page (the role tree ticks the page with it)
  const payer = { preHandler: requireOperation(RENEW_CODE) };
  const config = app.config;
  // the simulated payment renews for free: offered only in development, whatever RENEWAL_WECHAT_SIMULATED says elsewhere
  const wechatSimulated = config.renewalWechatSimulated && config.env === 'development';
  const input = (request: FastifyRequest, valid: RenewalBody) => ({
    user: currentUser(request),
    deviceIds: valid.deviceIds,
    years: valid.years,
    pricePerDeviceYear: config.renewalPricePerYear,
    now: app.nowUnix(),
  });

  app.get<{ Querystring: FormFields }>('/devices', page, async (request, reply) => {
    const extra = Object.keys(request.query ?? {}).filter((name) => !known.has(name));
    if (extra.length) return reply.invalid(Object.fromEntries(extra.map((name) => [name, { key: 'validation.additionalProperties' }])));
    const { valid, issues } = query.parse(request.query);
    if (!valid) return reply.invalid(issues);
    const q = valid.q?.trim();
    return reply.ok(await dueDevices(app.db, currentUser(request), { scope: valid.scope ?? 'due', ...(q ? { q } : {}), limit: valid.limit ?? 100, now: app.nowUnix() }));
  });

  app.get('/account', page, async (request, reply) => {
    const found = await accountBalance(app.db, currentUser(request).companyId);
    if (!found) return reply.fail(ApiStatus.notFound, 'notFound');
    const answer: RenewalAccount = {
      balance: await fundsOf(app.db, found.payer.id),
      payer: found.payer,
      settlement: found.settlement,
      pricePerDeviceYear: config.renewalPricePerYear,
      terms: RENEWAL_TERMS,
      wechat: wechatSimulated,
      qrTimeoutSeconds: config.renewalQrTimeoutSeconds,
    };
    return reply.ok(answer);
  });

  app.post('/quote', page, async (request, reply) => {
    const { valid, issues } = body.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    const { user, years, now } = input(request, valid);
    const picked = await pickDevices(app.db, user, valid.deviceIds, now);
    if (!picked.ok) return answerRefusal(reply, new RenewalRefusal(picked.reason));
    const quote: RenewalQuote = { amount: renewalAmount(picked.devices.length, years, config.renewalPricePerYear), years, devices: renewedDevices(picked.devices, years) };
    return reply.ok(quote);
  });

  app.post('/pay', payer, async (request, reply) => {
    const { valid, issues } = body.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    try {
      return reply.ok(await payFromBalance(app.db, input(request, valid)));
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  app.post('/wechat', payer, async (request, reply) => {
    if (!wechatSimulated) return reply.fail(ApiStatus.failed, 'wechatUnavailable');
    const { valid, issues } = body.check(bodyOf(request));
    if (!valid) return reply.invalid(issues);
    try {
      return reply.ok(await createWechatOrder(app.db, { ...input(request, valid), timeoutSeconds: config.renewalQrTimeoutSeconds }));
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  app.get<{ Params: { id: string } }>('/wechat/:id', page, async (request, reply) => {
    const id = pathId(request.params.id);
    const order = id === null ? undefined : await wechatOrder(app.db, currentUser(request).id, id, app.nowUnix());
    return order ? reply.ok(order) : reply.fail(ApiStatus.notFound, 'notFound');
  });

  // the simulation's "the customer paid" (README "Renewal"); absent when the simulation is off
  app.post<{ Params: { id: string } }>('/wechat/:id/pay', payer, async (request, reply) => {
    if (!wechatSimulated) return reply.fail(ApiStatus.failed, 'wechatUnavailable');
    const id = pathId(request.params.id);
    try {
      const order = id === null ? undefined : await payWechatOrder(app.db, currentUser(request), id, app.nowUnix());
      return order ? reply.ok(order) : reply.fail(ApiStatus.notFound, 'notFound');
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });
}

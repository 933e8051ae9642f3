/**
 * /balance (issue 13 §2 "Credit", spec §3 Company and §6): the account's balance, its history and
 * the platform administrator's top-up. The credit itself (payer, deductions, top-ups, warnings)
 * is services/credit/; these routes check permission and input and shape the answers.
 */
import type { FastifyInstance } from 'fastify';
import account from './account';
import history from './history';
import topup from './topup';

export default async function balance(app: FastifyInstance): Promise<void> {
  await app.register(account);
  await app.register(history);
  await app.register(topup);
}

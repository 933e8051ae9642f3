import Fastify from 'fastify';
import { ApiStatus, type ApiStatusCode } from '../../src/lib/contract';
import { encryptPassword } from '../../src/lib/sm2';
import { MEMORY, resolveConfig } from '../config';
import { createTestPlatform, signedInject } from '../../test/support/testPlatform';
import configPlugin from './config';
import envelopePlugin from './envelope';

describe('the envelope', () => {
  it.each([
    [ApiStatus.ok, 200],
    [ApiStatus.failed, 200],
    [ApiStatus.puzzle, 200],
    [ApiStatus.tokenInvalid, 401],
    [ApiStatus.badSignature, 401],
    [ApiStatus.forbidden, 403],
    [ApiStatus.invalid, 422],
    [ApiStatus.notFound, 404],
    [ApiStatus.passwordChangeRequired, 403],
  ] as [ApiStatusCode, number][])("answers status '%s' with HTTP %i, the envelope in the body", async (status, httpCode) => {
    const app = Fastify();
    try {
      await app.register(configPlugin, { config: resolveConfig({ dataDir: MEMORY, logger: false }) });
      await app.register(envelopePlugin);
      app.get('/probe', async (_request, reply) => (status === ApiStatus.ok ? reply.ok({ n: 1 }) : reply.fail(status, 'failed')));
      const response = await app.inject({ method: 'GET', url: '/probe', headers: { lang: 'en' } });
      expect(response.statusCode).toBe(httpCode);
      expect(response.json()).toEqual(status === ApiStatus.ok ? { status, message: 'Success', data: { n: 1 } } : { status, message: 'Operation failed' });
    } finally {
      await app.close();
    }
  });

  it('answers a crash with 500, a message and no stack', async () => {
    const platform = await createTestPlatform();
    try {
      const password = encryptPassword('Admin@123', platform.app.keys.publicKey);
      await platform.app.db.destroy(); // every query now fails
      const { statusCode, envelope } = await signedInject(platform, {
        method: 'POST',
        url: '/auth/login',
        form: { username: 'admin0001', password },
      });
      expect(statusCode).toBe(500);
      expect(envelope).toEqual({ status: ApiStatus.failed, message: 'Request failed, please try again later' });
    } finally {
      await platform.close();
    }
  });

  it('answers a malformed JSON body with the envelope', async () => {
    const platform = await createTestPlatform();
    try {
      const response = await platform.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', lang: 'en' },
        payload: '{"username":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: ApiStatus.failed, message: 'Invalid request' });
    } finally {
      await platform.close();
    }
  });
});

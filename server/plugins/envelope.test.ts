import { ApiStatus } from '../../src/lib/contract';
import { encryptPassword } from '../../src/lib/sm2';
import { createTestPlatform, signedInject } from '../testing';
import { HTTP_CODES } from './envelope';

describe('the envelope', () => {
  it('maps every status to its HTTP code', () => {
    expect(HTTP_CODES).toEqual({ '1': 200, '0': 200, '-9': 200, '-2': 401, '-3': 401, '-4': 403, '-5': 422, '-6': 404, '-7': 403 });
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

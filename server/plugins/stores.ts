/** In-memory captcha answers and SMS codes (both bounded), and the file store (disk, or memory for tests). */
import fp from 'fastify-plugin';
import { CaptchaStore } from '../services/captcha';
import { diskFileStore, ensureBuiltInFiles, memoryFileStore, type FileStore } from '../services/files';
import { SmsOutbox } from '../services/sms';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaStore;
    sms: SmsOutbox;
    files: FileStore;
  }
}

export default fp(
  async (app) => {
    const { now, uploadsDir, captchaMaxPending, captchaMaxPendingPerClient } = app.config;
    app.decorate('captcha', new CaptchaStore(now, { maxPending: captchaMaxPending, maxPerClient: captchaMaxPendingPerClient }));
    const smsLimits = {
      codesPerHour: app.config.smsCodesPerPhonePerHour,
      maxWrongCodes: app.config.smsMaxWrongCodes,
      // the demo has no SMS gateway: only a development platform writes the code to its log
      logCodes: app.config.env === 'development',
    };
    app.decorate('sms', new SmsOutbox(now, (line) => app.log.info(line), smsLimits));
    const files = uploadsDir === null ? memoryFileStore() : diskFileStore(uploadsDir);
    await ensureBuiltInFiles(files);
    app.decorate('files', files);
  },
  { name: 'platform-stores', fastify: '5.x', dependencies: ['platform-config'] },
);

/**
 * Captcha answers and SMS codes (both bounded), and the file store (disk, or memory for tests).
 * Answers, codes and the per-phone counts live in this process, or in Redis with REDIS_URL so that
 * every instance sees the same (services/redis/).
 */
import fp from 'fastify-plugin';
import { captchaSvg } from '../services/captchaSvg';
import { CaptchaStore, MemoryCaptchaPending } from '../services/captcha';
import { diskFileStore, ensureBuiltInFiles, memoryFileStore, type FileStore } from '../services/files';
import { RedisCaptchaPending } from '../services/redis/captchaPending';
import { redisHitCounter } from '../services/redis/hitCounter';
import { RedisSmsCodes } from '../services/redis/smsCodes';
import { MemorySmsCodes, SmsOutbox } from '../services/sms';
import { memoryHitCounter, type HitCounter } from '../services/windowCounter';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaStore;
    sms: SmsOutbox;
    files: FileStore;
    /** hit counters in this process, or shared through Redis: `hitCounter('sms-phone:')` */
    hitCounter(namespace: string): HitCounter;
  }
}

export default fp(
  async (app) => {
    const { now, uploadsDir, captchaMaxPending, captchaMaxPendingPerClient } = app.config;
    const { redis } = app;
    app.decorate('hitCounter', (namespace: string) => (redis ? redisHitCounter(redis, app.redisKey(namespace), now) : memoryHitCounter(now)));
    const pending = redis ? new RedisCaptchaPending(redis, app.redisKey('captcha:')) : new MemoryCaptchaPending();
    // a development platform writes each captcha's answer to its log, as it does SMS codes (the e2e tests read both)
    const logAnswer = app.config.env === 'development' ? (id: string, answer: string) => app.log.info(`Captcha ${id}: ${answer}`) : undefined;
    app.decorate('captcha', new CaptchaStore(now, { maxPending: captchaMaxPending, maxPerClient: captchaMaxPendingPerClient }, pending, captchaSvg, logAnswer));
    const smsLimits = {
      codesPerHour: app.config.smsCodesPerPhonePerHour,
      maxWrongCodes: app.config.smsMaxWrongCodes,
      // the demo has no SMS gateway: only a development platform writes the code to its log
      logCodes: app.config.env === 'development',
    };
    const codes = redis ? new RedisSmsCodes(redis, app.redisKey('sms:')) : new MemorySmsCodes();
    app.decorate('sms', new SmsOutbox(now, (line) => app.log.info(line), smsLimits, codes, app.hitCounter('sms-phone:')));
    const files = uploadsDir === null ? memoryFileStore() : diskFileStore(uploadsDir);
    await ensureBuiltInFiles(files);
    app.decorate('files', files);
  },
  { name: 'platform-stores', fastify: '5.x', dependencies: ['platform-config', 'platform-redis'] },
);

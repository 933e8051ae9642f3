/**
 * The SMS codes (services/sms.ts) shared by every instance: a code sent via one is spent on another,
 * once. One hash per phone (code, username, action, expiry, wrong tries); a try is judged and
 * counted, the code spent or voided, in one script. Each hash expires with its code.
 */
import type { Redis } from 'ioredis';
import { SMS_TTL_MS, type SmsCode, type SmsCodes } from '../sms';
import { luaScript, replyNumber } from './script';

// ARGV: code, username, now, maxWrongCodes
const CONSUME = luaScript(`
local entry = redis.call('HMGET', KEYS[1], 'code', 'username', 'expiresAt')
if not entry[1] or tonumber(entry[3]) <= tonumber(ARGV[3]) then return 0 end
if entry[1] ~= ARGV[1] or entry[2] ~= ARGV[2] then
  if redis.call('HINCRBY', KEYS[1], 'tries', 1) >= tonumber(ARGV[4]) then redis.call('DEL', KEYS[1]) end
  return 0
end
redis.call('DEL', KEYS[1])
return 1
`);

export class RedisSmsCodes implements SmsCodes {
  constructor(
    private readonly redis: Redis,
    /** app.redisKey('sms:') */
    private readonly prefix: string,
  ) {}

  private key(phone: string): string {
    return `${this.prefix}code:${phone}`;
  }

  async put(phone: string, entry: SmsCode): Promise<void> {
    const key = this.key(phone);
    // a new code replaces the last one, its wrong tries with it
    await this.redis
      .multi()
      .del(key)
      .hset(key, { code: entry.code, username: entry.username, actiontype: entry.actiontype, expiresAt: entry.expiresAt, tries: 0 })
      .pexpire(key, SMS_TTL_MS)
      .exec();
  }

  async get(phone: string): Promise<SmsCode | undefined> {
    const [code, username, actiontype, expiresAt] = await this.redis.hmget(this.key(phone), 'code', 'username', 'actiontype', 'expiresAt');
    if (code === null || code === undefined) return undefined;
    return { code, username: username ?? '', actiontype: actiontype ?? '', expiresAt: replyNumber(expiresAt ?? null) };
  }

  async consume(phone: string, code: string, username: string, now: number, maxWrongCodes: number): Promise<boolean> {
    return replyNumber(await CONSUME.run(this.redis, [this.key(phone)], [code, username, now, maxWrongCodes])) === 1;
  }
}

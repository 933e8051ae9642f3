import { ApiStatus } from '../../../src/lib/contract';
import { INGEST_MAX_BATCH, INGEST_PATH } from '../../../src/lib/readings';
import { unixNow } from '../../../src/lib/signing';
import { injectBatch, signedBatchBody } from '../../../test/support/ingestBatch';
import { createTestPlatform, type TestPlatform } from '../../../test/support/testPlatform';

let platform: TestPlatform;
let number: string;
let deviceId: number;
beforeAll(async () => {
  platform = await createTestPlatform();
  const device = await platform.app.db
    .selectFrom('devices')
    .select(['id', 'number'])
    .where('model', '=', 'CTH-200')
    .where('company_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ({ number, id: deviceId } = device);
});
afterAll(() => platform.close());

const now = () => unixNow(platform.clock.now());
let next = 0;
/** A reading at a time no other test of this file used. */
const reading = (extra: Record<string, unknown> = {}) => ({ number, ts: now() - 3000 + (next += 1), temperature: 4.5, humidity: 61.2, ...extra });
const countReadings = async () =>
  Number(
    (
      await platform.app.db
        .selectFrom('readings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('device_id', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`POST /api${INGEST_PATH}`, () => {
  it('stores a signed batch without a session and answers what it stored, refused and counted as duplicate', async () => {
    const first = reading();
    const response = await injectBatch(platform, [first, reading({ temperature: 400 }), first]);
    expect(response.statusCode).toBe(200);
    expect(response.envelope.status).toBe(ApiStatus.ok);
    expect(response.envelope.data).toEqual({
      stored: 1,
      duplicates: 1,
      rejected: [{ index: 1, number, field: 'temperature', reason: 'validation.readings.outOfRange', message: 'temperature must be between -100 and 150 °C' }],
    });
    const again = await injectBatch(platform, [first]);
    expect(again.envelope.data).toEqual({ stored: 0, duplicates: 1, rejected: [] });
  });

  it('answers the per-row reasons in the request language', async () => {
    const response = await injectBatch(platform, [reading({ number: '99999999' })], { lang: 'zh-TW' });
    expect(response.envelope.data!.rejected[0]!.message).toBe('不存在編號為 99999999 的設備');
  });

  it('refuses an unsigned, a wrongly signed, a console-signed, a stale and a replayed batch with -3, storing nothing', async () => {
    const before = await countReadings();
    const unsigned = await injectBatch(platform, [reading()], { unsigned: true });
    const wrongSalt = await injectBatch(platform, [reading()], {
      signing: { ...platform.config.deviceSigning, salts: { ...platform.config.deviceSigning.salts, request: 'guessed' } },
    });
    const consoleSalt = await injectBatch(platform, [reading()], { signing: platform.config.signing });
    const stale = await injectBatch(platform, [reading()], { timeunix: now() - platform.config.signWindowSeconds - 1 });
    for (const answer of [unsigned, wrongSalt, consoleSalt, stale]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.envelope.status).toBe(ApiStatus.badSignature);
    }
    expect(unsigned.envelope.message).toBe('Missing request signature');
    expect(wrongSalt.envelope.message).toBe('Invalid request signature');
    expect(consoleSalt.envelope.message).toBe('Invalid request signature');
    expect(await countReadings()).toBe(before);

    const batch = [reading()];
    const once = await injectBatch(platform, batch, { nonce: 'fixed-nonce-1' });
    expect(once.envelope.status).toBe(ApiStatus.ok);
    const replayed = await injectBatch(platform, batch, { nonce: 'fixed-nonce-1' });
    expect(replayed.envelope).toMatchObject({ status: ApiStatus.badSignature, message: 'This request was already received and is not accepted again' });
    expect(await countReadings()).toBe(before + 1);
  });

  it('does not open a console route with the device salt', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', lang: 'en' },
      payload: JSON.stringify(signedBatchBody(platform.config.deviceSigning, [], now())),
    });
    expect(response.json()).toMatchObject({ status: ApiStatus.badSignature });
  });

  it('refuses a malformed data field with -5 and a field message', async () => {
    const cases: Array<[string, string]> = [
      ['not json', 'data must be a JSON array of readings'],
      ['{"number":"10000001"}', 'data must be a JSON array of readings'],
      [JSON.stringify(Array.from({ length: INGEST_MAX_BATCH + 1 }, () => ({}))), `At most ${INGEST_MAX_BATCH} readings per batch`],
      [JSON.stringify([reading(), 5]), 'Reading 1 is not an object'],
      [JSON.stringify([null]), 'Reading 0 is not an object'],
      ['', 'This field is required'],
    ];
    const before = await countReadings();
    for (const [data, message] of cases) {
      const response = await injectBatch(platform, null, { data });
      expect(response.statusCode).toBe(422);
      expect(response.envelope).toMatchObject({ status: ApiStatus.invalid, data: { errors: { data: message } } });
    }
    expect(await countReadings()).toBe(before);
  });

  it('takes a body over the console routes’ limit, and refuses one over its own with 413', async () => {
    // pretty-printed: over API_BODY_LIMIT_BYTES, under INGEST_BODY_LIMIT_BYTES
    const rows = Array.from({ length: 1500 }, () => reading());
    const data = JSON.stringify(rows, null, 12);
    expect(data.length).toBeGreaterThan(platform.config.apiBodyLimitBytes);
    const accepted = await injectBatch(platform, null, { data });
    expect(accepted.envelope.data).toMatchObject({ stored: 1500 });

    const tooLarge = await injectBatch(platform, null, { data: ' '.repeat(platform.config.ingestBodyLimitBytes) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.envelope.status).toBe(ApiStatus.failed);
  });
});

describe('ingestion rate limit', () => {
  it('refuses a client over RATE_INGEST_PER_MINUTE with 429, and another client goes on', async () => {
    const limited = await createTestPlatform({ rateIngestPerMinute: 3 });
    try {
      const device = await limited.app.db.selectFrom('devices').select('number').where('company_id', '=', 1).executeTakeFirstOrThrow();
      const post = (remoteAddress: string) =>
        injectBatch(limited, [{ number: device.number, ts: unixNow(limited.clock.now()) - 10, temperature: 1 }], { remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await post('198.51.100.7')).statusCode).toBe(200);
      const refused = await post('198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect((await post('198.51.100.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

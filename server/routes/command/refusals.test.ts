/**
 * What POST /command/settings and /command/upgrade refuse, and that a refusal writes nothing:
 * permission before input ('-4'), field errors per field ('-5', the device schema's own rules),
 * spec §5's one type, and devices of another company or none ('-6').
 */
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import zhTW from '../../../locales/zh-TW.json';
import { commandPlatform, deviceIds, sendSettings, startUpgrade, errorsOf } from '../../../test/support/deviceCommands';

const fixture = commandPlatform();

/** Refused requests change nothing: no command, no device value. */
async function unchanged(run: () => Promise<void>) {
  const commands = await fixture.count('device_commands');
  const devices = await fixture.platform.app.db.selectFrom('devices').selectAll().orderBy('id').execute();
  await run();
  expect(await fixture.count('device_commands')).toBe(commands);
  expect(await fixture.platform.app.db.selectFrom('devices').selectAll().orderBy('id').execute()).toEqual(devices);
}

describe('devices of several types', () => {
  it('are refused with the spec §5 message in each language', async () => {
    const [a] = await deviceIds(fixture, 'temperature');
    const [b] = await deviceIds(fixture, 'vehicle');
    await unchanged(async () => {
      for (const [lang, messages] of [
        ['en', en],
        ['zh-CN', zhCN],
        ['zh-TW', zhTW],
      ] as const) {
        const answer = await sendSettings(fixture, { deviceIds: [a, b], uploadPeriod: 600 }, { lang });
        expect(answer.statusCode).toBe(422);
        expect(answer.envelope.status).toBe('-5');
        expect(errorsOf(answer)).toEqual({ deviceIds: messages.resources.device.commands.errors.oneType });
      }
    });
    expect(en.resources.device.commands.errors.oneType).toBe('Devices of several types cannot be picked at once');
  });

  it('of several models cannot be upgraded together', async () => {
    const [a] = await deviceIds(fixture, 'temperature');
    const [b] = await deviceIds(fixture, 'temperature_humidity');
    await unchanged(async () => {
      const answer = await startUpgrade(fixture, { deviceIds: [a, b], version: '1.0.0' });
      expect(answer.envelope.status).toBe('-5');
      expect(answer.envelope.data).toEqual({ errors: { deviceIds: en.resources.device.commands.errors.oneModel } });
    });
  });
});

describe('devices that are not the user’s', () => {
  it('answer -6 for another company’s device, alone or among the user’s own', async () => {
    const [foreign] = await deviceIds(fixture, 'temperature', 1, 'other');
    const [own] = await deviceIds(fixture, 'temperature');
    await unchanged(async () => {
      for (const ids of [[foreign], [own, foreign]]) {
        const answer = await sendSettings(fixture, { deviceIds: ids, uploadPeriod: 600 });
        expect(answer.statusCode).toBe(404);
        expect(answer.envelope.status).toBe('-6');
      }
      expect((await startUpgrade(fixture, { deviceIds: [foreign], version: '1.0.0' })).envelope.status).toBe('-6');
    });
  });

  it('answer -6 for a device that does not exist, like a foreign one', async () => {
    await unchanged(async () => {
      const answer = await sendSettings(fixture, { deviceIds: [999_999], uploadPeriod: 600 });
      expect(answer.envelope.status).toBe('-6');
    });
  });
});

describe('permission comes before input', () => {
  it('answers -4 to a role without the page’s send code, however bad its input', async () => {
    const [id] = await deviceIds(fixture, 'temperature');
    await unchanged(async () => {
      for (const body of [
        { deviceIds: [id], uploadPeriod: 600 },
        { deviceIds: 'x', offlineMinutes: 9 },
      ]) {
        const answer = await sendSettings(fixture, body, { session: fixture.operator });
        expect(answer.statusCode).toBe(403);
        expect(answer.envelope.status).toBe('-4');
      }
      expect((await startUpgrade(fixture, { deviceIds: [id], version: '1.2.3' }, fixture.operator)).envelope.status).toBe('-4');
    });
  });
});

describe('bad values', () => {
  const refusal = async (body: Record<string, unknown>) => {
    const answer = await sendSettings(fixture, body);
    expect(answer.statusCode).toBe(422);
    expect(answer.envelope.status).toBe('-5');
    return errorsOf(answer);
  };

  it('are refused per field with the device schema’s messages', async () => {
    const [id] = await deviceIds(fixture, 'temperature_humidity');
    await unchanged(async () => {
      expect(await refusal({ deviceIds: [id], offlineMinutes: 9 })).toEqual({ offlineMinutes: 'Must be at least 10' });
      expect(await refusal({ deviceIds: [id], temperatureMin: 8, temperatureMax: 8 })).toEqual({
        temperatureMax: 'The maximum must be greater than the minimum (8)',
      });
      expect(await refusal({ deviceIds: [id], humidityMin: 70, humidityMax: 40 })).toEqual({
        humidityMax: 'The maximum must be greater than the minimum (70)',
      });
      expect(
        await refusal({ deviceIds: [id], acquisitionPeriod: 5, uploadPeriod: 90_000, temperatureMin: 2.25, humidityMax: 120, alarmEnabled: 'maybe' }),
      ).toEqual({
        acquisitionPeriod: 'Must be at least 10',
        uploadPeriod: 'Must be at most 86400',
        temperatureMin: 'Too many decimals: at most 1 allowed',
        humidityMax: 'Must be at most 100',
        alarmEnabled: 'Must be yes or no',
      });
      expect(await refusal({ deviceIds: [id], acquisitionPeriod: 'fast' })).toEqual({ acquisitionPeriod: 'Must be an integer' });
    });
  });

  it('checks a bound sent alone against what each device stores', async () => {
    const [id] = await deviceIds(fixture, 'temperature_humidity', 1);
    await fixture.platform.app.db.updateTable('devices').set({ temperature_min: 2, temperature_max: 8 }).where('id', '=', id!).execute();
    await unchanged(async () => {
      expect(await refusal({ deviceIds: [id], temperatureMax: 1 })).toEqual({ temperatureMax: 'The maximum must be greater than the minimum (2)' });
      expect(await refusal({ deviceIds: [id], temperatureMin: 9 })).toEqual({ temperatureMax: 'The maximum must be greater than the minimum (9)' });
    });
  });

  it('refuses a setting the device’s model does not have (humidity bounds without a humidity sensor)', async () => {
    const [id] = await deviceIds(fixture, 'temperature');
    await unchanged(async () => {
      expect(await refusal({ deviceIds: [id], humidityMax: 80, uploadPeriod: 600 })).toEqual({ humidityMax: 'This field does not apply here' });
    });
  });

  it('wants the offline time over one acquisition period (spec §5)', async () => {
    const [id] = await deviceIds(fixture, 'temperature');
    await unchanged(async () => {
      expect(await refusal({ deviceIds: [id], acquisitionPeriod: 900, offlineMinutes: 15 })).toEqual({
        offlineMinutes: 'The offline time must exceed one acquisition period: at least 16 minutes',
      });
    });
  });

  it('refuses a request without devices, with unknown fields or with nothing to set', async () => {
    const [id] = await deviceIds(fixture, 'temperature');
    await unchanged(async () => {
      expect(await refusal({ uploadPeriod: 600 })).toEqual({ deviceIds: 'This field is required' });
      expect(await refusal({ deviceIds: ['1x'], uploadPeriod: 600 })).toEqual({ deviceIds: 'Incorrect format' });
      expect(await refusal({ deviceIds: [id, id], uploadPeriod: 600 })).toEqual({ deviceIds: 'Duplicate items are not allowed' });
      expect(await refusal({ deviceIds: [id], uploadPeriod: 600, name: 'x' })).toEqual({ name: 'This field is not allowed' });
      expect(await refusal({ deviceIds: [id] })).toEqual({ _: 'Change at least one setting' });
      expect(await refusal({ deviceIds: Array.from({ length: 201 }, (_, i) => i + 1), uploadPeriod: 600 })).toEqual({ deviceIds: 'At most 200 items' });
    });
  });

  it('refuses an upgrade to a version its model has not, or none', async () => {
    const [id] = await deviceIds(fixture, 'temperature');
    await unchanged(async () => {
      const wrong = await startUpgrade(fixture, { deviceIds: [id], version: '9.9.9' });
      expect(wrong.envelope).toMatchObject({ status: '-5', data: { errors: { version: 'Please choose one of the listed values' } } });
      const none = await startUpgrade(fixture, { deviceIds: [id] });
      expect(none.envelope).toMatchObject({ status: '-5', data: { errors: { version: 'This field is required' } } });
    });
  });
});

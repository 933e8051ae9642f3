/**
 * POST /command/settings: a parameter command walks spec §4's states as the simulated device
 * answers, with the clock moved and the responder's random source set by the test, and a
 * success changes the device's row.
 */
import { commandPlatform, deviceIds, getCommand, passTime, sendSettings } from '../../../test/support/deviceCommands';

const fixture = commandPlatform();

async function deviceRow(id: number) {
  return fixture.platform.app.db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('a parameter setting', () => {
  it('walks reserved → requesting → setting → success, and the device takes the new values', async () => {
    fixture.random.value = 0.5;
    const [id] = await deviceIds(fixture, 'temperature', 1);
    await fixture.platform.app.db.updateTable('devices').set({ alarm_enabled: 1 }).where('id', '=', id!).execute();
    const before = await deviceRow(id!);
    const sent = await sendSettings(fixture, { deviceIds: [id], acquisitionPeriod: 60, temperatureMin: -2, temperatureMax: 7.5, alarmEnabled: false });
    expect(sent.envelope.status).toBe('1');
    const [command] = sent.envelope.data!.list;
    expect(command).toMatchObject({
      deviceId: id,
      kind: 'settings',
      state: 'reserved',
      sentBy: 'admin0001',
      values: { acquisitionPeriod: 60, temperatureMin: -2, temperatureMax: 7.5, alarmEnabled: false },
      previous: {
        acquisitionPeriod: before.acquisition_period,
        temperatureMin: before.temperature_min,
        temperatureMax: before.temperature_max,
        alarmEnabled: true,
      },
      finishedAt: null,
    });

    // at random 0.5 every wait is the middle of its range: 2 s reserved, 2.5 s requesting and setting
    const seen: string[] = [];
    for (let second = 0; second < 8; second += 1) {
      await passTime(fixture, 1);
      const state = (await getCommand(fixture, command!.id)).envelope.data!.state;
      if (seen.at(-1) !== state) seen.push(state);
    }
    expect(seen).toEqual(['reserved', 'requesting', 'setting', 'success']);
    const after = await deviceRow(id!);
    expect(after).toMatchObject({ acquisition_period: 60, temperature_min: -2, temperature_max: 7.5, alarm_enabled: 0 });
    // what was not sent stays
    expect(after.upload_period).toBe(before.upload_period);
    const done = (await getCommand(fixture, command!.id)).envelope.data!;
    expect(done.finishedAt).not.toBeNull();
    expect(done.reason).toBeNull();
  });

  it('does not change the device before the device has applied it', async () => {
    fixture.random.value = 0.5;
    const [id] = await deviceIds(fixture, 'temperature', 1);
    const before = await deviceRow(id!);
    const sent = await sendSettings(fixture, { deviceIds: [id], uploadPeriod: before.upload_period + 30 });
    await passTime(fixture, 5);
    expect((await getCommand(fixture, sent.envelope.data!.list[0]!.id)).envelope.data!.state).toBe('setting');
    expect((await deviceRow(id!)).upload_period).toBe(before.upload_period);
    await passTime(fixture, 3);
    expect((await deviceRow(id!)).upload_period).toBe(before.upload_period + 30);
  });

  it('goes to one device or several of one type, one command each', async () => {
    fixture.random.value = 0.5;
    const ids = await deviceIds(fixture, 'vehicle', 3);
    const sent = await sendSettings(fixture, { deviceIds: ids, offlineMinutes: 45 });
    expect(sent.envelope.data!.list.map((c) => c.deviceId).sort()).toEqual([...ids].sort());
    await passTime(fixture, 60);
    for (const id of ids) expect((await deviceRow(id)).offline_minutes).toBe(45);
  });

  it('fails when the device refuses, and leaves the device as it was', async () => {
    // under the failure rate (0.05) but not under half of it: the device answers with a refusal
    fixture.random.value = 0.03;
    const [id] = await deviceIds(fixture, 'box', 1);
    const before = await deviceRow(id!);
    const sent = await sendSettings(fixture, { deviceIds: [id], uploadPeriod: 900 });
    await passTime(fixture, 30);
    expect((await getCommand(fixture, sent.envelope.data!.list[0]!.id)).envelope.data).toMatchObject({ state: 'failed', reason: 'rejected' });
    expect((await deviceRow(id!)).upload_period).toBe(before.upload_period);
  });

  it('times out when the device never answers: requesting until 30 s have passed', async () => {
    fixture.random.value = 0.01;
    const [id] = await deviceIds(fixture, 'box', 1);
    const sent = await sendSettings(fixture, { deviceIds: [id], uploadPeriod: 1200 });
    const commandId = sent.envelope.data!.list[0]!.id;
    // at 0.01 the reserved wait is 1.02 s; then the device is waited for 30 s
    await passTime(fixture, 2);
    expect((await getCommand(fixture, commandId)).envelope.data!.state).toBe('requesting');
    await passTime(fixture, 28);
    expect((await getCommand(fixture, commandId)).envelope.data!.state).toBe('requesting');
    await passTime(fixture, 2);
    expect((await getCommand(fixture, commandId)).envelope.data).toMatchObject({ state: 'timeout', reason: 'noAnswer' });
    expect((await deviceRow(id!)).upload_period).not.toBe(1200);
  });
});

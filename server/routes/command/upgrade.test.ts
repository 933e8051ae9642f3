/**
 * POST /command/upgrade: a firmware job reports its transfer 0 → 100 while setting, then
 * success (the device runs the new version) or failed (the image did not verify).
 */
import { commandPlatform, deviceIds, getCommand, passTime, startUpgrade } from '../../../test/support/deviceCommands';
import { signedInject } from '../../../test/support/testPlatform';

const fixture = commandPlatform();

const firmwareOf = async (id: number) =>
  (await fixture.platform.app.db.selectFrom('devices').select('firmware').where('id', '=', id).executeTakeFirstOrThrow()).firmware;

describe('a firmware upgrade', () => {
  it('reports rising progress, then success, and the devices run the new version', async () => {
    fixture.random.value = 0.5;
    const ids = await deviceIds(fixture, 'vehicle', 2);
    expect(await firmwareOf(ids[0]!)).toBe('1.0.0');
    const started = await startUpgrade(fixture, { deviceIds: ids, version: '2.2.0' });
    expect(started.envelope.status).toBe('1');
    const commands = started.envelope.data!.list;
    expect(commands.map((c) => c.values)).toEqual([{ firmware: '2.2.0' }, { firmware: '2.2.0' }]);
    expect(commands.map((c) => c.previous)).toEqual([{ firmware: '1.0.0' }, { firmware: '1.0.0' }]);

    const progress: number[] = [];
    let state = 'reserved';
    for (let second = 0; second < 40 && state !== 'success'; second += 1) {
      await passTime(fixture, 1);
      const command = (await getCommand(fixture, commands[0]!.id)).envelope.data!;
      state = command.state;
      if (command.state === 'setting' && command.progress !== progress.at(-1)) progress.push(command.progress!);
      if (command.state === 'success') expect(command.progress).toBe(100);
    }
    expect(state).toBe('success');
    // 0, then 17 % a step at random 0.5 (10–25 %)
    expect(progress[0]).toBe(0);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    for (const id of ids) expect(await firmwareOf(id)).toBe('2.2.0');
  });

  it('fails verification when the device refuses the image, and keeps the old version', async () => {
    fixture.random.value = 0.03;
    const [id] = await deviceIds(fixture, 'box', 1);
    const started = await startUpgrade(fixture, { deviceIds: [id], version: '1.0.2' });
    await passTime(fixture, 120);
    expect((await getCommand(fixture, started.envelope.data!.list[0]!.id)).envelope.data).toMatchObject({
      state: 'failed',
      reason: 'verifyFailed',
      progress: 100,
    });
    expect(await firmwareOf(id!)).toBe('1.0.0');
  });

  it('lists the versions of a model', async () => {
    const answer = await signedInject(fixture.platform, { method: 'GET', url: '/command/firmware', query: { model: 'CV-300G' }, session: fixture.operator });
    expect(answer.envelope).toMatchObject({ status: '1', data: { model: 'CV-300G', versions: ['1.0.0', '2.1.0', '2.2.0', '3.0.0'] } });
    const bad = await signedInject(fixture.platform, { method: 'GET', url: '/command/firmware', session: fixture.operator });
    expect(bad.envelope).toMatchObject({ status: '-5', data: { errors: { model: 'This field is required' } } });
  });
});

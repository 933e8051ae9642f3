/**
 * Device commands against the in-process platform (server/routes/command): a platform whose
 * responder draws from a number the test sets, the seeded devices by type, and the calls.
 */
import type { DeviceCommand } from '../../src/lib/deviceCommands';
import { platformWithUsers, signedInject, type TestSession, type UsersFixture } from './testPlatform';

export interface CommandFixture extends UsersFixture {
  /** what the responder's random source answers: 0.5 succeeds; under half the failure rate (0.05) times out, under it fails */
  random: { value: number };
}

/** One platform for the file, admin0001 and operator01 logged in, the responder's random source in the test's hands. */
export function commandPlatform(): CommandFixture {
  const random = { value: 0.5 };
  const fixture = platformWithUsers({ commandRandom: () => random.value }) as CommandFixture;
  fixture.random = random;
  return fixture;
}

/** Ids of the first `count` devices of a type in the company of admin0001 (company 1) or another. */
export async function deviceIds(fixture: UsersFixture, type: string, count = 1, company: 'own' | 'other' = 'own'): Promise<number[]> {
  const rows = await fixture.platform.app.db
    .selectFrom('devices')
    .select('id')
    .where('type', '=', type)
    .where('company_id', company === 'own' ? '=' : '!=', 1)
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`deviceIds: fewer than ${count} ${type} devices`);
  return rows.map((r) => r.id);
}

export function sendSettings(fixture: UsersFixture, body: Record<string, unknown>, options: { session?: TestSession; lang?: string } = {}) {
  return signedInject<{ list: DeviceCommand[] }>(fixture.platform, {
    method: 'POST',
    url: '/command/settings',
    json: body,
    session: options.session ?? fixture.admin,
    lang: options.lang ?? 'en',
  });
}

export function startUpgrade(fixture: UsersFixture, body: Record<string, unknown>, session?: TestSession) {
  return signedInject<{ list: DeviceCommand[] }>(fixture.platform, { method: 'POST', url: '/command/upgrade', json: body, session: session ?? fixture.admin });
}

export function getCommand(fixture: UsersFixture, id: number, session?: TestSession) {
  return signedInject<DeviceCommand>(fixture.platform, { method: 'GET', url: `/command/${id}`, session: session ?? fixture.admin });
}

/** Moves the platform's clock and lets the responder catch up. */
export async function passTime(fixture: UsersFixture, seconds: number): Promise<void> {
  fixture.platform.clock.advance(seconds);
  await fixture.platform.app.commandResponder.tick();
}

/** The field errors of a '-5' answer. */
export function errorsOf(answer: { envelope: { data?: unknown } }): Record<string, string> {
  return (answer.envelope.data as { errors?: Record<string, string> } | undefined)?.errors ?? {};
}

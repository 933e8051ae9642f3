/**
 * The alarm configuration entities (issue 13 §2): alarm rules with their bindings, graded alarms,
 * receivers, handling solutions, balance warnings and alerters. Each accepts good records and
 * refuses bad ones with the message the user reads (spec §5), checked in English here and with a
 * label in every language for every property.
 */
import { describe, expect, it } from 'vitest';
import defs from './defs.schema.json';
import alarmRule from './alarmRule.schema.json';
import gradedAlarm from './gradedAlarm.schema.json';
import alarmReceiver from './alarmReceiver.schema.json';
import triggerDealSolution from './triggerDealSolution.schema.json';
import balanceWarning from './balanceWarning.schema.json';
import alerter from './alerter.schema.json';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';
import zhTW from '../locales/zh-TW.json';
import { NOTIFY_CHANNELS } from '../src/lib/alarms';
import type { EntitySchema } from '../src/lib/schema/types';
import { compileEntity, createAjv, type ValidateOptions } from '../src/lib/validation/compile';
import { lookup, translateIssues } from '../src/lib/validation/translate';

const ENTITIES = { alarmRule, gradedAlarm, alarmReceiver, triggerDealSolution, balanceWarning, alerter } as unknown as Record<string, EntitySchema>;
const ajv = createAjv([defs]);
const validators = Object.fromEntries(Object.entries(ENTITIES).map(([name, schema]) => [name, compileEntity(ajv, schema)]));

/** The messages the user reads, by field; null when the record is accepted. */
function messages(entity: keyof typeof ENTITIES, record: unknown, options?: ValidateOptions): Record<string, string> | null {
  const issues = validators[entity]!(record, options);
  return issues && translateIssues(issues, en);
}

const level = (n: number, triggerMinutes: number, channels: string[] = ['web'], receiverIds?: number[]) => ({
  level: n,
  triggerMinutes,
  channels,
  ...(receiverIds ? { receiverIds } : {}),
});

describe('graded alarm', () => {
  const good = {
    name: 'ColdRoom',
    enabled: true,
    levels: [level(1, 0, ['web']), level(2, 30, ['sms', 'voice'], [1, 2]), level(3, 90, ['email', 'wechat'], [3])],
  };

  it('accepts levels 1 to 5 with their trigger times, channels and receivers', () => {
    expect(messages('gradedAlarm', good)).toBeNull();
    expect(messages('gradedAlarm', { name: 'All', levels: [1, 2, 3, 4, 5].map((n) => level(n, n === 1 ? 0 : n * 10, [...NOTIFY_CHANNELS])) })).toBeNull();
    // level 1 may start at once; any level may come in any order
    expect(messages('gradedAlarm', { name: 'Two', levels: [level(2, 5), level(1, 0)] })).toBeNull();
  });

  it('refuses trigger time 0 above level 1 (spec §5), at that level', () => {
    expect(messages('gradedAlarm', { ...good, levels: [level(1, 0), level(2, 0)] })).toEqual({ 'levels.1.triggerMinutes': 'Must be greater than 0' });
    expect(messages('gradedAlarm', { ...good, levels: [level(1, -1)] })).toEqual({ 'levels.0.triggerMinutes': 'Must be at least 0' });
    expect(messages('gradedAlarm', { ...good, levels: [level(1, 1.5)] })).toEqual({ 'levels.0.triggerMinutes': 'Must be an integer' });
  });

  it('refuses a level used twice, at the second one', () => {
    expect(messages('gradedAlarm', { ...good, levels: [level(1, 0), level(2, 10), level(2, 20)] })).toEqual({
      'levels.2.level': '2 is already used in another row',
    });
  });

  it('refuses more than 5 levels, none, and levels outside 1 to 5', () => {
    const six = [1, 2, 3, 4, 5].map((n) => level(n, n === 1 ? 0 : n)).concat(level(5, 60));
    expect(messages('gradedAlarm', { ...good, levels: six })).toMatchObject({ levels: 'At most 5 items' });
    expect(messages('gradedAlarm', { ...good, levels: [] })).toEqual({ levels: 'Choose at least 1 items' });
    expect(messages('gradedAlarm', { name: 'NoLevels' })).toEqual({ levels: 'This field is required' });
    expect(messages('gradedAlarm', { ...good, levels: [level(0, 5), level(6, 10)] })).toEqual({
      'levels.0.level': 'Must be at least 1',
      'levels.1.level': 'Must be at most 5',
    });
  });

  it('needs a channel per level, from the nine of spec §3', () => {
    expect(messages('gradedAlarm', { ...good, levels: [level(1, 0, [])] })).toEqual({ 'levels.0.channels': 'Choose at least 1 items' });
    expect(messages('gradedAlarm', { ...good, levels: [level(1, 0, ['fax'])] })).toEqual({ 'levels.0.channels': 'Please choose one of the listed values' });
    expect(messages('gradedAlarm', { ...good, levels: [{ level: 1, triggerMinutes: 0 }] })).toEqual({ 'levels.0.channels': 'This field is required' });
    expect(gradedAlarm.properties.levels.items.properties.channels.items.enum).toEqual([...NOTIFY_CHANNELS]);
  });

  it('needs a name; an update checks the levels it sends', () => {
    expect(messages('gradedAlarm', { levels: good.levels })).toEqual({ name: 'This field is required' });
    expect(messages('gradedAlarm', { enabled: false }, { partial: true })).toBeNull();
    expect(messages('gradedAlarm', { levels: [level(1, 0), level(3, 0)] }, { partial: true })).toEqual({ 'levels.1.triggerMinutes': 'Must be greater than 0' });
  });
});

describe('alarm rule', () => {
  const good = { name: 'Vaccine', minTemperature: 2, maxTemperature: 8, offlineMinutes: 30, messageLimit: 3 };

  it('accepts its bindings: devices, assets, organizations and a graded alarm', () => {
    expect(
      messages('alarmRule', { ...good, deviceIds: [1, 2], assetIds: [3], organizationIds: [4, 5], gradedAlarmId: 7, unplugged: true, powerOff: false }),
    ).toBeNull();
  });

  it('keeps the alarm message limit within 2 to 10 (spec §5)', () => {
    expect(messages('alarmRule', { ...good, messageLimit: 2 })).toBeNull();
    expect(messages('alarmRule', { ...good, messageLimit: 10 })).toBeNull();
    expect(messages('alarmRule', { ...good, messageLimit: 1 })).toEqual({ messageLimit: 'Must be at least 2' });
    expect(messages('alarmRule', { ...good, messageLimit: 11 })).toEqual({ messageLimit: 'Must be at most 10' });
  });

  it('allows at most 10 WeChat recipients (spec §5)', () => {
    const ids = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(messages('alarmRule', { ...good, wechatRecipients: ids.slice(0, 10) })).toBeNull();
    expect(messages('alarmRule', { ...good, wechatRecipients: ids })).toEqual({ wechatRecipients: 'At most 10 items' });
  });

  it('judges offline after 10 minutes at the least, in whole minutes (spec §5)', () => {
    expect(messages('alarmRule', { ...good, offlineMinutes: 9 })).toEqual({ offlineMinutes: 'Must be at least 10' });
    expect(messages('alarmRule', { ...good, offlineMinutes: 10.5 })).toEqual({ offlineMinutes: 'Must be an integer' });
  });

  it('refuses a binding that is not a list of ids', () => {
    expect(messages('alarmRule', { ...good, deviceIds: [1, 1] })).toEqual({ deviceIds: 'Duplicate items are not allowed' });
    expect(messages('alarmRule', { ...good, organizationIds: [0] })).toEqual({ organizationIds: 'Must be at least 1' });
    expect(messages('alarmRule', { ...good, gradedAlarmId: 'g' })).toEqual({ gradedAlarmId: 'Must be an integer' });
  });
});

describe('alarm receiver', () => {
  it('needs one way to reach it: a mobile, an e-mail or a WeChat binding', () => {
    expect(messages('alarmReceiver', { name: 'Li Lei', mobile: '13800000001' })).toBeNull();
    expect(messages('alarmReceiver', { name: 'Li Lei', email: 'li@example.com' })).toBeNull();
    expect(messages('alarmReceiver', { name: 'Li Lei', wechatOpenId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' })).toBeNull();
    expect(messages('alarmReceiver', { name: 'Li Lei', pushUrl: 'https://hooks.example.com/a' })).toEqual({ mobile: 'This field is required' });
  });

  it('checks the mobile, the e-mail and the push address', () => {
    expect(messages('alarmReceiver', { name: 'A', mobile: '12800000001' })).toEqual({ mobile: 'Mobile format wrong' });
    expect(messages('alarmReceiver', { name: 'A', mobile: '13800000001', email: 'nope' })).toEqual({ email: 'Incorrect email format' });
    expect(messages('alarmReceiver', { name: 'A', mobile: '13800000001', pushUrl: 'http://10.0.0.2:8080/push' })).toBeNull();
    for (const pushUrl of ['ftp://example.com/x', 'javascript:alert(1)', 'example.com']) {
      expect(messages('alarmReceiver', { name: 'A', mobile: '13800000001', pushUrl })).toEqual({ pushUrl: 'Incorrect format' });
    }
  });
});

describe('balance warning', () => {
  it('accepts thresholds of at least 10 with receivers', () => {
    expect(messages('balanceWarning', { smsThreshold: 10, voiceThreshold: 50, receiverIds: [1], enabled: true })).toBeNull();
  });

  it('refuses thresholds under 10 (spec §5 "at least 10")', () => {
    expect(messages('balanceWarning', { smsThreshold: 9, voiceThreshold: 0, receiverIds: [1] })).toEqual({
      smsThreshold: 'Must be at least 10',
      voiceThreshold: 'Must be at least 10',
    });
  });

  it('requires a receiver (spec §5 "The balance-reminder receiver is required")', () => {
    expect(messages('balanceWarning', { smsThreshold: 10, voiceThreshold: 10 })).toEqual({ receiverIds: 'This field is required' });
    expect(messages('balanceWarning', { smsThreshold: 10, voiceThreshold: 10, receiverIds: [] })).toEqual({ receiverIds: 'Choose at least 1 items' });
  });
});

describe('alerter and handling solution', () => {
  it('an alerter has an 8-digit number like a device', () => {
    expect(messages('alerter', { name: 'Siren1', number: '20240001', organizationIds: [1] })).toBeNull();
    expect(messages('alerter', { name: 'Siren1', number: '2024001' })).toEqual({ number: 'The device number must be exactly 8 digits' });
  });

  it('a solution has a name and at most 500 characters of handling', () => {
    expect(messages('triggerDealSolution', { name: 'Move the stock', content: 'Move the vaccines to the spare fridge.\nCall the engineer.' })).toBeNull();
    expect(messages('triggerDealSolution', { name: '', content: 'x'.repeat(501) })).toEqual({
      name: 'This field is required',
      content: 'At most 500 characters',
    });
  });
});

describe('presentation', () => {
  it("the levels' item fields name properties of the levels", () => {
    const items = gradedAlarm.properties.levels.items.properties;
    expect(Object.keys(gradedAlarm['x-ui'].fields.levels.fields).filter((name) => !(name in items))).toEqual([]);
  });

  it('every property and item property has a label in the three languages', () => {
    const missing: string[] = [];
    for (const [name, schema] of Object.entries(ENTITIES)) {
      const properties = Object.keys(schema.properties);
      const items = name === 'gradedAlarm' ? Object.keys(gradedAlarm.properties.levels.items.properties) : [];
      for (const messages of [en, zhCN, zhTW]) {
        for (const property of [...properties, ...items])
          if (lookup(messages, `resources.${name}.fields.${property}`) === undefined) missing.push(`${name}.${property}`);
        if (lookup(messages, `resources.${name}.name`) === undefined) missing.push(`${name} name`);
      }
    }
    for (const section of alarmRule['x-ui'].form.sections)
      for (const messages of [en, zhCN, zhTW]) if (!lookup(messages, section.title)) missing.push(section.title);
    expect(missing).toEqual([]);
  });
});

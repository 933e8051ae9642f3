import defs from '../../../schemas/defs.schema.json';
import device from '../../../schemas/device.schema.json';
import type { EntitySchema } from '../../../src/lib/schema/types';
import { buildSchemaRegistry } from '../../../src/framework/schema/schemaRegistry';
import { changedValues, initialValues, settingsEntity } from './settingsForm';

const entity = buildSchemaRegistry({ entities: [device as unknown as EntitySchema], shared: [defs as unknown as EntitySchema] }).entities.get('device')!;

describe('the settings form', () => {
  it('has the device schema’s settings, in its sections, none required, humidity only where the model measures it', () => {
    const withHumidity = settingsEntity(entity, 'CTH-200');
    expect(withHumidity.ui.form?.order).toEqual([
      'acquisitionPeriod',
      'uploadPeriod',
      'offlineMinutes',
      'alarmEnabled',
      'temperatureMin',
      'temperatureMax',
      'humidityMin',
      'humidityMax',
    ]);
    expect(withHumidity.ui.form?.sections?.map((s) => s.fields)).toEqual([
      ['acquisitionPeriod', 'uploadPeriod', 'offlineMinutes', 'alarmEnabled'],
      ['temperatureMin', 'temperatureMax', 'humidityMin', 'humidityMax'],
    ]);
    expect(withHumidity.required.size).toBe(0);
    expect(settingsEntity(entity, 'CT-100').ui.form?.order).not.toContain('humidityMin');
    // the validator is the device schema's own
    expect(withHumidity.validate({ temperatureMin: 8, temperatureMax: 8 }, { partial: true })).toMatchObject({
      temperatureMax: { key: 'validation.greaterThan' },
    });
  });

  it('starts from the device’s settings and sends only what changed', () => {
    const initial = initialValues({
      acquisitionPeriod: 300,
      uploadPeriod: 300,
      offlineMinutes: 10,
      alarmEnabled: true,
      temperatureMin: 2,
      temperatureMax: 8,
      humidityMin: null,
      humidityMax: null,
    });
    expect(initial).toEqual({ acquisitionPeriod: 300, uploadPeriod: 300, offlineMinutes: 10, alarmEnabled: true, temperatureMin: 2, temperatureMax: 8 });
    expect(changedValues({ ...initial }, initial)).toEqual({});
    expect(changedValues({ ...initial, acquisitionPeriod: 60, alarmEnabled: false, humidityMax: 80 }, initial)).toEqual({
      acquisitionPeriod: 60,
      alarmEnabled: false,
      humidityMax: 80,
    });
    // an emptied input is not a change: a command does not clear a bound
    expect(changedValues({ ...initial, temperatureMin: null, temperatureMax: '' }, initial)).toEqual({});
  });
});

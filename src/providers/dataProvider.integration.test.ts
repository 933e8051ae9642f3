/**
 * The data provider against the real reference platform, in-process (test/support): the generic
 * resource routes of docs/resources-design.md, with devices (schemas/device.schema.json).
 */
import { HttpError } from 'ra-core';
import { loggedInPlatform } from '../../test/support/platformClient';
import { session } from '../api';
import { createDataProvider } from './dataProvider';

const harness = loggedInPlatform();
const dataProvider = createDataProvider();

const newDevice = (number: string) => ({
  number,
  name: `Probe-${number}`,
  type: 'temperature',
  status: 1,
  expireDate: 1_900_000_000,
  organizationId: session.get().organizationId || 1,
});

describe('dataProvider over /api/{resource}', () => {
  it('lists with paging, sort and a filter, and reads one record', async () => {
    const page = await dataProvider.getList('device', { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(page.data.length);
    const ids = page.data.map((d) => Number(d.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    const created = await dataProvider.create('device', { data: newDevice('87654321') });
    const one = await dataProvider.getOne('device', { id: created.data.id });
    expect(one.data).toMatchObject({ number: '87654321', name: 'Probe-87654321' });
    const filtered = await dataProvider.getList('device', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'Probe-8765', status: '' } });
    expect(filtered.data.map((d) => d.id)).toContain(created.data.id);
    const many = await dataProvider.getMany('device', { ids: [created.data.id] });
    expect(many.data).toHaveLength(1);
  });

  it('creates, updates only what changed, and deletes one and many', async () => {
    const a = (await dataProvider.create('device', { data: newDevice('11112222') })).data;
    const b = (await dataProvider.create('device', { data: newDevice('11113333') })).data;
    const updated = await dataProvider.update('device', { id: a.id, data: { ...a, name: 'Renamed' }, previousData: a });
    expect(updated.data).toMatchObject({ id: a.id, name: 'Renamed', number: '11112222' });
    const put = harness().calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(JSON.parse(put.body)).toEqual({ name: 'Renamed' });

    await dataProvider.delete('device', { id: a.id, previousData: a });
    await expect(dataProvider.getOne('device', { id: a.id })).rejects.toBeInstanceOf(HttpError);
    const c = (await dataProvider.create('device', { data: newDevice('11114444') })).data;
    const removed = await dataProvider.deleteMany('device', { ids: [b.id, c.id] });
    expect(removed.data).toEqual([b.id, c.id]);
    const left = await dataProvider.getMany('device', { ids: [b.id, c.id] });
    expect(left.data).toHaveLength(0);
  });

  it('clears an optional property sent as null, and refuses null for a required one', async () => {
    const a = (await dataProvider.create('device', { data: { ...newDevice('11115555'), model: 'M-1' } })).data;
    await dataProvider.update('device', { id: a.id, data: { ...a, model: null }, previousData: a });
    expect(JSON.parse(harness().calls.filter((c) => c.method === 'PUT').at(-1)!.body)).toEqual({ model: null });
    expect((await dataProvider.getOne('device', { id: a.id })).data.model ?? null).toBeNull();
    const error = await dataProvider.update('device', { id: a.id, data: { ...a, name: null }, previousData: a }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, body: { errors: { name: expect.any(String) } } });
  });

  it('turns a 422 into an HttpError with the translated messages per field', async () => {
    const error = await dataProvider.create('device', { data: { ...newDevice('123'), name: 'bad name!' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const { status, body } = error as HttpError;
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['number', 'name']));
    expect(body.errors.number).toBe('The device number must be exactly 8 digits');
  });
});

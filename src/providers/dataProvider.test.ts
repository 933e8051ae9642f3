import { HttpError } from 'ra-core';
import { ApiError } from '../api';
import { changedOnly, createDataProvider, toHttpError } from './dataProvider';
import { recordBody } from './recordBody';
import { fillTemplate, resourcePath } from './resourceApi';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api')>();
  return { ...actual, api: calls };
});

describe('resource paths', () => {
  it('follows the conventions, or the x-ui.api templates', () => {
    expect(resourcePath(undefined, 'device', 'list')).toBe('/device');
    expect(resourcePath(undefined, 'device', 'get', { id: 7 })).toBe('/device/7');
    expect(resourcePath(undefined, 'device', 'delete')).toBe('/device');
    const apiOf = (r: string) => (r === 'operation' ? { list: '/operation/list/{menuid}', update: '/operation/{id}/edit' } : undefined);
    expect(resourcePath(apiOf, 'operation', 'list', { menuid: 11 })).toBe('/operation/list/11');
    expect(resourcePath(apiOf, 'operation', 'update', { id: 3 })).toBe('/operation/3/edit');
    expect(resourcePath(apiOf, 'operation', 'get', { id: 3 })).toBe('/operation/3');
    expect(fillTemplate('/a/{x}/{y}', { x: 'a b' })).toBe('/a/a%20b/');
  });
});

describe('record bodies', () => {
  it('is JSON without files, multipart with `record` and one part per file property', async () => {
    expect(recordBody({ name: 'x', logo: { src: '/api/files/a.png', title: 'a.png', name: 'a.png', url: '/api/files/a.png' } })).toEqual({
      name: 'x',
      logo: { name: 'a.png', url: '/api/files/a.png' },
    });
    const file = new File(['abc'], 'photo.png', { type: 'image/png' });
    const body = recordBody({ name: 'x', photo: { rawFile: file, src: 'blob:1', title: 'photo.png' } });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(JSON.parse(String(form.get('record')))).toEqual({ name: 'x', photo: { name: 'photo.png', size: 3, type: 'image/png' } });
    expect((form.get('photo') as File).name).toBe('photo.png');
  });

  it('sends only the changed properties on update, never the id', () => {
    expect(changedOnly({ id: 1, a: 1, b: [1, 2], c: 'n' }, { id: 1, a: 1, b: [1, 2], c: 'o' })).toEqual({ c: 'n' });
  });

  it('sends a cleared value as null on update (null clears it), and nothing for one that was never set', async () => {
    expect(changedOnly({ a: undefined, b: undefined, c: null }, { a: 'x', b: null, c: 'y' })).toStrictEqual({ a: null, c: null });
    calls.put.mockResolvedValue({ id: 4 });
    await createDataProvider().update('device', { id: 4, data: { id: 4, name: 'n', remark: null }, previousData: { id: 4, name: 'n', remark: 'old' } });
    expect(calls.put).toHaveBeenCalledWith('/device/4', { remark: null }, undefined, { silent: true });
  });
});

describe('createDataProvider', () => {
  it('sends the list query of the wire and skips empty filter values', async () => {
    calls.get.mockResolvedValue({ list: [{ id: 1 }], total: 1 });
    const dp = createDataProvider();
    const result = await dp.getList('asset', { pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { role: 1, q: '', status: undefined, ids: [] } });
    expect(result).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls.get).toHaveBeenCalledWith('/asset', { page: '2', limit: '10', sort: 'name', order: 'ASC', filter: '{"role":1}' }, { silent: true });
  });

  it('bulk deletes in one call by ids', async () => {
    calls.delete.mockResolvedValue({ ids: [1, 2] });
    await createDataProvider().deleteMany('device', { ids: [1, 2] });
    expect(calls.delete).toHaveBeenCalledWith('/device', { ids: '1,2' }, { silent: true });
  });

  it('rejects with an HttpError carrying the field errors', async () => {
    calls.post.mockRejectedValue(new ApiError({ status: '-5', httpStatus: 422, message: 'Invalid', fieldErrors: { name: 'Too long' } }));
    const error = await createDataProvider().create('device', { data: { name: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid', body: { errors: { name: 'Too long' } } });
    expect(toHttpError('plain')).toBe('plain');
  });
});

/** A schema file alone, with no TypeScript and no migration, makes a working resource; a bad one stops the start. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestPlatform, platformWithUsers, signedInject } from '../../../test/support/testPlatform';

type Row = Record<string, unknown> & { id: number };

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));

const fx = platformWithUsers({ extraSchemaDirs: [FIXTURES] });
const { list, count } = fx;

describe('a schema file alone makes a resource (EXTRA_SCHEMA_DIRS, generic store)', () => {
  it('serves the test-only entity in GET /schemas', async () => {
    const { envelope } = await signedInject<{ entities: Array<{ $id: string }>; shared: Array<{ $id: string }> }>(fx.platform, {
      method: 'GET',
      url: '/schemas',
      session: fx.operator,
    });
    const ids = envelope.data!.entities.map((e) => e.$id.replace('https://coldchain.local/schemas/', ''));
    expect(ids).toEqual(expect.arrayContaining(['device.schema.json', 'asset.schema.json', 'waybill.schema.json', 'gadget.schema.json']));
    expect(envelope.data!.shared.map((s) => s.$id)).toContain('https://coldchain.local/schemas/defs.schema.json');
  });

  it('creates, lists, filters, sorts, updates and deletes in the records table', async () => {
    const before = await count('records');
    for (const [name, color, weight, active] of [['beta', 'red', 1.5, true], ['alpha', 'green', 2.25, false], ['gamma', 'red', 3, false]] as const) {
      const created = await signedInject<Row>(fx.platform, { method: 'POST', url: '/gadget', session: fx.admin, json: { name, color, weight, active, serial: 'S' } });
      expect(created.envelope.data).toEqual({ id: expect.any(Number), name, color, weight, active });
    }
    expect(await count('records')).toBe(before + 3);
    const sorted = await list('gadget');
    expect(sorted.envelope.data!.list.map((g) => g.name)).toEqual(['alpha', 'beta', 'gamma']);
    const red = await list('gadget', { filter: JSON.stringify({ color: 'red', active: false }) });
    expect(red.envelope.data!.list.map((g) => g.name)).toEqual(['gamma']);
    expect((await list('gadget', { filter: JSON.stringify({ weight_gte: 2 }), sort: 'weight', order: 'DESC' })).envelope.data!.list.map((g) => g.name)).toEqual(['gamma', 'alpha']);
    expect((await list('gadget', { filter: JSON.stringify({ q: 'LPH' }) })).envelope.data!.list.map((g) => g.name)).toEqual(['alpha']);

    const beta = sorted.envelope.data!.list[1]!;
    const bad = await signedInject(fx.platform, { method: 'PUT', url: `/gadget/${beta.id}`, session: fx.admin, json: { weight: 1.555, color: 'pink' } });
    expect(Object.keys((bad.envelope.data as { errors: object }).errors).sort()).toEqual(['color', 'weight']);
    const updated = await signedInject<Row>(fx.platform, { method: 'PUT', url: `/gadget/${beta.id}`, session: fx.admin, json: { weight: 9.99 } });
    expect(updated.envelope.data).toEqual({ ...beta, weight: 9.99 });
    expect((await signedInject(fx.platform, { method: 'POST', url: '/gadget', session: fx.operator, json: { name: 'x', color: 'red' } })).statusCode).toBe(403);
    const bulk = await signedInject(fx.platform, { method: 'DELETE', url: '/gadget', query: { ids: sorted.envelope.data!.list.map((g) => g.id).join(',') }, session: fx.admin });
    expect(bulk.statusCode).toBe(200);
    expect(await count('records')).toBe(before);
  });

  it('takes multipart bodies: the record as JSON plus one part per file property', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const created = await signedInject<Row>(fx.platform, {
      method: 'POST',
      url: '/gadget',
      session: fx.admin,
      form: { record: JSON.stringify({ name: 'withfiles', color: 'blue' }) },
      files: {
        photo: { filename: 'p.png', contentType: 'image/png', data: png },
        manual: { filename: 'manual.pdf', contentType: 'application/pdf', data: new Uint8Array([1, 2, 3]) },
      },
    });
    expect(created.envelope.data).not.toHaveProperty('errors');
    const photo = created.envelope.data!.photo as { name: string; size: number; url: string };
    expect(photo).toEqual({ name: 'p.png', size: 7, type: 'image/png', url: expect.stringMatching(/^\/api\/files\/records\/[a-z0-9-]+\.png$/) });
    expect((created.envelope.data!.manual as Array<{ name: string }>).map((m) => m.name)).toEqual(['manual.pdf']);
    const file = await fx.platform.app.inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(new Uint8Array(file.rawPayload)).toEqual(png);

    const before = await count('records');
    const wrongType = await signedInject(fx.platform, {
      method: 'POST',
      url: '/gadget',
      session: fx.admin,
      form: { record: JSON.stringify({ name: 'badfile', color: 'blue' }) },
      files: { photo: { filename: 'p.exe', contentType: 'application/octet-stream', data: png } },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys((wrongType.envelope.data as { errors: object }).errors)).toEqual(['photo']);
    expect(await count('records')).toBe(before);
  });
});

describe('schema files at start', () => {
  it('refuses to start on a bad schema, naming the file and the JSON path', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schemas-'));
    try {
      const gadget = JSON.parse(readFileSync(path.join(FIXTURES, 'gadget.schema.json'), 'utf8')) as { 'x-ui': { list: { columns: unknown[] } } };
      gadget['x-ui'].list.columns[1] = 7;
      writeFileSync(path.join(dir, 'gadget.schema.json'), JSON.stringify(gadget));
      await expect(createTestPlatform({ extraSchemaDirs: [dir] })).rejects.toThrow(/gadget\.schema\.json: \/x-ui\/list\/columns\/1 must be string/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

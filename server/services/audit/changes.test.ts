/** The changed fields of a write (issue 30 §1): only what changed, old and new, secrets masked; and the chain's hash. */
import { MASKED } from '../../../src/lib/audit';
import { entryHash, GENESIS_HASH, type ChainedFields } from './chain';
import { fieldChanges } from './changes';

describe('fieldChanges', () => {
  it('lists every field of a create and of a delete, and only the changed ones of an update', () => {
    expect(fieldChanges(undefined, { name: 'a', empty: null, id: 3 })).toEqual([{ field: 'name', old: null, new: 'a' }]);
    expect(fieldChanges({ id: 3, name: 'a', note: 'x' }, undefined)).toEqual([
      { field: 'name', old: 'a', new: null },
      { field: 'note', old: 'x', new: null },
    ]);
    expect(fieldChanges({ id: 3, name: 'a', tags: [1, 2], n: 1 }, { name: 'a', tags: [1, 3], n: 2 })).toEqual([
      { field: 'n', old: 1, new: 2 },
      { field: 'tags', old: [1, 2], new: [1, 3] },
    ]);
  });

  it('masks passwords, hashes, tokens and the fields named secret, keeping only that they changed', () => {
    const changes = fieldChanges({ password: 'old-one', apiToken: 't1', pin: '1234' }, { password: 'new-one', apiToken: 't2', pin: '5678' }, new Set(['pin']));
    expect(changes).toEqual([
      { field: 'apiToken', old: MASKED, new: MASKED },
      { field: 'password', old: MASKED, new: MASKED },
      { field: 'pin', old: MASKED, new: MASKED },
    ]);
    expect(JSON.stringify(fieldChanges(undefined, { password_hash: 'scrypt$abc' }))).not.toContain('scrypt');
  });
});

describe('entryHash', () => {
  const fields: ChainedFields = { created_at: 1, actor_id: 1, actor_username: 'a', company_id: 1, ip: '::1', entity: 'role', record_id: '1', action: 'create', changes: '[]' };
  it('changes with any field and with the link before', () => {
    const hash = entryHash(GENESIS_HASH, fields);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash(GENESIS_HASH, { ...fields })).toBe(hash);
    expect(entryHash(GENESIS_HASH, { ...fields, ip: '::2' })).not.toBe(hash);
    expect(entryHash(hash, fields)).not.toBe(hash);
    // the engines' types do not matter: PostgreSQL's bigint reads back as a string
    expect(entryHash(GENESIS_HASH, { ...fields, created_at: '1' as unknown as number })).toBe(hash);
  });
});

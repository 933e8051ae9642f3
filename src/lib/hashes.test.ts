import { digest } from './signing';
import { HASH_NAMES, requestSignWith } from './signingRules';
import { loadDigest } from './hashes';

describe('loadDigest', () => {
  it.each(HASH_NAMES)('%s gives the digest signing.ts gives, for ASCII and CJK text', async (name) => {
    const loaded = await loadDigest(name);
    for (const text of ['abc', '', 'a=1&timeunix=1&salt=盐', '冷链 ✓']) expect(loaded(text)).toBe(digest(name, text));
  });

  it('loads each hash once', async () => {
    expect(loadDigest('md5')).toBe(loadDigest('md5'));
    const md5 = await loadDigest('md5');
    expect(requestSignWith(md5, { request: 'r', chart: 'c' }, { a: 1 }, 5, 'n')).toBe(digest('md5', 'a=1&timeunix=5&nonce=n&salt=r'));
  });
});

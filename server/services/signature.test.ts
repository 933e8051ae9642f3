import { requestSign, withSignField, type SigningConfig } from '../../src/lib/signing';
import { verifySignature } from './signature';

const signing: SigningConfig = { hash: 'sha256', salts: { request: 'r-salt', chart: 'c-salt' } };
const NOW = 1_700_000_000;

describe('verifySignature', () => {
  it('accepts a header signature over query + body fields, body winning', () => {
    const params = { page: '1', name: 'body' };
    const sign = requestSign(signing, params, NOW);
    const result = verifySignature(
      { method: 'POST', headers: { sign, timeunix: String(NOW) }, query: { page: '1', name: 'query' }, fields: { name: 'body' } },
      signing,
      NOW,
      300,
    );
    expect(result).toEqual({ ok: true, timeunix: NOW, sign });
  });

  it('signs the nonce header: the same sign with another nonce is refused', () => {
    const sign = requestSign(signing, { a: '1' }, NOW, 'n1');
    const input = { method: 'GET', query: { a: '1' }, fields: {} };
    expect(verifySignature({ ...input, headers: { sign, timeunix: String(NOW), nonce: 'n1' } }, signing, NOW, 300).ok).toBe(true);
    expect(verifySignature({ ...input, headers: { sign, timeunix: String(NOW), nonce: 'n2' } }, signing, NOW, 300)).toEqual({ ok: false, reason: 'badSign' });
  });

  it('signs only the query of a GET, whatever the body', () => {
    const sign = requestSign(signing, { a: ['1', '2'] }, NOW);
    const input = { method: 'GET', headers: { sign, timeunix: String(NOW) }, query: { a: ['1', '2'] }, fields: { x: 'y' } };
    expect(verifySignature(input, signing, NOW, 300).ok).toBe(true);
  });

  it('reports a missing sign, a missing or stale timestamp and a wrong sign', () => {
    const base = { method: 'GET', query: {}, fields: {} };
    expect(verifySignature({ ...base, headers: { timeunix: String(NOW) } }, signing, NOW, 300)).toEqual({ ok: false, reason: 'missingSign' });
    expect(verifySignature({ ...base, headers: { sign: 'ab' } }, signing, NOW, 300)).toEqual({ ok: false, reason: 'missingTimestamp' });
    const stale = requestSign(signing, {}, NOW - 301);
    expect(verifySignature({ ...base, headers: { sign: stale, timeunix: String(NOW - 301) } }, signing, NOW, 300)).toEqual({
      ok: false,
      reason: 'timestampWindow',
    });
    expect(verifySignature({ ...base, headers: { sign: 'ab'.repeat(32), timeunix: String(NOW) } }, signing, NOW, 300)).toEqual({
      ok: false,
      reason: 'badSign',
    });
  });

  it('accepts the form-data variant (sign and timeunix as fields)', () => {
    const fields = withSignField(signing, { username: 'u', code: '7' }, NOW) as Record<string, string>;
    const input = { method: 'POST', headers: {}, query: {}, fields: { ...fields, timeunix: String(fields.timeunix) } };
    expect(verifySignature(input, signing, NOW, 300)).toEqual({ ok: true, timeunix: NOW, sign: fields.sign });
    expect(verifySignature({ ...input, fields: { ...input.fields, code: '8' } }, signing, NOW, 300).ok).toBe(false);
  });
});

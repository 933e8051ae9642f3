import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh-CN.json';
import { interpolate, lookup, translateIssue, translateIssues } from './translate';

const messages = { validation: { required: 'Required', minLength: 'At least %{limit} characters', invalid: 'Incorrect format', format: { mobile: 'Mobile format wrong' } } };

describe('translateIssue', () => {
  it('looks a dotted key up and fills its parameters', () => {
    expect(translateIssue({ key: 'validation.minLength', params: { limit: 6 } }, messages)).toBe('At least 6 characters');
    expect(translateIssue({ key: 'validation.format.mobile' }, messages)).toBe('Mobile format wrong');
  });

  it('falls back to the generic message, then to the key', () => {
    expect(translateIssue({ key: 'validation.format.nope' }, messages)).toBe('Incorrect format');
    expect(translateIssue({ key: 'validation.format' }, messages)).toBe('Incorrect format');
    expect(translateIssue({ key: 'other.key' }, {})).toBe('other.key');
    expect(translateIssue({ key: 'other.key' }, messages, 'validation.required')).toBe('Required');
  });

  it('works with the real locale files', () => {
    expect(translateIssue({ key: 'validation.maxItems', params: { limit: 5 } }, en)).toBe('At most 5 items');
    expect(translateIssue({ key: 'validation.maxItems', params: { limit: 5 } }, zhCN)).toBe('最多 5 项');
  });

  it('translates a record’s issues as the 422 answer carries them', () => {
    expect(translateIssues({ mobile: { key: 'validation.format.mobile' }, name: { key: 'validation.required' } }, messages)).toEqual({ mobile: 'Mobile format wrong', name: 'Required' });
  });
});

describe('helpers', () => {
  it('lookup finds only texts', () => {
    expect(lookup(messages, 'validation')).toBeUndefined();
    expect(lookup(messages, 'validation.required.x')).toBeUndefined();
    expect(lookup(messages, 'validation.required')).toBe('Required');
  });

  it('interpolate leaves unknown placeholders as written', () => {
    expect(interpolate('%{a} and %{b}', { a: 1 })).toBe('1 and %{b}');
    expect(interpolate('no placeholders')).toBe('no placeholders');
  });
});

import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { relativeTime } from './relativeTime';

const NOW = 1_700_000_000;

describe('relativeTime', () => {
  it.each([
    [null, 'resources.device.live.ago.never', undefined],
    [NOW + 5, 'resources.device.live.ago.justNow', undefined],
    [NOW - 59, 'resources.device.live.ago.justNow', undefined],
    [NOW - 60, 'resources.device.live.ago.minutes', 1],
    [NOW - 3599, 'resources.device.live.ago.minutes', 59],
    [NOW - 3600, 'resources.device.live.ago.hours', 1],
    [NOW - 86_399, 'resources.device.live.ago.hours', 23],
    [NOW - 3 * 86_400, 'resources.device.live.ago.days', 3],
  ])('%s → %s %s', (then, key, count) => {
    expect(relativeTime(then, NOW)).toEqual(count === undefined ? { key } : { key, count });
  });

  it('reads with the right plural in each language', () => {
    const say = (language: 'en' | 'zh-CN' | 'zh-TW', then: number) => {
      const { key, count } = relativeTime(then, NOW);
      return createI18nProvider(language).translate(key, { smart_count: count });
    };
    expect([say('en', NOW - 60), say('en', NOW - 120), say('en', NOW - 7200), say('en', NOW - 86_400)]).toEqual(['1 minute ago', '2 minutes ago', '2 hours ago', '1 day ago']);
    expect([say('zh-CN', NOW - 60), say('zh-CN', NOW - 120)]).toEqual(['1 分钟前', '2 分钟前']);
    expect([say('zh-TW', NOW - 7200), say('zh-TW', NOW - 3 * 86_400)]).toEqual(['2 小時前', '3 天前']);
  });
});

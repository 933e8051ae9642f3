import { describe, expect, it } from 'vitest';
import { announcementFrameUrl, announcementList, decodeAnnouncementHtml, isPublishableUrl, limitAttachments, readStillCounts } from './announcements';

const ORIGIN = 'https://console.example';

describe('announcement contract', () => {
  it('frames only http(s) addresses, absolute or of the console, never script, data, credentials or a protocol-relative path', () => {
    expect(announcementFrameUrl('https://docs.example/a?b=1', ORIGIN)).toBe('https://docs.example/a?b=1');
    expect(announcementFrameUrl(' http://docs.example/ ', ORIGIN)).toBe('http://docs.example/');
    expect(announcementFrameUrl('/files/notices/renewal.html', ORIGIN)).toBe('https://console.example/files/notices/renewal.html');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'blob:https://console.example/x', '//evil.example/x', '\\\\evil.example', 'https://user:pw@docs.example/', 'file:///etc/passwd', '']) {
      expect(announcementFrameUrl(bad, ORIGIN), bad).toBeNull();
    }
  });

  it('decodes encoded HTML, and takes undecodable content as it is', () => {
    expect(decodeAnnouncementHtml(encodeURIComponent('<p>a & b 中文</p>'))).toBe('<p>a & b 中文</p>');
    expect(decodeAnnouncementHtml('100% <b>sure</b>')).toBe('100% <b>sure</b>');
  });

  it('accepts a list of announcements and nothing else', () => {
    const one = { id: 1, title: 't', content: 'c', contentType: 1, category: '', mandatoryReading: true, waitingDuration: 5, attachments: [{ name: 'a', url: '/a' }], displayed: false, read: false };
    expect(announcementList([one])).toEqual([one]);
    expect(announcementList([])).toEqual([]);
    expect(announcementList({ list: [one] })).toBeNull();
    expect(announcementList([{ ...one, attachments: [{ name: 1 }] }])).toBeNull();
    expect(announcementList([{ ...one, read: 'no' }])).toBeNull();
  });
});

describe('publishing rules (issue 28 §2)', () => {
  it('takes an http(s) address or a console path as a URL announcement, nothing else', () => {
    for (const good of ['https://example.com/notice.html', 'http://docs.example/a?b=1', '/api/files/notice/renewal.html']) expect(isPublishableUrl(good), good).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil', 'https://user:pw@evil.example/', 'ftp://a.example/', 'not a url', 'https://', '', `https://a.example/${'x'.repeat(2000)}`]) {
      expect(isPublishableUrl(bad), bad).toBe(false);
    }
  });

  it('counts a read until the repeat interval has passed since it, and for ever without repeat sending', () => {
    const hourly = { repeatSending: true, repeatIntervalHours: 1 };
    expect(readStillCounts(null, hourly, 0)).toBe(false);
    expect(readStillCounts(1000, hourly, 1000 + 3599)).toBe(true);
    expect(readStillCounts(1000, hourly, 1000 + 3600)).toBe(false);
    expect(readStillCounts(1000, { repeatSending: false, repeatIntervalHours: 1 }, 1000 + 10 ** 9)).toBe(true);
    // read before reads had a time: still read, unless it repeats
    expect(readStillCounts(null, { repeatSending: false, repeatIntervalHours: 0 }, 10 ** 9)).toBe(true);
  });

  it('keeps the first 5 attachments and says when more were picked', () => {
    expect(limitAttachments([1, 2, 3, 4, 5])).toEqual({ kept: [1, 2, 3, 4, 5], exceeded: false });
    expect(limitAttachments([1, 2, 3, 4, 5, 6, 7])).toEqual({ kept: [1, 2, 3, 4, 5], exceeded: true });
  });
});

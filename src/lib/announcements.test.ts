import { describe, expect, it } from 'vitest';
import { announcementFrameUrl, announcementList, decodeAnnouncementHtml } from './announcements';

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

/**
 * Bad input on /announcement/manage (schemas/announcement.schema.json and routes/announcement/publishing.ts):
 * one translated message per bad field, the exact message beyond 5 attachments (spec §5), and
 * nothing written.
 */
import { ApiStatus } from '../../../src/lib/contract';
import { platformWithUsers, signedInject } from '../../../test/support/testPlatform';

const fx = platformWithUsers();
const publish = (json: Record<string, unknown>, lang = 'en') =>
  signedInject(fx.platform, { method: 'POST', url: '/announcement/manage', session: fx.admin, json, lang });
const errorsOf = (answer: Awaited<ReturnType<typeof publish>>) => (answer.envelope.data as { errors: Record<string, string> }).errors;
const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.pdf`, url: `/api/files/records/f${i}.pdf` }));
const valid = { title: 'Maintenance', contentType: 1, content: '<p>Tonight</p>' };

describe('/announcement/manage with bad input', () => {
  it('names every bad field and writes nothing', async () => {
    const before = await fx.count('announcements');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ contentType: 1, content: '<p>x</p>' }, { title: 'This field is required' }],
      [{ ...valid, title: 'x'.repeat(101) }, { title: 'At most 100 characters' }],
      [{ ...valid, category: 'gossip', contentType: 3 }, { category: 'Please choose one of the listed values', contentType: 'Please choose one of the listed values' }],
      [{ ...valid, content: '' }, { content: 'This field is required' }],
      [{ ...valid, content: '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' }, { content: 'The content is empty once unsafe parts (scripts, frames, forms) are removed' }],
      [{ ...valid, mandatoryReading: 'yes', waitingDuration: 601, published: 'soon' }, { mandatoryReading: 'Must be yes or no', waitingDuration: 'Must be at most 600', published: 'Must be yes or no' }],
      [{ ...valid, waitingDuration: -1 }, { waitingDuration: 'Must be at least 0' }],
      [{ ...valid, attachments: files(6) }, { attachments: 'At most 5 attachments can be uploaded' }],
      [{ ...valid, attachments: files(1) }, { attachments: 'Incorrect format' }],
      [{ ...valid, recipients: 'friends' }, { recipients: 'Please choose one of the listed values' }],
      [{ ...valid, recipients: 'all', userIds: [1] }, { userIds: 'This field does not apply here' }],
      [{ ...valid, recipients: 'part' }, { userIds: 'This field is required' }],
      [{ ...valid, recipients: 'part', userIds: [999999] }, { userIds: 'Incorrect format' }],
      [{ ...valid, recipients: 'group' }, { userGroupId: 'This field is required' }],
      [{ ...valid, recipients: 'group', userGroupId: 999999 }, { userGroupId: 'Incorrect format' }],
      [{ ...valid, allCompanies: true, recipients: 'part', userIds: [1] }, { recipients: 'Please choose one of the listed values' }],
      [{ ...valid, repeatSending: true }, { repeatInterval: 'This field is required' }],
      [{ ...valid, repeatSending: true, repeatInterval: 0 }, { repeatInterval: 'Must be at least 1' }],
      [{ ...valid, repeatSending: true, repeatInterval: 8761 }, { repeatInterval: 'Must be at most 8760' }],
      [{ ...valid, repeatSending: true, repeatInterval: 1.5 }, { repeatInterval: 'Must be an integer' }],
      [{ ...valid, repeatSending: false, repeatInterval: 2 }, { repeatInterval: 'This field does not apply here' }],
    ];
    for (const [json, errors] of cases) {
      const answer = await publish(json);
      expect(answer.statusCode, JSON.stringify(json)).toBe(422);
      expect(answer.envelope.status).toBe(ApiStatus.invalid);
      expect(errorsOf(answer), JSON.stringify(json)).toMatchObject(errors);
    }
    expect(await fx.count('announcements')).toBe(before);
  });

  it('refuses an address that is not http(s) or a console path for a URL announcement', async () => {
    for (const content of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', 'https://user:pw@evil.example/', 'not a url', 'ftp://files.example/a']) {
      const answer = await publish({ title: 'Link', contentType: 2, content });
      expect(errorsOf(answer), content).toEqual({ content: 'Enter an http(s) address or a path of this console, such as https://example.com/notice.html' });
    }
    for (const content of ['https://example.com/notice.html', '/api/files/notice/renewal-policy.html']) {
      expect((await publish({ title: 'Link', contentType: 2, content })).envelope.status, content).toBe(ApiStatus.ok);
    }
  });

  it('says the attachment limit in the request language', async () => {
    const zhCN = await publish({ ...valid, attachments: files(7) }, 'zh-CN');
    expect(errorsOf(zhCN)).toEqual({ attachments: '最多只能上传 5 个附件' });
    const zhTW = await publish({ ...valid, attachments: files(6) }, 'zh-TW');
    expect(errorsOf(zhTW)).toEqual({ attachments: '最多只能上傳 5 個附件' });
  });

  it('takes uploaded attachments up to 5, and refuses a 6th with the same message', async () => {
    const pdf = { filename: 'notice.pdf', contentType: 'application/pdf', data: new TextEncoder().encode('%PDF-1.4') };
    const created = await signedInject<{ id: number; attachments: Array<{ name: string; url: string }> }>(fx.platform, {
      method: 'POST',
      url: '/announcement/manage',
      session: fx.admin,
      form: { record: JSON.stringify(valid) },
      files: { attachments: pdf },
    });
    expect(created.envelope.status).toBe(ApiStatus.ok);
    const [attachment] = created.envelope.data!.attachments;
    expect(attachment).toMatchObject({ name: 'notice.pdf', url: expect.stringMatching(/^\/api\/files\//) });
    const full = [1, 2, 3, 4, 5].map(() => attachment);
    const six = await signedInject(fx.platform, { method: 'PUT', url: `/announcement/manage/${created.envelope.data!.id}`, session: fx.admin, json: { attachments: [...full, attachment] } });
    expect(errorsOf(six)).toEqual({ attachments: 'At most 5 attachments can be uploaded' });
  });
});

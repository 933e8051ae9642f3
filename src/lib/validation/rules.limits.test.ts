/** Spec §5 rules of measurements, alarms and files, and how issues are reported. */
import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN.json';
import { translateIssue } from './translate';
import {
  INTEGER,
  NUMBER,
  atLeast,
  atMost,
  check,
  decimals,
  describeRules,
  field,
  file,
  files,
  greater,
  recipients,
  validate,
  type Rule,
} from '../../../test/support/ruleTable';

const rules: Rule[] = [
  {
    rule: 'max temperature greater than min',
    valid: [
      { minTemperature: -20, maxTemperature: -18 },
      { minTemperature: 2, maxTemperature: 8 },
      { maxTemperature: 8 },
    ],
    invalid: [
      { record: { minTemperature: 8, maxTemperature: 2 }, field: 'maxTemperature', texts: greater(8) },
      { record: { minTemperature: 5, maxTemperature: 5 }, field: 'maxTemperature', texts: greater(5) },
      // a partial update sends only the max: the stored min counts
      { record: { maxTemperature: -25 }, field: 'maxTemperature', texts: greater(-20), options: { original: { minTemperature: -20, maxTemperature: -18 } } },
    ],
  },
  {
    rule: 'a partial update of the min alone is checked against the stored max',
    options: { original: { minTemperature: 2, maxTemperature: 8 } },
    valid: [{ minTemperature: 5 }, { minTemperature: -30 }],
    invalid: [
      { record: { minTemperature: 8 }, field: 'maxTemperature', texts: greater(8) },
      { record: { minTemperature: 50 }, field: 'maxTemperature', texts: greater(50) },
    ],
  },
  {
    rule: 'max humidity greater than min',
    valid: [
      { minHumidity: 30, maxHumidity: 70 },
      { minHumidity: 0, maxHumidity: 0.5 },
    ],
    invalid: [
      { record: { minHumidity: 70, maxHumidity: 30 }, field: 'maxHumidity', texts: greater(70) },
      { record: { minHumidity: 45.5, maxHumidity: 45.5 }, field: 'maxHumidity', texts: greater(45.5) },
    ],
  },
  field('temperature: at most one decimal', 'temperature', [-18.5, 25, 0], [2.55, -0.25], decimals(1)),
  field('temperature is a number', 'temperature', [4.5, -30], ['4.5', null], NUMBER),
  field('humidity: not negative', 'humidity', [0, 45], [-1, -0.5], atLeast(0)),
  field('humidity: integer or one decimal', 'humidity', [45, 45.5], [45.55, 99.99], decimals(1)),
  field('capacity: two decimals', 'capacity', [1.25, 10, 0.5], [1.255, 3.14159], decimals(2)),
  field('capacity: not negative', 'capacity', [0, 12.5], [-1, -0.01], atLeast(0)),
  field('alarm message limit: at least 2', 'alarmMessageLimit', [2, 5], [1, 0], atLeast(2)),
  field('alarm message limit: at most 10', 'alarmMessageLimit', [10, 9], [11, 100], atMost(10)),
  field('at most 10 WeChat recipients', 'wechatRecipients', [recipients(10), []], [recipients(11), recipients(20)], ['At most 10 items', '最多 10 项', '最多 10 項']),
  field('WeChat recipients: no duplicates', 'wechatRecipients', [['a', 'b'], [1, 2]], [['a', 'a'], [3, 3]], ['Duplicate items are not allowed', '不能有重复项', '不能有重複項目']),
  field('SMS warning count at least 10', 'smsWarningCount', [10, 500], [9, 0], atLeast(10)),
  field('voice warning count at least 10', 'voiceWarningCount', [10, 11], [5, -10], atLeast(10)),
  field('warning counts are integers', 'voiceWarningCount', [20, 30], [10.5, 99.9], INTEGER),
  field('offline minutes: an integer of at least 10', 'offlineMinutes', [10, 60], [9, 1], atLeast(10)),
  field('offline minutes are integers', 'offlineMinutes', [15, 120], [10.5, '30'], INTEGER),
  field('trigger time: a non-negative integer', 'triggerTime', [0, 30], [-1, -60], atLeast(0)),
  field('trigger time is an integer', 'triggerTime', [1, 3600], [1.5, '5'], INTEGER),
  field('avatar: jpg, jpeg, png or gif', 'avatar', [file('me.jpg'), file('ME.JPEG'), file('a.png'), file('b.gif')], [file('me.bmp'), file('avatar'), file('me.jpg.exe')], [
    'The upload format is incorrect, please upload jpg, jpeg, png, gif format',
    '上传格式不正确，请上传 jpg, jpeg, png, gif 格式',
    '上傳格式不正確，請上傳 jpg, jpeg, png, gif 格式',
  ]),
  field('avatar: up to 2 MB', 'avatar', [file('me.png', 2 * 1024 * 1024), file('me.png', 0)], [file('me.png', 2 * 1024 * 1024 + 1), file('me.gif', 5e6)], [
    'The file must not exceed 2 MB',
    '文件大小不能超过 2 MB',
    '檔案大小不能超過 2 MB',
  ]),
  field('excel upload: xls or xlsx', 'excel', [file('waybills.xls'), file('WAYBILLS.XLSX')], [file('waybills.csv'), file('xlsx'), file('waybills.xlsm')], [
    'The upload format is incorrect, please upload xls or xlsx format',
    '上传格式不正确，请上传 xls 或 xlsx 格式',
    '上傳格式不正確，請上傳 xls 或 xlsx 格式',
  ]),
  field('at most 5 attachments', 'attachments', [files(5), files(0), files(1)], [files(6), files(10)], ['At most 5 items', '最多 5 项', '最多 5 項']),
  field('camera stream: rtsp, rtmp or http(s) only', 'stream', ['rtsp://192.168.10.21/stream1', 'https://cams.example.com/live/1'], ['javascript:alert(1)', 'ftp://host/x', 'rtsp://a b'], [
    'Enter a stream address starting with rtsp://, rtmp://, http:// or https://',
    '请输入以 rtsp://、rtmp://、http:// 或 https:// 开头的视频流地址',
    '請輸入以 rtsp://、rtmp://、http:// 或 https:// 開頭的視訊串流位址',
  ]),
  field('a file is a descriptor', 'avatar', [{ name: 'a.png' }, { name: 'a.png', size: 1, type: 'image/png' }], ['a.png', 42], ['Invalid value', '值无效', '值無效']),
  field('a required name may not be empty', 'name', ['a', 'b'], [''], ['This field is required', '此项为必填项', '此項為必填項']),
];

describeRules('validation rules (spec §5): measurements, alarms, files', rules);

describe('validation issues', () => {
  it('reports a missing required field, but not on a partial update', () => {
    expect(validate({})).toEqual({ name: { key: 'validation.required' } });
    expect(validate({}, { partial: true })).toBeNull();
    expect(translateIssue({ key: 'validation.required' }, zhCN)).toBe('此项为必填项');
  });

  it('reports an unknown property on its own name', () => {
    expect(check({ colour: 'red' })).toEqual({ colour: { key: 'validation.additionalProperties' } });
  });

  it('keeps the first issue per field and reports every field', () => {
    const issues = check({ mobile: '123', email: 'x', temperature: 1.25, deviceNumber: 'a b' });
    expect(Object.keys(issues ?? {}).sort()).toEqual(['deviceNumber', 'email', 'mobile', 'temperature']);
  });

  it('passes parameters a message can show', () => {
    expect(check({ avatar: file('me.bmp') })?.avatar).toEqual({ key: 'validation.file.accept', params: { accept: 'jpg, jpeg, png, gif' } });
    expect(check({ avatar: file('me.png', 3e6) })?.avatar).toEqual({ key: 'validation.file.maxSize', params: { limit: '2 MB' } });
    expect(check({ minTemperature: 2, maxTemperature: 1 })?.maxTemperature).toEqual({ key: 'validation.greaterThan', params: { field: 'minTemperature', limit: 2 } });
    expect(check({ percent: 101 })?.percent).toEqual({ key: 'validation.maximum', params: { limit: 100 } });
  });
});
/** Two announcements (one mandatory HTML, one URL content) and a renewal notice. */
import { NOTICE_FILES } from '../../services/files';

const HTML = `<h2>平台升级维护通知</h2>
<p>为提升服务质量，平台将于本周六 00:00–04:00 进行升级维护，期间数据采集不受影响，网页与手机端可能短暂无法访问。</p>
<p>Platform maintenance this Saturday 00:00–04:00. Data collection continues; the web console may be briefly unavailable.</p>`;

export const ANNOUNCEMENTS = [
  {
    title: '平台升级维护通知',
    content: encodeURIComponent(HTML),
    content_type: 1,
    category: 'system',
    mandatory_reading: 1,
    waiting_duration: 5,
    attachments: JSON.stringify([{ name: '续费政策.html', url: NOTICE_FILES.renewalPolicy.url }]),
    recipients: 'all',
  },
  {
    title: '设备续费政策说明',
    content: NOTICE_FILES.renewalPolicy.url,
    content_type: 2,
    category: 'renewal',
    mandatory_reading: 0,
    waiting_duration: 0,
    attachments: '[]',
    recipients: 'all',
  },
] as const;

/** Devices of the company expiring within 3 months, until devices exist (spec §9). */
export const RENEWAL_NOTICE = { device_expired_num: 3 } as const;

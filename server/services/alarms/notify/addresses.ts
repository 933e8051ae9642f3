/**
 * Where a channel reaches a receiver. SMS and voice call the mobile, e-mail and WeChat use their
 * address and binding, URL push posts to the receiver's URL, mobile push goes to the receiver's
 * console user (its app). Alerters, A6 alerters and the web notification are not per person: one
 * row per send, with no receiver and no address.
 */
import type { NotifyChannel } from '../../../../src/lib/alarms';
import type { AlarmReceiverConfig } from '../config';

export const PERSONAL_CHANNELS = ['sms', 'voice', 'wechat', 'email', 'urlPush', 'mobilePush'] as const satisfies readonly NotifyChannel[];

export function isPersonal(channel: NotifyChannel): boolean {
  return (PERSONAL_CHANNELS as readonly string[]).includes(channel);
}

/** The receiver's address on a personal channel; '' when it has none. */
export function addressOf(channel: NotifyChannel, receiver: AlarmReceiverConfig): string {
  switch (channel) {
    case 'sms':
    case 'voice':
      return receiver.mobile?.trim() ?? '';
    case 'email':
      return receiver.email?.trim() ?? '';
    case 'wechat':
      return receiver.wechatOpenId?.trim() ?? '';
    case 'urlPush':
      return receiver.pushUrl?.trim() ?? '';
    case 'mobilePush':
      return receiver.userId ? `user:${receiver.userId}` : '';
    default:
      return '';
  }
}

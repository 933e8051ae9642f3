/**
 * Where a channel reaches a receiver. SMS and voice call the mobile, e-mail uses its address. WeChat
 * reaches a receiver that is a console user (`userId`) at that user's own binding (issue 28 §4,
 * services/wechatBindings.ts) and nowhere once the user unbinds; any other receiver at its typed
 * open id. URL push posts to the receiver's URL, mobile push goes to the receiver's
 * console user (its app). Alerters, A6 alerters and the web notification are not per person: one
 * row per send, with no receiver and no address.
 */
import type { NotifyChannel } from '../../../../src/lib/alarms';
import type { AlarmReceiverConfig } from '../config';

export const PERSONAL_CHANNELS = ['sms', 'voice', 'wechat', 'email', 'urlPush', 'mobilePush'] as const satisfies readonly NotifyChannel[];

export function isPersonal(channel: NotifyChannel): boolean {
  return (PERSONAL_CHANNELS as readonly string[]).includes(channel);
}

/** The receiver's address on a personal channel; '' when it has none. `boundOpenId`: its user's WeChat binding. */
export function addressOf(channel: NotifyChannel, receiver: AlarmReceiverConfig, boundOpenId?: string): string {
  switch (channel) {
    case 'sms':
    case 'voice':
      return receiver.mobile?.trim() ?? '';
    case 'email':
      return receiver.email?.trim() ?? '';
    case 'wechat':
      return receiver.userId ? (boundOpenId ?? '') : (receiver.wechatOpenId?.trim() ?? '');
    case 'urlPush':
      return receiver.pushUrl?.trim() ?? '';
    case 'mobilePush':
      return receiver.userId ? `user:${receiver.userId}` : '';
    default:
      return '';
  }
}

/** Device renewal (issue 28 §3): the devices due, payment from the funds or a simulated WeChat order. The folder's public face. */
export { dueDevices, pickDevices, type DueFilter, type PickedDevice } from './devices';
export { payFromBalance, type RenewalInput } from './payFromBalance';
export { FUNDS_KIND, RenewalRefusal, renewedDevices } from './renew';
export { createWechatOrder, payWechatOrder, wechatOrder } from './wechat';
export { RENEWAL_DEFAULTS, type RenewalOptions } from './config';

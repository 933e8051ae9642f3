/** The calls of the WeChat binding page (src/lib/wechatBinding.ts). */
import { api } from '../../api';
import { WECHAT_BINDING_PATH, WECHAT_SIMULATE_PATH, WECHAT_TICKET_PATH, type WechatBindingStatus, type WechatTicket, type WechatTicketState } from '../../lib/wechatBinding';

export const readBinding = () => api.get<WechatBindingStatus>(WECHAT_BINDING_PATH);
export const createTicket = () => api.form<WechatTicket>('POST', WECHAT_TICKET_PATH, {});
// polled: a failed poll is tried again at the next tick, without a toast each time
export const ticketState = (ticket: string) => api.get<{ state: WechatTicketState }>(`${WECHAT_TICKET_PATH}/${encodeURIComponent(ticket)}`, undefined, { silent: true });
export const simulateScan = (ticket: string) => api.form<{ state: WechatTicketState }>('POST', WECHAT_SIMULATE_PATH, { ticket });
export const unbind = () => api.delete<null>(WECHAT_BINDING_PATH);

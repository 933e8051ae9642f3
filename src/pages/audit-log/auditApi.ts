/** The calls of the log pages (src/lib/audit.ts): silent, the pages show their own states. */
import { api, downloadFile } from '../../api';
import { AUDIT_PATH, LOGIN_LOG_PATH, type AuditPage, type ChainVerdict, type LoginLogPage } from '../../lib/audit';

export type LogParams = Record<string, string | number>;

export const fetchAudit = (params: LogParams) => api.get<AuditPage>(AUDIT_PATH, params, { silent: true });
export const verifyAuditChain = () => api.get<ChainVerdict>(`${AUDIT_PATH}/verify`, undefined, { silent: true });
export const exportAudit = (params: LogParams) => downloadFile(`${AUDIT_PATH}/export`, 'audit-trail.xlsx', { params, silent: true });
export const fetchLoginLog = (params: LogParams) => api.get<LoginLogPage>(LOGIN_LOG_PATH, params, { silent: true });

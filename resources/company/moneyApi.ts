/**
 * The calls of issue 30's money and company config pages (src/lib/recharge.ts,
 * src/lib/companyConfig.ts): the recharge, the orders, the company configuration and its report
 * logo. Silent: the pages say what failed where it failed.
 */
import { api } from '../../src/api';
import { COMPANY_CONFIG_PATH, type CompanyConfig, type CompanyConfigBody } from '../../src/lib/companyConfig';
import {
  ORDER_PATH,
  RECHARGE_PATH,
  type OrderPage,
  type OrderState,
  type OrderType,
  type RechargeBody,
  type RechargeCompany,
  type RechargeReceipt,
} from '../../src/lib/recharge';

const silent = (signal?: AbortSignal) => ({ silent: true, ...(signal ? { signal } : {}) });

export const RECHARGE_QUERY_KEY = 'recharge';
export const ORDERS_QUERY_KEY = 'orders';
export const COMPANY_CONFIG_QUERY_KEY = 'companyConfig';

export async function fetchRechargeCompanies(signal?: AbortSignal): Promise<RechargeCompany[]> {
  return (await api.get<{ list: RechargeCompany[] }>(`${RECHARGE_PATH}/companies`, undefined, silent(signal))).list;
}

export function postRecharge(body: RechargeBody): Promise<RechargeReceipt> {
  return api.post<RechargeReceipt>(RECHARGE_PATH, body, undefined, silent());
}

export interface OrderFilters {
  type?: OrderType;
  state?: OrderState;
  companyId?: number;
  page: number;
  perPage: number;
}

export function fetchOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrderPage> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return api.get<OrderPage>(ORDER_PATH, params, silent(signal));
}

export async function fetchConfigCompanies(signal?: AbortSignal): Promise<Array<{ id: number; name: string }>> {
  return (await api.get<{ list: Array<{ id: number; name: string }> }>(`${COMPANY_CONFIG_PATH}/companies`, undefined, silent(signal))).list;
}

export function fetchCompanyConfig(companyId: number, signal?: AbortSignal): Promise<CompanyConfig> {
  return api.get<CompanyConfig>(COMPANY_CONFIG_PATH, { companyId }, silent(signal));
}

export function putCompanyConfig(body: CompanyConfigBody): Promise<CompanyConfig> {
  return api.put<CompanyConfig>(COMPANY_CONFIG_PATH, body, undefined, silent());
}

export function uploadReportLogo(companyId: number, image: File): Promise<{ defaultReportLogo: string }> {
  return api.form<{ defaultReportLogo: string }>('POST', `${COMPANY_CONFIG_PATH}/logo`, { companyId }, { image }, silent());
}

export function removeReportLogo(companyId: number): Promise<{ defaultReportLogo: string }> {
  return api.delete<{ defaultReportLogo: string }>(`${COMPANY_CONFIG_PATH}/logo`, { companyId }, silent());
}

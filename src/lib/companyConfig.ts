/**
 * The company configuration of issue 30 §4 (/tools/companyconfig): the parameters of spec §3 that
 * reach every user's session, with the spec §9 defaults and this console's limits. Pure data.
 */
export const COMPANY_CONFIG_PATH = '/companyconfig';

/** Seconds; spec §9 default 300. Below 10 s the pages would poll the server for nothing. */
export const REFRESH_INTERVAL_LIMITS = { min: 10, max: 3600 } as const;
/** Days; spec §5 ranges are at most 31 days (spec §9 default 31). */
export const REPORT_RANGE_LIMITS = { min: 1, max: 31 } as const;
/** deviceInfoShowDetail: 0 the summary (spec §9 default), 1 the details. */
export const DEVICE_INFO_DETAIL_VALUES = [0, 1] as const;
/** webSetting: a small flat object; keys the server sets itself (the trial's end) are refused. */
export const WEB_SETTING_LIMITS = { maxKeys: 20, maxText: 200 } as const;
export const WEB_SETTING_RESERVED = ['trialEndsAt'] as const;
/** defaultReportLogo: spec §5 small image (200 KB); PNG or JPEG, the kinds the PDF reports draw. */
export const REPORT_LOGO_ACCEPT = ['png', 'jpg', 'jpeg'] as const;
export const REPORT_LOGO_MAX_BYTES = 204_800;

export type WebSettingValue = string | number | boolean;

/** What `PUT /companyconfig` takes (besides companyId) and `GET /companyconfig` answers, spec §3 names. */
export interface CompanyConfigFields {
  webSetting: Record<string, WebSettingValue>;
  pageRefreshInterval: number;
  ReportCheckTimeRange: number;
  ShowReportWarningInfo: boolean;
  deviceInfoShowDetail: number;
}

export interface CompanyConfig extends CompanyConfigFields {
  companyId: number;
  companyName: string;
  /** the logo's /api/files/ URL, '' for none */
  defaultReportLogo: string;
}

export type CompanyConfigBody = CompanyConfigFields & { companyId: number };

export const COMPANY_CONFIG_DEFAULTS: CompanyConfigFields = {
  webSetting: {},
  pageRefreshInterval: 300,
  ReportCheckTimeRange: 31,
  ShowReportWarningInfo: false,
  deviceInfoShowDetail: 0,
};

/**
 * The company config page's logic (issue 30 §4): which company (the platform picks any, everyone
 * else has their own), its configuration, the form's draft and checks, saving, and the report
 * logo. The draft is kept on a refusal, so nothing typed is lost.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../src/api';
import { useSession } from '../../../src/framework/useSession';
import { REFRESH_INTERVAL_LIMITS, REPORT_LOGO_ACCEPT, REPORT_LOGO_MAX_BYTES, REPORT_RANGE_LIMITS, type CompanyConfig } from '../../../src/lib/companyConfig';
import { COMPANY_CONFIG_QUERY_KEY, fetchCompanyConfig, fetchConfigCompanies, putCompanyConfig, removeReportLogo, uploadReportLogo } from '../moneyApi';
import { parseWebSettingText, webSettingText, type WebSettingProblem } from './webSettingText';

export interface ConfigDraft {
  webSetting: string;
  pageRefreshInterval: string;
  ReportCheckTimeRange: string;
  ShowReportWarningInfo: boolean;
  deviceInfoShowDetail: number;
}

export type NumberProblem = 'required' | 'range';
export interface DraftProblems {
  pageRefreshInterval?: NumberProblem;
  ReportCheckTimeRange?: NumberProblem;
  webSetting?: { problem: WebSettingProblem; key?: string };
}

const toDraft = (config: CompanyConfig): ConfigDraft => ({
  webSetting: webSettingText(config.webSetting),
  pageRefreshInterval: String(config.pageRefreshInterval),
  ReportCheckTimeRange: String(config.ReportCheckTimeRange),
  ShowReportWarningInfo: config.ShowReportWarningInfo,
  deviceInfoShowDetail: config.deviceInfoShowDetail,
});

function wholeIn(text: string, limits: { min: number; max: number }): NumberProblem | undefined {
  if (!text.trim()) return 'required';
  if (!/^\d+$/.test(text.trim())) return 'range';
  const value = Number(text.trim());
  return value < limits.min || value > limits.max ? 'range' : undefined;
}

export function draftProblems(draft: ConfigDraft): DraftProblems {
  const web = parseWebSettingText(draft.webSetting);
  const refresh = wholeIn(draft.pageRefreshInterval, REFRESH_INTERVAL_LIMITS);
  const range = wholeIn(draft.ReportCheckTimeRange, REPORT_RANGE_LIMITS);
  return {
    ...(refresh ? { pageRefreshInterval: refresh } : {}),
    ...(range ? { ReportCheckTimeRange: range } : {}),
    ...(web.ok ? {} : { webSetting: { problem: web.problem, ...(web.key ? { key: web.key } : {}) } }),
  };
}

export type LogoProblem = 'type' | 'size';
/** Spec §5 small image: PNG or JPEG (what the reports draw), at most 200 KB. */
export function logoProblem(file: File): LogoProblem | null {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!(REPORT_LOGO_ACCEPT as readonly string[]).includes(extension)) return 'type';
  return file.size > REPORT_LOGO_MAX_BYTES ? 'size' : null;
}

export function useCompanyConfig() {
  const queryClient = useQueryClient();
  const ownCompany = useSession((s) => s.companyId);
  const [companyId, setCompanyId] = useState<number>(ownCompany);
  const companies = useQuery({ queryKey: [COMPANY_CONFIG_QUERY_KEY, 'companies'], queryFn: ({ signal }) => fetchConfigCompanies(signal), retry: false });
  const chosen = companyId || ownCompany;
  const config = useQuery({
    queryKey: [COMPANY_CONFIG_QUERY_KEY, chosen],
    queryFn: ({ signal }) => fetchCompanyConfig(chosen, signal),
    retry: false,
    enabled: chosen > 0,
  });
  const [draft, setDraft] = useState<ConfigDraft | null>(null);
  const [checked, setChecked] = useState(false);
  // a company's configuration loaded (or saved) is the form's starting point (React's "adjusting state when a prop changes")
  const [source, setSource] = useState<CompanyConfig | undefined>(undefined);
  if (config.data && config.data !== source) {
    setSource(config.data);
    setDraft(toDraft(config.data));
  }

  const save = useMutation({
    mutationFn: (body: Parameters<typeof putCompanyConfig>[0]) => putCompanyConfig(body),
    onSuccess: (saved) => {
      setChecked(false);
      queryClient.setQueryData([COMPANY_CONFIG_QUERY_KEY, saved.companyId], saved);
    },
  });
  const logo = useMutation({
    mutationFn: (action: { upload: File } | { remove: true }) => ('upload' in action ? uploadReportLogo(chosen, action.upload) : removeReportLogo(chosen)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COMPANY_CONFIG_QUERY_KEY, chosen] }),
  });

  const problems = draft ? draftProblems(draft) : {};
  return {
    companies,
    companyId: chosen,
    chooseCompany: (id: number) => {
      setCompanyId(id);
      setDraft(null);
      setChecked(false);
      save.reset();
      logo.reset();
    },
    config,
    draft,
    change: (patch: Partial<ConfigDraft>) => {
      setDraft((current) => (current ? { ...current, ...patch } : current));
      save.reset();
    },
    shown: checked ? problems : {},
    fieldErrors: save.error instanceof ApiError ? (save.error.fieldErrors ?? {}) : {},
    submit: () => {
      setChecked(true);
      if (!draft || Object.keys(problems).length) return;
      const web = parseWebSettingText(draft.webSetting);
      if (!web.ok) return;
      save.mutate({
        companyId: chosen,
        webSetting: web.value,
        pageRefreshInterval: Number(draft.pageRefreshInterval.trim()),
        ReportCheckTimeRange: Number(draft.ReportCheckTimeRange.trim()),
        ShowReportWarningInfo: draft.ShowReportWarningInfo,
        deviceInfoShowDetail: draft.deviceInfoShowDetail,
      });
    },
    save,
    logo,
  };
}

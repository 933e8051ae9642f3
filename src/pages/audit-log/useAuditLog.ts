/**
 * The Log info page's logic (issue 30 §1): the filtered trail, the chain check (its verdict, and
 * the broken entry shown by moving the range to its time), and the export of what is filtered.
 */
import { useCallback, useState } from 'react';
import type { AuditEntry, ChainVerdict } from '../../lib/audit';
import { exportAudit, fetchAudit, verifyAuditChain } from './auditApi';
import { defaultRange, toLocalInput, useLogQuery } from './useLogQuery';

const EMPTY = { username: '', entity: '', recordId: '', action: '' };

export function useAuditLog() {
  const query = useLogQuery<AuditEntry>(fetchAudit, { ...EMPTY, ...defaultRange() });
  const [verdict, setVerdict] = useState<ChainVerdict | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verifyFailed, setVerifyFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const verify = useCallback(async () => {
    setVerifying(true);
    setVerifyFailed(false);
    try {
      setVerdict(await verifyAuditChain());
    } catch {
      setVerifyFailed(true);
    } finally {
      setVerifying(false);
    }
  }, []);

  const { search, params } = query;
  /** The broken entry in the list: the range around its time, no other filter. */
  const showBroken = useCallback(() => {
    const broken = verdict?.broken;
    if (!broken) return;
    search({ ...EMPTY, start: toLocalInput(broken.at - 60), end: toLocalInput(broken.at + 120) });
  }, [search, verdict]);

  const runExport = useCallback(async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      await exportAudit(params());
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }, [params]);

  return { ...query, verdict, verifying, verifyFailed, verify, showBroken, exporting, exportFailed, runExport };
}

export type AuditLog = ReturnType<typeof useAuditLog>;

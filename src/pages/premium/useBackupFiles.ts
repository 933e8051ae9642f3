/** The company's backup files (issue 30 §2) and their download; a file past its days shows as expired. */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, downloadFile } from '../../api';
import { backupFilePath, type BackupFile, type ServiceStatus } from '../../lib/premium';
import { fetchBackupFiles } from '../../providers/premium';

export function useBackupFiles() {
  const [files, setFiles] = useState<BackupFile[] | null>(null);
  const [service, setService] = useState<ServiceStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = useCallback((answer: { service: ServiceStatus; list: BackupFile[] }) => {
    setFiles(answer.list);
    setService(answer.service);
    setLoadFailed(false);
  }, []);
  const load = useCallback(() => fetchBackupFiles().then(apply, () => setLoadFailed(true)), [apply]);
  useEffect(() => {
    let live = true;
    fetchBackupFiles().then(
      (answer) => live && apply(answer),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [apply]);

  const download = useCallback(async (file: BackupFile) => {
    setError(null);
    try {
      await downloadFile(backupFilePath(file.id), file.fileName ?? 'backup', { silent: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : 'ra.notification.http_error');
    }
  }, []);

  return { files, service, loading: files === null && !loadFailed, loadFailed, reload: () => load(), error, download };
}

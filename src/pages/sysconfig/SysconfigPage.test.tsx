import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { renderShell } from '../../../test/support/renderShell';
import { SysconfigPage } from './SysconfigPage';

describe('SysconfigPage', () => {
  it('shows the system configuration read from the server', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      db: { isProduction: true, address: 'db.internal:3306', dbName: 'coldchain' },
      redis: { isProduction: false, address: 'none' },
    });
    renderShell(<SysconfigPage />, { path: '/management/sysconfig', locale: 'zh-CN' });
    expect(screen.getByTestId('sysconfig-title')).toHaveTextContent('系统配置');
    expect(await screen.findByTestId('sysconfig-db-env')).toHaveTextContent('正式环境');
    expect(screen.getByTestId('sysconfig-redis-env')).toHaveTextContent('测试环境');
    expect(screen.getByTestId('sysconfig-db-address')).toHaveTextContent('db.internal:3306');
    expect(screen.getByTestId('sysconfig-db-name')).toHaveTextContent('coldchain');
    expect(screen.getByTestId('sysconfig-api-host')).toHaveTextContent(`${window.location.origin}/api`);
  });
});

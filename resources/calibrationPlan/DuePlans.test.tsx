import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ApiError } from '../../src/api';
import { CALIBRATION_DUE_PATH, type DuePlan } from '../../src/lib/calibration';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { stubApi } from '../../test/support/stubApi';
import { DuePlans } from './DuePlans';

const get = vi.fn();
stubApi({ get });

const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);
const plan = (over: Partial<DuePlan>): DuePlan => ({ id: 1, name: 'Cold store probes', nextDueDate: NOW + 5 * DAY, daysLeft: 5, overdue: false, deviceCount: 3, ...over });

const renderDue = (language: 'en' | 'zh-CN' = 'en') =>
  render(
    <AdminContext i18nProvider={createI18nProvider(language)}>
      <DuePlans />
    </AdminContext>,
  );

describe('DuePlans', () => {
  beforeEach(() => get.mockReset());

  it('lists the due plans with their devices and days left, the overdue ones as errors', async () => {
    get.mockResolvedValue({ list: [plan({ id: 2, name: 'Trucks', nextDueDate: NOW - 2 * DAY, daysLeft: -2, overdue: true, deviceCount: 1 }), plan({})] });
    renderDue();
    const status = await screen.findByRole('status');
    expect(get).toHaveBeenCalledWith(CALIBRATION_DUE_PATH, undefined, { silent: true });
    expect(status).toHaveTextContent('Calibrations due');
    expect(status).toHaveTextContent('Trucks · 1 device');
    expect(status).toHaveTextContent(`overdue since ${new Date((NOW - 2 * DAY) * 1000).toLocaleDateString()}`);
    expect(status).toHaveTextContent('Cold store probes · 3 devices');
    expect(status).toHaveTextContent('due in 5 days');
    expect(status.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
  });

  it('says when nothing is due, in the user’s language', async () => {
    get.mockResolvedValue({ list: [] });
    renderDue('zh-CN');
    expect(await screen.findByText('没有到期的校准计划。')).toBeInTheDocument();
  });

  it('says when the due plans could not be loaded', async () => {
    get.mockRejectedValueOnce(new ApiError({ status: '-1', httpStatus: 500, message: 'boom' }));
    renderDue();
    expect(await screen.findByText('The due plans could not be loaded')).toBeInTheDocument();
  });
});

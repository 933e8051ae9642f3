/**
 * The firmware upgrade page against the real platform in-process: devices of one model, a
 * version of that model, a confirmation, then each device's transfer as a progress bar and its
 * result, as the simulated device answers (clock moved).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commandPagePlatform, passTime, renderCommandPage } from '../../../test/support/commandPages';
import { UpgradePage } from './UpgradePage';

vi.setConfig({ testTimeout: 30_000 });

async function pick(number: string) {
  const input = screen.getByRole('combobox', { name: 'Devices' });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: number } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(number) }, { timeout: 3000 }));
}

describe('UpgradePage', () => {
  const harness = commandPagePlatform();

  it('upgrades devices of one model to a version of it, showing each transfer and its result', async () => {
    const [device] = await harness()
      .platform.app.db.selectFrom('devices')
      .select(['id', 'number'])
      .where('company_id', '=', 1)
      .where('model', '=', 'CV-300G')
      .orderBy('id')
      .limit(1)
      .execute();
    await renderCommandPage(<UpgradePage component="/device/upgrade/index" name="DeviceUpgrade" />);
    expect(screen.getByText('Pick the devices to upgrade first.')).toBeInTheDocument();
    await pick(device!.number);
    expect(screen.getByText(/^Only devices of the model CV-300G can be added now/)).toBeInTheDocument();

    const select = await screen.findByRole('combobox', { name: 'Firmware version' });
    // enabled once the page's codes and the model's versions are in
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
    fireEvent.mouseDown(select);
    const versions = await screen.findByRole('listbox');
    expect(
      within(versions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1.0.0', '2.1.0', '2.2.0', '3.0.0']);
    fireEvent.click(within(versions).getByRole('option', { name: '3.0.0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start upgrade' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Upgrade 1 device to 3.0.0?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const card = async () => (await screen.findByText(device!.number, { selector: 'li p' })).closest('li')!;
    expect(await card()).toHaveTextContent('Firmware: 1.0.0 → 3.0.0');
    expect(within(await card()).getByText('Reserved')).toBeInTheDocument();

    // random 0.5: 2 s reserved, 2.5 s requesting, then 17 % every 2 s
    await passTime(harness(), 7);
    const bar = await screen.findByRole('progressbar', { name: `Transfer of ${device!.number}` }, { timeout: 4000 });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    await passTime(harness(), 30);
    await waitFor(async () => expect(within(await card()).getByText('Success')).toBeInTheDocument(), { timeout: 4000 });
    expect(screen.queryByRole('progressbar', { name: `Transfer of ${device!.number}` })).toBeNull();
    const after = await harness().platform.app.db.selectFrom('devices').select('firmware').where('id', '=', device!.id).executeTakeFirstOrThrow();
    expect(after.firmware).toBe('3.0.0');
  });
});

describe('UpgradePage for a role without the code', () => {
  const operator = commandPagePlatform({ username: 'operator01', password: 'Oper@1234' });

  it('says so and offers no start', async () => {
    expect(operator().platform).toBeDefined();
    await renderCommandPage(<UpgradePage component="/device/upgrade/index" name="DeviceUpgrade" />);
    expect(await screen.findByText('Your role may view this page but not start upgrades.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start upgrade' })).toBeNull();
  });
});

/**
 * The cold-chain cabinet page against the real platform in-process: it asks for the devices of
 * refrigerator cabinets only (assetRole 4) and shows each cabinet's brand, model and volume.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MONITOR_PATH } from '../../../src/lib/readings';
import { renderLivePage } from '../../../test/support/livePage';
import { loggedInPlatform } from '../../../test/support/platformClient';
import { ColdCabinetPage } from './ColdCabinetPage';

const harness = loggedInPlatform();

describe('ColdCabinetPage', () => {
  it("lists the cabinets' devices with the cabinet's brand, model and volume", async () => {
    const { db } = harness().platform.app;
    const admin = await db.selectFrom('users').select('company_id').where('username', '=', 'admin0001').executeTakeFirstOrThrow();
    const assets = await db.selectFrom('records').select(['id', 'data']).where('resource', '=', 'asset').where('company_id', '=', admin.company_id).execute();
    const cabinet = assets.map((a) => ({ id: a.id, ...(JSON.parse(a.data) as { role: number; name: string; brand: string; model: string; volume: number }) })).find((a) => a.role === 4)!;
    const device = await db.selectFrom('devices').select(['id']).where('company_id', '=', admin.company_id).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('devices').set({ asset_id: cabinet.id, name: 'TESTCAB fridge' }).where('id', '=', device.id).execute();
    const requests: URL[] = [];
    harness().server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === `/api${MONITOR_PATH}`) requests.push(url);
    });

    await renderLivePage(<ColdCabinetPage component="/device/coldcabinet/index" name="DeviceColdCabinet" />, { path: '/device/coldcabinet?q=TESTCAB', pattern: '/device/coldcabinet' });
    const line = await screen.findByTestId(`cabinet-${device.id}`);
    expect(requests.at(-1)!.searchParams.get('assetRole')).toBe('4');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cold-chain cabinets');
    expect(line).toHaveTextContent(`${cabinet.name} · ${cabinet.brand} · ${cabinet.model} · ${cabinet.volume} L`);

    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const row = screen.getByTestId(`device-row-${device.id}`);
    for (const text of [cabinet.brand, cabinet.model, String(cabinet.volume)]) expect(within(row).getByText(text)).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, NotificationContextProvider, undoableEventEmitter, useNotify } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../api';
import { Toaster } from '../components/Toaster';
import { createI18nProvider } from '../providers/i18nProvider';
import { RaNotificationBridge } from './RaNotificationBridge';

function Notifier({ undoable = false }: { undoable?: boolean }) {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('ra.message.invalid_form', { type: 'error', undoable })}>invalid</button>
      <button onClick={() => notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } })}>created</button>
    </>
  );
}

function renderBridge(undoable = false) {
  return render(
    <I18nContextProvider value={createI18nProvider('en')}>
      <NotificationContextProvider>
        <Toaster />
        <RaNotificationBridge />
        <Notifier undoable={undoable} />
      </NotificationContextProvider>
    </I18nContextProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('RaNotificationBridge', () => {
  it("shows react-admin's notifications in the console's toaster, translated, for 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBridge();
    await user.click(screen.getByRole('button', { name: 'invalid' }));
    await user.click(screen.getByRole('button', { name: 'created' }));
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((t) => t.textContent)).toEqual(['The form is not valid. Please check for errors×', 'Element created×']);
    expect(toasts[0]).toHaveClass('toast-error');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 10));
    expect(screen.queryAllByTestId('toast')).toEqual([]);
  });

  it('commits an undoable mutation at once instead of offering an undo', async () => {
    const ended = vi.fn();
    undoableEventEmitter.once('end', ended);
    renderBridge(true);
    await userEvent.click(screen.getByRole('button', { name: 'invalid' }));
    expect(ended).toHaveBeenCalledWith({ isUndo: false });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});

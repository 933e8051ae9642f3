import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { showToast } from '../api';
import { createI18nProvider } from '../providers/i18nProvider';
import { Toaster } from './Toaster';

function mount() {
  return render(
    <I18nContextProvider value={createI18nProvider('en')}>
      <Toaster />
    </I18nContextProvider>,
  );
}

describe('Toaster (spec §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 2 seconds, then removes it', () => {
    vi.useFakeTimers();
    mount();
    act(() => void showToast({ type: 'error', message: 'Server down' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes at once with its close button, and keeps at most three', () => {
    mount();
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast({ type: 'info', message: `note ${n}` });
    });
    expect(screen.getAllByTestId('toast').map((t) => t.querySelector('.toast-text')?.textContent)).toEqual(['note 2', 'note 3', 'note 4']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });
});

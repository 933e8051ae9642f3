import { showToast, subscribeToasts } from './toast';

describe('toast bus', () => {
  it('delivers toasts with increasing ids until unsubscribed', () => {
    const seen: unknown[] = [];
    const unsubscribe = subscribeToasts((t) => seen.push(t));
    const first = showToast({ type: 'error', message: 'app.errors.network' });
    const second = showToast({ type: 'success', message: 'done', params: { n: 1 } });
    unsubscribe();
    showToast({ type: 'info', message: 'unseen' });
    expect(seen).toEqual([first, second]);
    expect(second.id).toBeGreaterThan(first.id);
    expect(second).toMatchObject({ type: 'success', message: 'done', params: { n: 1 } });
  });
});

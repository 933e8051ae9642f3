import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../api';
import { usePermissionVisible } from './usePermissionVisible';

function Button({ hiddenCode, actionCode }: { hiddenCode?: string; actionCode?: string }) {
  const visible = usePermissionVisible({ ...(hiddenCode ? { hiddenCode } : {}), ...(actionCode ? { actionCode } : {}) });
  return visible ? <button>act</button> : null;
}

afterEach(() => session.clear());

describe('usePermissionVisible (spec §6)', () => {
  it('shows an action-permission button only when the user has the code, live', () => {
    session.set({ userPermissions: [] });
    render(<Button actionCode="devicelist_add" />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => session.set({ userPermissions: ['devicelist_add'] }));
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it('hides a hidden-permission button when the user has the code', () => {
    session.set({ userPermissions: ['devicelist_hide_import'] });
    render(<Button hiddenCode="devicelist_hide_import" />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => session.set({ userPermissions: [] }));
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});

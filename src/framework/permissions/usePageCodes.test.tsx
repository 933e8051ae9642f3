import { Activity, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pagePermissionsQuery } from './pagePermissionsQuery';
import { usePageCodes } from './usePageCodes';

const KEY = pagePermissionsQuery('Operation').queryKey;

function setup() {
  const client = new QueryClient();
  client.setQueryData(KEY, { permissions: ['operation:add'], unreadAnnouncements: 0 });
  const renders = { count: 0 };
  function Page() {
    renders.count += 1;
    const codes = usePageCodes('Operation');
    return <p data-testid="codes">{codes === null ? 'loading' : codes.join(',')}</p>;
  }
  // one element for every render: only the hook's own updates may render the page again
  const page = <Page />;
  const tree = (mode: 'visible' | 'hidden'): ReactNode => (
    <QueryClientProvider client={client}>
      <Activity mode={mode}>{page}</Activity>
    </QueryClientProvider>
  );
  return { client, renders, tree };
}

describe('usePageCodes (spec §6, issue 11 §4: a kept page shown again costs nothing)', () => {
  it('does not render a page shown again from the tab cache when its codes were asked again and came back the same', () => {
    const { client, renders, tree } = setup();
    const { rerender } = render(tree('visible'));
    expect(screen.getByTestId('codes')).toHaveTextContent('operation:add');
    rerender(tree('hidden'));
    // the layout asks again on every route change: the same answer, a new result
    act(() => void client.setQueryData(KEY, { permissions: ['operation:add'], unreadAnnouncements: 3 }));
    const before = renders.count;
    rerender(tree('visible'));
    expect(renders.count).toBe(before);
    expect(screen.getByTestId('codes')).toHaveTextContent('operation:add');
  });

  it('renders the page again when its codes change, shown or shown again', () => {
    const { client, tree } = setup();
    const { rerender } = render(tree('visible'));
    act(() => void client.setQueryData(KEY, { permissions: ['operation:add', 'operation:edit'], unreadAnnouncements: 0 }));
    expect(screen.getByTestId('codes')).toHaveTextContent('operation:add,operation:edit');
    rerender(tree('hidden'));
    act(() => void client.setQueryData(KEY, { permissions: [], unreadAnnouncements: 0 }));
    rerender(tree('visible'));
    expect(screen.getByTestId('codes')).toHaveTextContent(/^$/);
  });
});

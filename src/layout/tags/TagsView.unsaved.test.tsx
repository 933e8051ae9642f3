/**
 * Issue 11 §2 "Esc throws away a form", at the tab bar: closing, closing others, closing all or
 * refreshing a tab whose page has a form dialog with changes asks first, and keeps the page when
 * the user goes back to it.
 */
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDiscardGuard } from '../../framework/form/useDiscardGuard';
import {
  TABLE,
  location,
  menuItem,
  openMenu,
  page,
  pageEl,
  renderConsole,
  resetPageCounters,
  tabEl,
  tabTitles,
  visit,
} from '../../../test/support/tagsConsole';

afterEach(resetPageCounters);

/** A page with a draft: the real guard, told about changes as SchemaForm tells it. */
function DraftPage() {
  const guard = useDiscardGuard(() => undefined);
  const [text, setText] = useState('');
  return (
    <input
      aria-label="draft"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        guard.report(event.target.value !== '');
      }}
    />
  );
}

const table = [...TABLE, page('/draft', 'Draft', { render: () => <DraftPage /> })];
const draft = () => within(pageEl('/draft')!).getByLabelText('draft') as HTMLInputElement;
const question = () => screen.queryByRole('dialog', { name: 'Close with unsaved changes?' });
/** answer the question; the rest of the page is inert until its dialog has gone */
async function answer(name: 'Keep editing' | 'Close and discard') {
  fireEvent.click(within(question()!).getByRole('button', { name }));
  await waitFor(() => expect(question()).toBeNull());
}

describe('TagsView with unsaved changes', () => {
  it('asks before closing a tab whose form has changes; keeping returns to the page as it was', async () => {
    renderConsole('/a', { table });
    visit('/draft');
    fireEvent.change(draft(), { target: { value: 'half typed' } });
    fireEvent.click(within(tabEl('/draft')).getByRole('button', { name: 'Close Draft' }));
    expect(within(question()!).getByText('A form on the page Draft has changes that will be lost.')).toBeInTheDocument();
    await answer('Keep editing');
    expect(tabTitles()).toEqual(['Home', 'Page A', 'Draft']);
    expect(draft().value).toBe('half typed');

    fireEvent.click(within(tabEl('/draft')).getByRole('button', { name: 'Close Draft' }));
    await answer('Close and discard');
    expect(tabTitles()).toEqual(['Home', 'Page A']);
    expect(pageEl('/draft')).toBeNull();
    expect(location()).toBe('/a');
  });

  it('asks for close others, close all and refresh when they would drop the draft, not otherwise', async () => {
    renderConsole('/index', { table });
    visit('/draft');
    fireEvent.change(draft(), { target: { value: 'x' } });
    visit('/a');

    openMenu('/a');
    fireEvent.click(menuItem('Close others'));
    expect(question()).not.toBeNull();
    await answer('Keep editing');
    openMenu('/a');
    fireEvent.click(menuItem('Close all'));
    expect(question()).not.toBeNull();
    await answer('Keep editing');
    openMenu('/draft');
    fireEvent.click(menuItem('Refresh'));
    expect(question()).not.toBeNull();
    await answer('Keep editing');
    expect(tabTitles()).toEqual(['Home', 'Draft', 'Page A']);
    expect(draft().value).toBe('x');

    // closing a tab without a draft does not ask
    fireEvent.click(within(tabEl('/a')).getByRole('button', { name: 'Close Page A' }));
    expect(question()).toBeNull();
    expect(tabTitles()).toEqual(['Home', 'Draft']);

    // a form back to unchanged: closing asks nothing
    fireEvent.change(draft(), { target: { value: '' } });
    fireEvent.click(within(tabEl('/draft')).getByRole('button', { name: 'Close Draft' }));
    expect(question()).toBeNull();
    expect(tabTitles()).toEqual(['Home']);
  });
});

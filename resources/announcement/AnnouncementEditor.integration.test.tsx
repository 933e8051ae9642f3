/**
 * The announcement editor (issue 28 §2) through the console's real data provider against the
 * platform in-process: a URL announcement the server refuses shows the server's message at the
 * content with what was typed kept, then saves once fixed; files picked beyond 5 are left out
 * with the limit's message; the readers dialog shows who read it.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, Notification } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ADMIN, loggedInPlatform } from '../../test/support/platformClient';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { loadSchemaRegistry } from '../../src/framework/schema/schemaRegistry';
import { SchemaCreate } from '../../src/framework/form/SchemaCreate';
import { api } from '../../src/api';
import { ANNOUNCEMENT_MANAGE_PATH } from '../../src/lib/announcements';
import announcement from './index';
import { ReadersDialog } from './ReadersDialog';
import { useAttachmentLimit } from './useAttachmentLimit';

vi.setConfig({ testTimeout: 60_000 });

const harness = loggedInPlatform(ADMIN);

async function renderCreate(defaults: Record<string, unknown>) {
  const entity = (await loadSchemaRegistry([announcement])).entities.get('announcement')!;
  await entity.loadValidator?.();
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={createDataProvider({ apiOf: (resource) => (resource === 'announcement' ? entity.ui.api : undefined) })} i18nProvider={createI18nProvider('en')}>
      <SchemaCreate entity={entity} defaults={defaults} onClose={onClose} />
      <Notification />
    </AdminContext>,
  );
  return { onClose };
}

function Attachments() {
  useAttachmentLimit('attachments');
  const files: unknown = useWatch({ name: 'attachments' });
  return <output data-testid="kept">{Array.isArray(files) ? files.length : 0}</output>;
}

describe('the announcement editor', () => {
  it("shows the server's refusal of a URL at the content, keeps what was typed, and saves once it is fixed", async () => {
    const { onClose } = await renderCreate({ contentType: 2 });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Renewal policy' } });
    const content = await screen.findByLabelText(/^Content(?! type)/);
    fireEvent.change(content, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an http(s) address or a path of this console, such as https://example.com/notice.html', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Content(?! type)/)).toHaveValue('javascript:alert(1)');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Renewal policy');
    expect(onClose).not.toHaveBeenCalled();
    // recipients "all": the inputs of the other choices are not there
    expect(screen.queryByLabelText(/^Users/)).toBeNull();
    expect(screen.queryByLabelText(/^Repeat interval/)).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Content(?! type)/), { target: { value: 'https://example.com/renewal.html' } });
    fireEvent.blur(screen.getByLabelText(/^Content(?! type)/));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    const rows = await harness().platform.app.db.selectFrom('announcements').select(['title', 'content', 'content_type']).where('title', '=', 'Renewal policy').execute();
    expect(rows).toEqual([{ title: 'Renewal policy', content: 'https://example.com/renewal.html', content_type: 2 }]);
  });

  it('leaves out the files picked beyond 5, with the limit’s message', async () => {
    const files = Array.from({ length: 7 }, (_, i) => ({ title: `f${i}.pdf` }));
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <Form record={{ attachments: files }}>
          <Attachments />
        </Form>
        <Notification />
      </AdminContext>,
    );
    expect(await screen.findByText('At most 5 attachments can be uploaded')).toBeInTheDocument();
    expect(screen.getByTestId('kept')).toHaveTextContent('5');
  });

  it('lists who of the recipients has had it displayed and read', async () => {
    const created = await api.post<{ id: number }>(ANNOUNCEMENT_MANAGE_PATH, { title: 'Readers', contentType: 1, content: '<p>Hi</p>' }, undefined, { silent: true });
    await api.form('PUT', `/announcement/state/${created!.id}`, { property: 'display', timestamp: String(Date.now()), value: '1', medium: 'web' }, undefined, { silent: true });
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <ReadersDialog id={created!.id} title="Readers" onClose={() => undefined} />
      </AdminContext>,
    );
    const row = await screen.findByTestId('announcement-reader-admin0001', {}, { timeout: 10_000 });
    expect(row.textContent).toContain('Not yet');
    expect(row.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(screen.getByTestId('announcement-readers-summary').textContent).toMatch(/^Displayed to 1 of \d+, read by 0$/);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createI18nProvider } from '../../providers/i18nProvider';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetWire } from '../../../test/support/gadgetSchema';
import { SchemaShow } from './SchemaShow';

vi.setConfig({ testTimeout: 20_000 });

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

describe('SchemaShow', () => {
  it('says in the drawer when the record fails to load, with the server text, stays on the page and retries', async () => {
    let fail = true;
    const getOne = vi.fn(async () => {
      if (fail) throw new HttpError('Gadget 4 was deleted', 404);
      return { data: { id: 4, code: 'ABCD', kind: 1, note: 'hi' } };
    });
    const entity = buildSchemaRegistry(gadgetWire).entities.get('gadget')!;
    render(
      <MemoryRouter initialEntries={['/gadget/list']}>
        <AdminContext dataProvider={testDataProvider({ getOne: getOne as never })} i18nProvider={createI18nProvider('en')}>
          <Where />
          <SchemaShow entity={entity} id={4} title="Gadget ABCD" onClose={() => undefined} />
        </AdminContext>
      </MemoryRouter>,
    );
    const details = await screen.findByRole('region', { name: 'Gadget ABCD' });
    expect(await within(details).findByText('Gadget 4 was deleted')).toBeInTheDocument();
    // react-admin's default would navigate to /gadget a moment after the failure
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/gadget\/list$/);
    fail = false;
    fireEvent.click(within(details).getByRole('button', { name: 'Retry' }));
    expect(await within(details).findByText('hi')).toBeInTheDocument();
  });
});

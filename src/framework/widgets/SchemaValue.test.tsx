import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import type { PropertySchema } from '../../lib/schema/types';
import { gadgetSchema } from '../testing/gadgetSchema';
import { SchemaValue } from './SchemaValue';

const file: PropertySchema = { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } } };
const entity = buildSchemaRegistry({
  entities: [{ ...gadgetSchema, properties: { ...gadgetSchema.properties, manual: file, photo: file } }],
  shared: [],
}).entities.get('gadget')!;
entity.ui.fields = { ...entity.ui.fields, manual: { widget: 'fileUpload' }, photo: { widget: 'imageUpload' } };

function cell(name: string, record: Record<string, unknown>) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <SchemaValue entity={entity} name={name} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('SchemaValue files', () => {
  it('links a stored file of this origin', () => {
    cell('manual', { manual: { name: 'manual.pdf', url: '/api/files/records/m.pdf' } });
    expect(screen.getByRole('link', { name: 'manual.pdf' })).toHaveAttribute('href', '/api/files/records/m.pdf');
  });

  it('shows a stored image of this origin', () => {
    cell('photo', { photo: { name: 'x.png', url: '/api/files/records/x.png' } });
    expect(screen.getByRole('img', { name: 'x.png' })).toHaveAttribute('src', '/api/files/records/x.png');
  });

  it('never links or loads a script or foreign-protocol address', () => {
    const { container } = cell('manual', { manual: { name: 'evil.pdf', url: 'javascript:alert(1)' } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('evil.pdf')).toBeInTheDocument();
    cell('photo', { photo: { name: 'x.png', url: '//evil.example/x.png' } });
    expect(container.ownerDocument.querySelector('img')).toBeNull();
  });
});

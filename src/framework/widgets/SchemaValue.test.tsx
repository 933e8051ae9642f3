import { screen } from '@testing-library/react';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import type { PropertySchema } from '../../lib/schema/types';
import { gadgetSchema } from '../../../test/support/gadgetSchema';
import { renderValue } from '../../../test/support/renderValue';

const file: PropertySchema = { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } } };
const entity = buildSchemaRegistry({
  entities: [{ ...gadgetSchema, properties: { ...gadgetSchema.properties, manual: file, photo: file } }],
  shared: [],
}).entities.get('gadget')!;
entity.ui.fields = { ...entity.ui.fields, manual: { widget: 'fileUpload' }, photo: { widget: 'imageUpload' } };

const cell = (name: string, record: Record<string, unknown>) => renderValue(entity, name, record);

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

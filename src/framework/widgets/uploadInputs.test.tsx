import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import type { EntitySchema } from '../../lib/schema/types';
import { createI18nProvider } from '../../providers/i18nProvider';
import { SchemaCreate } from '../form/SchemaCreate';
import { buildSchemaRegistry } from '../schema/schemaRegistry';
import { gadgetSchema } from '../../../test/support/gadgetSchema';

vi.setConfig({ testTimeout: 20_000 });

const withPhoto: EntitySchema = {
  ...gadgetSchema,
  properties: {
    ...gadgetSchema.properties,
    photo: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' }, size: { type: 'integer' }, type: { type: 'string' }, url: { type: 'string' } } },
  },
  'x-ui': { ...gadgetSchema['x-ui'], fields: { ...gadgetSchema['x-ui'].fields, photo: { widget: 'imageUpload', accept: ['png'], maxSize: 1000 } } },
};

function setup() {
  let made = 0;
  const createObjectURL = vi.fn(() => `blob:preview-${++made}`);
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const entity = buildSchemaRegistry({ entities: [withPhoto], shared: [] }).entities.get('gadget')!;
  const view = render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
      <SchemaCreate entity={entity} onClose={() => undefined} />
    </AdminContext>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, input, revokeObjectURL };
}

const png = (name: string, size: number) => new File(['x'.repeat(size)], name, { type: 'image/png' });

describe('the image upload widget', () => {
  it('keeps an oversized file and says at the field that it is too large, at once', async () => {
    const { input } = setup();
    await userEvent.upload(input, png('big.png', 2000));
    expect(await screen.findByText('The file must not exceed 1000 B')).toBeInTheDocument();
    expect(screen.getByAltText('big.png')).toHaveAttribute('src', 'blob:preview-1');
  });

  it('revokes the preview URL when the file is removed and when the form goes', async () => {
    const { input, revokeObjectURL, unmount } = setup();
    await userEvent.upload(input, png('a.png', 10));
    await waitFor(() => expect(screen.getByAltText('a.png')).toHaveAttribute('src', 'blob:preview-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
    expect(screen.queryByAltText('a.png')).toBeNull();

    await userEvent.upload(input, png('b.png', 10));
    await waitFor(() => expect(screen.getByAltText('b.png')).toHaveAttribute('src', 'blob:preview-2'));
    expect(screen.queryByText(/must not exceed/)).toBeNull();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});

/**
 * Test harness: the generated device list page (schemas/device.schema.json) over a data provider,
 * in English. A test file using it mocks `src/api` (the page asks for its operation codes).
 */
import { render } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import defs from '../../schemas/defs.schema.json';
import device from '../../schemas/device.schema.json';
import type { EntitySchema } from '../../src/lib/schema/types';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { SchemaPage } from '../../src/framework/SchemaPage';
import { buildSchemaRegistry } from '../../src/framework/schema/schemaRegistry';
import { SchemaRegistryContext } from '../../src/framework/schema/SchemaRegistryContext';

export const deviceRegistry = buildSchemaRegistry({ entities: [device as unknown as EntitySchema], shared: [defs as unknown as EntitySchema] });

export function renderDeviceList(dataProvider: DataProvider) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
      <SchemaRegistryContext.Provider value={deviceRegistry}>
        <SchemaPage binding={deviceRegistry.pages.get('/device/list/index')!} name="DeviceList" />
      </SchemaRegistryContext.Provider>
    </AdminContext>,
  );
}

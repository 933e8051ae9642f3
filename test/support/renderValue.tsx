/** Test harness: one property's value of one record, as a list cell or the detail view shows it. */
import { render } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import type { EntityEntry } from '../../src/framework/schema/schemaRegistry';
import { SchemaValue } from '../../src/framework/widgets/SchemaValue';

export function renderValue(entity: EntityEntry, name: string, record: Record<string, unknown>) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <SchemaValue entity={entity} name={name} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

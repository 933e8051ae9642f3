import { render, screen } from '@testing-library/react';
import { Admin, testDataProvider, useResourceDefinitions, useGetRecordRepresentation } from 'react-admin';
import { buildSchemaRegistry } from '../framework';
import { gadgetWire } from '../framework/testing/gadgetSchema';
import { createI18nProvider } from '../providers/i18nProvider';
import { schemaResources } from './schemaResources';

function Probe() {
  const definitions = useResourceDefinitions();
  const represent = useGetRecordRepresentation('gadget');
  return (
    <div>
      <p data-testid="resources">{Object.keys(definitions).join(',')}</p>
      <p data-testid="representation">{String(represent({ id: 7, code: 'G-7' }))}</p>
    </div>
  );
}

describe('schema entities as react-admin resources', () => {
  it('are known to react-admin, with the schema’s record label', async () => {
    const registry = buildSchemaRegistry(gadgetWire);
    render(
      <Admin dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')} dashboard={Probe} disableTelemetry>
        {schemaResources(registry)}
      </Admin>,
    );
    expect(await screen.findByTestId('resources')).toHaveTextContent('gadget');
    expect(screen.getByTestId('representation')).toHaveTextContent('G-7');
  });
});

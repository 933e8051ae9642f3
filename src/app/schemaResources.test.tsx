import { render, screen } from '@testing-library/react';
import { Admin, testDataProvider, useGetRecordRepresentation, useGetResourceLabel, useResourceDefinition, useResourceDefinitions } from 'react-admin';
import { buildSchemaRegistry } from '../framework';
import { gadgetWire } from '../../test/support/gadgetSchema';
import { createI18nProvider } from '../providers/i18nProvider';
import { schemaResources } from './schemaResources';

function Probe() {
  const definitions = useResourceDefinitions();
  const gadget = useResourceDefinition({ resource: 'gadget' });
  const represent = useGetRecordRepresentation('gadget');
  const label = useGetResourceLabel();
  const routes = (['hasList', 'hasCreate', 'hasEdit', 'hasShow'] as const).map((key) => `${key}=${String(gadget[key])}`);
  return (
    <div>
      <p data-testid="resources">{Object.keys(definitions).join(',')}</p>
      <p data-testid="representation">{String(represent({ id: 7, code: 'G-7' }))}</p>
      <p data-testid="label">{label('gadget', 2)}</p>
      <p data-testid="routes">{routes.join(' ')}</p>
    </div>
  );
}

describe('schema entities as react-admin resources', () => {
  it('are known to react-admin, with the schema’s record label and name, and no record routes', async () => {
    const registry = buildSchemaRegistry(gadgetWire);
    render(
      <Admin dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')} dashboard={Probe} disableTelemetry>
        {schemaResources(registry)}
      </Admin>,
    );
    expect(await screen.findByTestId('resources')).toHaveTextContent('gadget');
    // x-ui.recordLabel is 'code'
    expect(screen.getByTestId('representation')).toHaveTextContent('G-7');
    // no locale key for the test entity: the schema's title, not react-admin's "Gadgets"
    expect(screen.getByTestId('label')).toHaveTextContent(/^Gadget$/);
    // a record has no address: react-admin must not link to /gadget/7 (docs/resources-design.md)
    expect(screen.getByTestId('routes')).toHaveTextContent('hasList=false hasCreate=false hasEdit=false hasShow=false');
  });
});

import { OperationPage } from '../../resources/operation/OperationPage';
import { resourceDefinitions } from './resources';
import { pageComponents } from './pageRegistry';
import { HAND_WRITTEN } from './schemaPages';

describe('pages declared by a resource', () => {
  it('are served for their component path, ahead of the generated page of the same path', async () => {
    const operation = resourceDefinitions.find((d) => d.name === 'operation')!;
    const load = operation.overrides.pages?.['/management/operation/index'];
    expect(load).toBeDefined();
    await expect(load!()).resolves.toEqual({ default: OperationPage });
    expect(pageComponents.has('/management/operation/index')).toBe(true);
    // the schema's generated page never takes a path a resource serves
    expect(HAND_WRITTEN.has('/management/operation/index')).toBe(true);
  });
});

import { OperationPage } from '../../resources/operation/OperationPage';
import { defineResource } from '../framework';
import { resourceDefinitions } from './resources';
import { collectPages, pageComponents } from './pageRegistry';
import { HAND_WRITTEN } from './schemaPages';

const page = async () => ({ default: () => null });

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

  it('join the console’s own pages by normalized component path', () => {
    const monitor = defineResource({ name: 'device', overrides: { pages: { '/device/monitor/index.vue': page } } });
    const pages = collectPages({ '/dashboard/index': page }, [monitor]);
    expect([...pages.keys()]).toEqual(['/dashboard/index', '/device/monitor/index']);
  });

  it('stop the start-up when two declare the same path, naming both', () => {
    const a = defineResource({ name: 'waybill', overrides: { pages: { '/waybill/detail/index': page } } });
    const b = defineResource({ name: 'alarm', overrides: { pages: { '/waybill/detail/index.vue': page } } });
    expect(() => collectPages({}, [a, b])).toThrow('/waybill/detail/index is declared by both resources/waybill and resources/alarm');
    expect(() => collectPages({ '/waybill/detail/index': page }, [b])).toThrow('src/app/pageRegistry.ts and resources/alarm');
  });
});

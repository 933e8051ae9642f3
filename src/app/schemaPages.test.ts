import { buildSchemaRegistry } from '../framework';
import { gadgetSchema } from '../../test/support/gadgetSchema';
import { normalizeComponent } from '../lib/routes';
import { pageComponents } from './pageRegistry';
import { HAND_WRITTEN, registerSchemaPages } from './schemaPages';

describe('registerSchemaPages', () => {
  it("registers every entity component path as the generated page; a hand-written page keeps its path", () => {
    const taken = { ...gadgetSchema, 'x-ui': { ...gadgetSchema['x-ui'], components: [...gadgetSchema['x-ui'].components, '/management/operation/index.vue'] } };
    const before = pageComponents.get('/management/operation/index');
    const added = registerSchemaPages(buildSchemaRegistry({ entities: [taken], shared: [] }), HAND_WRITTEN);
    expect(added).toEqual(['/gadget/list/index', '/gadget/spare/index']);
    expect(pageComponents.get(normalizeComponent('/gadget/spare/index.vue'))).toBeDefined();
    expect(pageComponents.get('/management/operation/index')).toBe(before);
  });
});

/**
 * Page operations (spec §7): the schema describes an operation (the server validates with it) and
 * the data provider follows its `x-ui.api` paths; the Operation page is this resource's own page,
 * in this folder, served for the menu's component path: the codes of every page, per page.
 */
import { defineResource } from '../../src/framework';

export default defineResource({
  name: 'operation',
  overrides: {
    pages: {
      '/management/operation/index': () => import('./OperationPage').then((m) => ({ default: m.OperationPage })),
    },
  },
});

/**
 * Roles: the generated pages, with a permission tree instead of two flat pickers (issue 11 §1)
 * and the permission-change log on each row (spec §6). The tree is a widget of this resource,
 * not of the shared registry: it knows `menuIds` and `operationIds` together and the
 * /operation/tree call, which no other entity has.
 */
import { defineResource, named } from '../../src/framework';
import { PermissionLogButton } from './PermissionLogButton';
import { PermissionTreeCodes, PermissionTreeInput } from './PermissionTreeInput';

export default defineResource({
  name: 'role',
  overrides: {
    ui: {
      fields: {
        menuIds: { widget: 'permissionTree', label: 'app.schema.role.permissionTree.label' },
        operationIds: { widget: 'permissionTreeCodes' },
      },
    },
    widgets: [
      { name: 'permissionTree', tester: named('permissionTree'), input: PermissionTreeInput },
      { name: 'permissionTreeCodes', tester: named('permissionTreeCodes'), input: PermissionTreeCodes },
    ],
    rowActions: [PermissionLogButton],
  },
});

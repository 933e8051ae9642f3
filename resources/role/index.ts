/**
 * Roles: the generated pages, with a permission tree instead of two flat pickers (issue 11 §1)
 * and the permission-change log on each row (spec §6); its editor asks before taking permissions
 * away and confirms a save (RoleEdit). The tree is a widget of this resource,
 * not of the shared registry: it knows `menuIds` and `operationIds` together and the
 * /operation/tree call, which no other entity has.
 */
import { defineResource, named } from '../../src/framework';
import { PermissionLogButton } from './PermissionLogButton';
import { PermissionTreeCodes, PermissionTreeInput } from './PermissionTreeInput';
import { RoleEditView } from './RoleEditView';

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
    // a save that takes permissions away asks first, and every save says so (issue 26 §3)
    views: { edit: RoleEditView },
  },
});

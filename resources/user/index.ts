/** Users: the generated pages plus a reset-password button on each row. */
import { defineResource } from '../../src/framework';
import { ResetPasswordButton } from './ResetPasswordButton';

export default defineResource({
  name: 'user',
  overrides: { rowActions: [ResetPasswordButton] },
});

/**
 * Page operations: off the `/{resource}` conventions; the schema's `x-ui.api` holds their
 * paths (spec §7), which the data provider follows. Nothing else to override.
 */
import { defineResource } from '../../src/framework';

export default defineResource({ name: 'operation' });

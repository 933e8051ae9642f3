/**
 * Assets: one entity, four pages told apart by the component's fixed filter (spec §2: vehicle
 * role 1, coldstore 2, box 3, cabinet 4), all in the schema; nothing to override yet.
 */
import { defineResource } from '../../src/framework';

export default defineResource({ name: 'asset' });

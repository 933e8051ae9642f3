/** Waybills: the generated pages; status transitions (depart, deliver, reject) come with the waybill actions. */
import { defineResource } from '../../src/framework';

export default defineResource({ name: 'waybill' });

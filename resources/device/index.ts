/** Devices: the schema says it all (two pages: the list and the devices pending renewal). */
import { defineResource } from '../../src/framework';

export default defineResource({ name: 'device' });

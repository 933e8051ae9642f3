// Shared set-up for Node-side tests (lib, api, providers, server).
import { runtimeValidators } from '../../src/framework/schema/runtimeValidators';
import { setValidatorSource } from '../../src/framework/schema/validators';

// entity validators compiled at once with ajv (the console loads generated ones, see validators.ts)
setValidatorSource(runtimeValidators);

export { loadConfig, CONFIG_URL } from './loadConfig';
export { parseConfig, type ConfigResult, type BuildEnv } from './parseConfig';
export { resolveWsUrl } from './resolveWsUrl';

/**
 * String formats of the platform (spec §5). Each name has a message `validation.format.<name>`
 * in the three locale files; `createAjv` registers them all.
 */

/** Spec §5 formats, as whole-value patterns. */
export const CUSTOM_FORMATS = {
  /** mainland mobile: 1[3-9] plus 9 digits */
  mobile: /^1[3-9]\d{9}$/,
  /** optional + and digits */
  'international-phone': /^\+?\d+$/,
  /** area code (0 plus 2–3 digits) - 8 digits */
  landline: /^0\d{2,3}-\d{8}$/,
  'no-whitespace': /^\S*$/,
  'device-number': /^\d{8}$/,
  /** no special characters and no whitespace: letters (any script), digits, - and _ */
  'device-name': /^[\p{L}\p{N}_-]*$/u,
  /** three half-width comma-separated numbers, e.g. 1,2,3 or 1.5,2,30 */
  'asset-size': /^\d+(\.\d+)?,\d+(\.\d+)?,\d+(\.\d+)?$/,
  'backup-file-name': /^[A-Za-z0-9_-]+$/,
  /** relative route path: must not start with / */
  'menu-path': /^[^/\s]\S*$/,
  /** a component path starting with /, or empty for the main layout */
  'menu-component': /^(\/\S*)?$/,
  /** at least 8 characters, no blanks */
  'login-account': /^\S{8,}$/,
  /** a number typed as text with at most two decimals */
  decimal2: /^-?\d+(\.\d{1,2})?$/,
  /** a number typed as text with at most one decimal */
  'one-decimal': /^-?\d+(\.\d)?$/,
  /** a number typed as text with exactly two decimals, e.g. 12.50 */
  'two-decimals': /^-?\d+\.\d{2}$/,
  /** a camera stream: rtsp, rtmp or http(s), or a path of this server ('/media/…', never '//host'); never a script URL */
  'stream-url': /^((rtsp|rtmp|https?):\/\/\S+|\/(?!\/)\S+)$/i,
  /** an NFC tag's UID: 4, 7 or 10 bytes (or any whole bytes between) as upper-case hexadecimal */
  'nfc-uid': /^(?:[0-9A-F]{2}){4,10}$/,
} as const satisfies Record<string, RegExp>;

/** ajv-formats' formats the schemas may use (each with its own message too). */
export const STANDARD_FORMATS = ['date', 'time', 'date-time', 'uri', 'url', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'] as const;

export type FormatName = keyof typeof CUSTOM_FORMATS | (typeof STANDARD_FORMATS)[number];

/** Every format with a message of its own. */
export const FORMAT_NAMES: readonly FormatName[] = [...(Object.keys(CUSTOM_FORMATS) as Array<keyof typeof CUSTOM_FORMATS>), ...STANDARD_FORMATS];

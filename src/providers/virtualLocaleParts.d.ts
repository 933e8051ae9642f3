/** The two parts of a locale file, made by vite.config.ts's localeParts plugin (src/lib/localeParts.ts). */
declare module 'virtual:locale-part/*' {
  const messages: Record<string, unknown>;
  export default messages;
}

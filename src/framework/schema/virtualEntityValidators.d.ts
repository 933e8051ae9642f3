/** The build's generated entity validators (vite.config.ts, `entityValidators()`). */
declare module 'virtual:entity-validators' {
  import type { CompiledValidate } from '../../lib/validation/issues';

  export const generated: Readonly<
    Record<
      string,
      {
        /** `schemaFingerprint` of the schema and shared definitions it was generated from */
        fingerprint: string;
        load(): Promise<{ full: CompiledValidate; partial: CompiledValidate }>;
      }
    >
  >;
}

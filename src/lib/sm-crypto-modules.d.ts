// sm-crypto's sub-modules, imported one by one so that a bundle needing only SM3 does not
// carry SM2 and its big-integer library (@types/sm-crypto only declares the package root).
declare module 'sm-crypto/src/sm3/index.js' {
  /** Lowercase hex SM3 digest of a UTF-8 string. */
  export default function sm3(input: string): string;
}

// sm-crypto's SM2 is the tests' reference implementation only (sm2.reference.test.ts): the
// console and the server use src/lib/sm2.ts, on @noble/curves
declare module 'sm-crypto/src/sm2/index.js' {
  interface KeyPairHex {
    privateKey: string;
    publicKey: string;
  }
  const sm2: {
    generateKeyPairHex(): KeyPairHex;
    doEncrypt(message: string, publicKey: string, cipherMode?: 0 | 1): string;
    doDecrypt(encryptData: string, privateKey: string, cipherMode?: 0 | 1): string;
    /** '04' + x + y of d·G, lowercase hex */
    getPublicKeyFromPrivateKey(privateKey: string): string;
  };
  export default sm2;
}

declare module 'sm-crypto/src/sm2/sm3.js' {
  /** SM3 digest of bytes, as bytes. */
  export function sm3(input: number[]): number[];
}

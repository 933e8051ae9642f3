// sm-crypto's sub-modules, imported one by one so that a bundle needing only SM3 does not
// carry SM2 and its big-integer library (@types/sm-crypto only declares the package root).
declare module 'sm-crypto/src/sm3/index.js' {
  /** Lowercase hex SM3 digest of a UTF-8 string. */
  export default function sm3(input: string): string;
}

declare module 'sm-crypto/src/sm2/index.js' {
  interface KeyPairHex {
    privateKey: string;
    publicKey: string;
  }
  const sm2: {
    generateKeyPairHex(): KeyPairHex;
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

declare module 'sm-crypto/src/sm2/utils.js' {
  import type { BigInteger } from 'jsbn';
  interface Point {
    multiply(k: BigInteger): Point;
    getX(): { toBigInteger(): BigInteger };
    getY(): { toBigInteger(): BigInteger };
  }
  const utils: {
    getGlobalCurve(): { decodePointHex(hex: string): Point };
    generateKeyPairHex(): { privateKey: string; publicKey: string };
    verifyPublicKey(publicKeyHex: string): boolean;
    utf8ToHex(text: string): string;
    hexToArray(hex: string): number[];
    arrayToHex(bytes: number[]): string;
    leftPad(text: string, length: number): string;
  };
  export default utils;
}

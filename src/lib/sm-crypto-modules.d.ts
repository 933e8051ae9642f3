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
    doEncrypt(msg: string, publicKey: string, cipherMode?: 0 | 1): string;
    doDecrypt(encryptData: string, privateKey: string, cipherMode?: 0 | 1): string;
  };
  export default sm2;
}

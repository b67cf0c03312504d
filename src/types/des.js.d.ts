// The part of des.js the project uses: single DES in ECB mode with PKCS#7 padding.
declare module 'des.js' {
  interface Cipher {
    update(data: number[] | Uint8Array): number[];
    final(): number[];
  }
  export const DES: { create(options: { type: 'encrypt' | 'decrypt'; key: number[] | Uint8Array; padding?: boolean }): Cipher };
}

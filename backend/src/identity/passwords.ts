import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes and verifies passwords. The stored form carries its own parameters
 * (`scrypt$N$r$p$salt$hash`), so raising the cost later keeps old hashes verifiable.
 */
export class PasswordHasher {
  readonly #params: ScryptParams;
  #decoy: Promise<string> | null = null;

  constructor(params: ScryptParams = OWASP_SCRYPT) {
    this.#params = params;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.#params);
    const { N, r, p } = this.#params;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /**
   * Verify against a throw-away hash with the same cost, so an unknown email takes as long as a
   * wrong password and response times do not reveal which emails have accounts.
   */
  async verifyDecoy(password: string): Promise<false> {
    this.#decoy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(password, await this.#decoy);
    return false;
  }
}

/**
 * Gmail tokens, kept on the server and sealed per user: AES-256-GCM under a key derived (HKDF)
 * from the master key and the user id, with the user id as additional data, so a sealed document
 * copied to another user does not open. The master key comes from GMAIL_TOKEN_KEY or is generated
 * once in DATA_DIR. Tokens are never logged and never sent to the browser.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadStore } from '../readstore/port.ts';

export interface GmailTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds, when known. */
  expiresAt: number | null;
  scope: string | null;
}

interface SealedTokensDoc {
  _id: string;
  iv: string;
  tag: string;
  data: string;
  updatedAt: string;
}

export const GMAIL_TOKENS = 'gmail_tokens';

/** GMAIL_TOKEN_KEY (base64, 32 bytes), else a key generated once in DATA_DIR. */
export function gmailMasterKey(config: { GMAIL_TOKEN_KEY?: string | undefined; DATA_DIR: string }): Buffer {
  if (config.GMAIL_TOKEN_KEY) return Buffer.from(config.GMAIL_TOKEN_KEY, 'base64');
  const file = join(config.DATA_DIR, 'gmail-token-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

function userKey(master: Buffer, userId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.from(userId, 'utf8'), 'folio gmail tokens v1', 32));
}

export function sealTokens(master: Buffer, userId: string, tokens: GmailTokens): Omit<SealedTokensDoc, '_id' | 'updatedAt'> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', userKey(master, userId), iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const data = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

/** The tokens, or null when the document does not open (wrong key, wrong user, tampered). */
export function openTokens(master: Buffer, userId: string, sealed: Pick<SealedTokensDoc, 'iv' | 'tag' | 'data'>): GmailTokens | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', userKey(master, userId), Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const text = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as GmailTokens;
  } catch {
    return null;
  }
}

export function tokenVault(deps: { readStore: ReadStore; masterKey: () => Buffer; now: () => Date }) {
  const docs = () => deps.readStore.collection<SealedTokensDoc>(GMAIL_TOKENS);
  return {
    async load(userId: string): Promise<GmailTokens | null> {
      const doc = await docs().findOne({ _id: userId });
      return doc ? openTokens(deps.masterKey(), userId, doc) : null;
    },
    async save(userId: string, tokens: GmailTokens): Promise<void> {
      await docs().upsert({ _id: userId, ...sealTokens(deps.masterKey(), userId, tokens), updatedAt: deps.now().toISOString() });
    },
    async remove(userId: string): Promise<void> {
      await docs().deleteMany({ _id: userId });
    },
  };
}

export type TokenVault = ReturnType<typeof tokenVault>;

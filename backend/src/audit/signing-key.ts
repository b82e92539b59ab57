/** The Ed25519 key that signs audit checkpoints: from AUDIT_SIGNING_KEY, else generated once in DATA_DIR. */
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_FILE = 'audit-signing-key.pem';

/** AUDIT_SIGNING_KEY: a PKCS#8 PEM, or that PEM or its DER in base64. */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  if (trimmed.includes('-----BEGIN')) key = createPrivateKey(trimmed);
  else {
    const bytes = Buffer.from(trimmed, 'base64');
    const decoded = bytes.toString('utf8');
    key = decoded.includes('-----BEGIN') ? createPrivateKey(decoded) : createPrivateKey({ key: bytes, format: 'der', type: 'pkcs8' });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`is a ${key.asymmetricKeyType ?? 'unknown'} key, not Ed25519`);
  return key;
}

/** The configured key, else one generated once in DATA_DIR (readable by the owner only). */
export function auditSigningKey(config: { AUDIT_SIGNING_KEY?: string | undefined; DATA_DIR: string }): () => KeyObject {
  let key: KeyObject | undefined;
  return () => {
    if (key) return key;
    if (config.AUDIT_SIGNING_KEY) return (key = parseSigningKey(config.AUDIT_SIGNING_KEY));
    const file = join(config.DATA_DIR, KEY_FILE);
    try {
      return (key = createPrivateKey(readFileSync(file, 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    mkdirSync(config.DATA_DIR, { recursive: true });
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    try {
      writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return (key = createPrivateKey(readFileSync(file, 'utf8')));
  };
}


/**
 * `bytes` in memory of their own, for a Buffer that is kept (a cache's answer). Node makes Buffers
 * shorter than half of `Buffer.poolSize` (64 KB on Node 24) as slices of a shared slab: a kept
 * 1.5 KB answer holds its whole 64 KB slab alive, which a cache bounded by its answers' lengths
 * does not count: 2,000 such answers made among other Buffers' work kept 125 MB alive for their
 * 2.9 MB (`unpooled.test.ts`). Returned as is when it already owns its memory.
 */
export function unpooled(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

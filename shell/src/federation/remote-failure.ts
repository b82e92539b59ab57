/** Turns Module Federation runtime errors into a sentence for the contained error panel. */
export function describeRemoteFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('RUNTIME-004')) return 'It is not listed in the front-end registry.';
  if (text.includes('RUNTIME-003')) return 'Its manifest could not be downloaded.';
  if (text.includes('RUNTIME-013')) return 'Its manifest is not a valid federation manifest.';
  if (text.includes('RUNTIME-008') || text.includes('ScriptNetworkError')) return 'Its code could not be downloaded.';
  if (text.includes('ChunkLoadError') || text.includes('Loading chunk')) return 'Part of its code could not be downloaded.';
  return text.split('\n')[0]?.slice(0, 300) || 'It failed to load.';
}

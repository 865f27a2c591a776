// Local-storage version check (spec section 4, decisions.md "Sign-in"): when the stored version is
// missing or differs from the configured localStorageVersion, compared part by part after splitting
// on '.', the app clears local storage and stores the configured version. The clearing is the
// app's; this is only the comparison.
//
// Parts are compared as text: '1.01' and '1.1' differ (either way the storage is cleared, which is
// the safe side). An empty stored value counts as missing.

export function isStorageVersionCurrent(stored: string | null, configured: string): boolean {
  if (typeof stored !== 'string' || stored === '' || typeof configured !== 'string') return false;
  const storedParts = stored.split('.');
  const configuredParts = configured.split('.');
  if (storedParts.length !== configuredParts.length) return false;
  return storedParts.every((part, i) => part === configuredParts[i]);
}

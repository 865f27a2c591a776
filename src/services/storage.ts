// Local and session storage behind small, failure-proof helpers: a browser that refuses storage
// (private mode, quota) must not break the boot.
import { LANGUAGES, STORAGE_KEYS, type Language } from '../../machines/domain/constants';
import type { UserInfo } from '../../machines/domain/types';
import { isStorageVersionCurrent } from '../../machines/domain/storageVersion';
import { readUserInfo } from '../../machines/domain/userInfo';
import type { PreparedStorage } from '../../machines/app/app.machine';

export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage refused: the value lives for this page only.
  }
}

export function removeLocal(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to remove when storage is refused.
  }
}

export function readSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, value);
  } catch {
    // Storage refused.
  }
}

export function removeSession(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Nothing to remove when storage is refused.
  }
}

export function clearSession(): void {
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // Storage refused.
  }
}

/**
 * The local-storage version rule (spec section 4, decisions.md): runs before anything else reads
 * local storage. Returns the preferences that survive it.
 */
export function prepareStorage(localStorageVersion: string, configuredDeviceId: string | null): PreparedStorage {
  const stored = readLocal(STORAGE_KEYS.localStorageVersion);
  if (!isStorageVersionCurrent(stored, localStorageVersion)) {
    try {
      globalThis.localStorage?.clear();
    } catch {
      // Storage refused: nothing stale can be read from it either.
    }
    writeLocal(STORAGE_KEYS.localStorageVersion, localStorageVersion);
  }
  const lang = readLocal(STORAGE_KEYS.lang);
  return {
    language: (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : null,
    autoLogoutNotice: readLocal(STORAGE_KEYS.autoLogout) === 'true',
    applicantArea: readSession(STORAGE_KEYS.applicantArea) === 'worker' ? 'worker' : null,
    cachedUserInfo: readCachedUserInfo(),
    device: {
      id: deviceId(configuredDeviceId),
      suggestedName: suggestedDeviceName(),
      questionDeclined: readSession(STORAGE_KEYS.deviceQuestionDeclined) === 'true',
    },
  };
}

/** User info kept for this tab (session storage), so a reload shows no loading modal. */
export const USER_INFO_CACHE_KEY = 'authUser';

export function readCachedUserInfo(): UserInfo | null {
  const raw = readSession(USER_INFO_CACHE_KEY);
  if (!raw) return null;
  try {
    const reading = readUserInfo(JSON.parse(raw));
    return reading.valid ? reading.userInfo : null;
  } catch {
    return null;
  }
}

/** decisions.md: settings.deviceId when set, else a UUID made once per browser (local storage). */
export function deviceId(configured: string | null): string {
  if (configured) return configured;
  const stored = readLocal(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  const made = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  writeLocal(STORAGE_KEYS.deviceId, made);
  return made;
}

/**
 * "Chrome · Linux": the device name the save-device modal offers. Every browser of an iPhone or an
 * iPad is WebKit with a user agent ending in `Safari/…`: Chrome, Firefox and Edge there name
 * themselves with their own token (CriOS, FxiOS, EdgiOS). iPadOS's Safari asks for desktop pages with
 * a Mac's user agent; a Mac has no touch screen, so touch points tell the iPad apart.
 */
export function suggestedDeviceName(
  userAgent = globalThis.navigator?.userAgent ?? '',
  maxTouchPoints = globalThis.navigator?.maxTouchPoints ?? 0,
): string {
  const browser = /Edg(iOS|A)?\//.test(userAgent)
    ? 'Edge'
    : /(Firefox|FxiOS)\//.test(userAgent)
      ? 'Firefox'
      : /(Chrom(e|ium)|CriOS)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navigateur';
  const platform = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPod/.test(userAgent)
      ? 'iOS'
      : /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
        ? 'iPadOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X/.test(userAgent)
            ? 'macOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : '';
  return platform ? `${browser} · ${platform}` : browser;
}

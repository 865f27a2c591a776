// The device name the save-device modal offers (src/services/storage.ts), from real user agents of
// the three engines. On iPhones and iPads every browser is WebKit and says `Safari/…`; the engine
// journeys (tests/engines) check the name each engine here gets.
import { describe, expect, it } from 'vitest';
import { suggestedDeviceName } from '../../../src/services/storage.ts';

const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:153.0) Gecko/20100101 Firefox/153.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
  webkitGtk: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.156 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/141.0 Mobile/15E148 Safari/605.1.15',
  edgeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 EdgiOS/138.3351.83 Mobile/15E148 Safari/605.1.15',
  // iPadOS's Safari asks for desktop pages: the same user agent as a Mac's Safari.
  safariDesktopClass:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

describe('the suggested device name', () => {
  it('names the browser and the platform of each engine', () => {
    expect(suggestedDeviceName(UA.chromeLinux)).toBe('Chrome · Linux');
    expect(suggestedDeviceName(UA.firefoxWindows)).toBe('Firefox · Windows');
    expect(suggestedDeviceName(UA.edgeWindows)).toBe('Edge · Windows');
    expect(suggestedDeviceName(UA.webkitGtk)).toBe('Safari · Linux');
    expect(suggestedDeviceName(UA.chromeAndroid)).toBe('Chrome · Android');
    expect(suggestedDeviceName('')).toBe('Navigateur');
  });

  it('names the browser an iPhone user chose, though every one of them is WebKit saying Safari', () => {
    expect(suggestedDeviceName(UA.safariIphone, 5)).toBe('Safari · iOS');
    expect(suggestedDeviceName(UA.chromeIphone, 5)).toBe('Chrome · iOS');
    expect(suggestedDeviceName(UA.firefoxIphone, 5)).toBe('Firefox · iOS');
    expect(suggestedDeviceName(UA.edgeIphone, 5)).toBe('Edge · iOS');
  });

  it("tells an iPad's Safari (a Mac's user agent, a touch screen) from a Mac's", () => {
    expect(suggestedDeviceName(UA.safariDesktopClass, 5)).toBe('Safari · iPadOS');
    expect(suggestedDeviceName(UA.safariDesktopClass, 0)).toBe('Safari · macOS');
  });
});

import { describe, expect, it } from 'vitest';
import { createApi } from '../../../src/services/api';
import type { HttpClient, RequestOptions } from '../../../src/services/http';

function apiAnswering(answer: unknown) {
  const calls: { url: string; options?: RequestOptions }[] = [];
  const http: HttpClient = {
    request: async <T>(url: string, options?: RequestOptions) => {
      calls.push({ url, options });
      return answer as T;
    },
  };
  const api = createApi({ http, backApiUrl: () => 'https://api.example/api/', alertsApiUrl: () => 'https://alerts.example' });
  return { api, calls };
}

describe('typed API calls', () => {
  it('calls user info under the back-end URL', async () => {
    const info = { userType: 'worker', roles: ['worker'], disabledFeatures: [] };
    const { api, calls } = apiAnswering(info);
    await expect(api.getUserInfo()).resolves.toEqual(info);
    expect(calls[0].url).toBe('https://api.example/api/v1/users/me/info');
  });

  it('rejects JSON of the wrong shape with an invalidResponse error', async () => {
    const { api } = apiAnswering(['not', 'a', 'device status']);
    await expect(api.getDeviceStatus('device-1')).rejects.toMatchObject({ kind: 'invalidResponse' });
    // The user-info answer is read by the signIn machine instead (machines/domain/userInfo.ts).
  });

  it('encodes ids taken from data', async () => {
    const { api, calls } = apiAnswering(undefined);
    await api.markNotificationProcessed('a/../b?x');
    expect(calls[0].url).toBe('https://api.example/api/v1/notifications/a%2F..%2Fb%3Fx/processed');
    expect(calls[0].options?.method).toBe('PATCH');
  });

  it('pages the popup by skip and take', async () => {
    const { api, calls } = apiAnswering({ items: [{ id: '1', type: 'contractToSign', category: 'contracts' }], total: 1 });
    await api.getPopupNotifications(10, 10);
    expect(calls[0].url).toBe('https://api.example/api/v1/notifications/popup?skip=10&take=10');
  });

  it('sends logs without the global 401/503 intents', async () => {
    const { api, calls } = apiAnswering(undefined);
    await api.sendLog({ message: 'm', level: 'error' });
    expect(calls[0].options).toMatchObject({ method: 'POST', body: { message: 'm', level: 'error' }, globalErrors: false });
  });

  it('reads alerts from the alerts API', async () => {
    const { api, calls } = apiAnswering([{ id: 'a1', message: 'Grève SNCF' }]);
    await expect(api.getAlerts()).resolves.toHaveLength(1);
    expect(calls[0].url).toBe('https://alerts.example/v1/alerts');
  });
});

import { describe, expect, it } from 'vitest';
import { createApi } from '../../../src/services/api';
import { ContractMismatchError } from '../../../src/services/api';
import { HttpError, type HttpClient, type RequestOptions } from '../../../src/services/http';

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

  it('rejects JSON of the wrong shape with an invalidResponse error naming the call and the field', async () => {
    const { api } = apiAnswering({ registred: true });
    const error = await api.getDeviceStatus('device-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'invalidResponse',
      call: 'GET /v1/users/me/devices/{deviceId}',
      problems: ['registered is missing'],
      message: 'GET /v1/users/me/devices/{deviceId} answered what the portal cannot use: registered is missing',
      url: 'https://api.example/api/v1/users/me/devices/device-1',
    });
    await expect(apiAnswering(['not', 'a', 'device status']).api.getDeviceStatus('device-1')).rejects.toMatchObject({
      problems: ['the answer is ["not","a","device status"], expected Object'],
    });
    // The user-info answer is read by the signIn machine instead (machines/domain/userInfo.ts).
    await expect(apiAnswering(['garbage']).api.getUserInfo()).resolves.toEqual(['garbage']);
  });

  it('reads each answer with its schema: defaults applied, unknown fields left out, a wrong value refused', async () => {
    const profile = { id: 'u-1', firstName: 'Ada', lastName: 'L', email: 'a@l.example', function: null, extra: '<b>' };
    await expect(apiAnswering(profile).api.getMyProfile()).resolves.toEqual({
      id: 'u-1',
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@l.example',
      function: null,
      landlinePhone: null,
      mobilePhone: null,
    });
    const request = { id: 'd-1', startDate: '2025-09-01', endDate: '2025-09-02', reason: '', status: 'pending' };
    await expect(apiAnswering([request]).api.getDaysOff()).resolves.toEqual([request]);
    await expect(apiAnswering([request, { ...request, status: 'approved' }]).api.getDaysOff()).rejects.toMatchObject({
      problems: ['1.status is "approved", expected ("pending" | "accepted" | "refused")'],
    });
    await expect(apiAnswering([{ ...request, endDate: '02/09/2025' }]).api.getDaysOff()).rejects.toMatchObject({
      problems: ['0.endDate is "02/09/2025", expected a date written YYYY-MM-DD'],
    });
  });

  it('keeps the items of a notification list raw (the intake reads each), but checks the list itself', async () => {
    const page = { items: [{ id: 'n-1', type: 'nope' }, 42], total: 2 };
    await expect(apiAnswering(page).api.getNotifications(0, 20)).resolves.toEqual(page);
    await expect(apiAnswering([{ broken: true }]).api.getImportantNotifications()).resolves.toEqual([{ broken: true }]);
    await expect(apiAnswering({ items: [] }).api.getPopupNotifications(0, 10)).rejects.toMatchObject({ problems: ['total is missing'] });
    await expect(apiAnswering({ items: [], total: -1 }).api.getNotifications(0, 20)).rejects.toMatchObject({
      problems: ['total is -1, expected a number ≥ 0'],
    });
  });

  it('calls every path of the contract with its method', async () => {
    const { api, calls } = apiAnswering(undefined);
    const device = { deviceId: 'd 1', name: 'Laptop' };
    const draft = { startDate: '2025-09-01', endDate: '2025-09-02', reason: '' };
    const sends: [() => Promise<unknown>, string, string][] = [
      [() => api.updateProfile({ id: 'u-1' }), 'PUT', '/v1/users/profile'],
      [() => api.approveProfile('u/1'), 'PATCH', '/v1/users/u%2F1/profile/approve'],
      [() => api.renameDevice(device), 'PATCH', '/v1/users/me/devices/d%201'],
      [() => api.removeDevice('d 1'), 'DELETE', '/v1/users/me/devices/d%201'],
      [() => api.registerDevice(device), 'POST', '/v1/users/me/devices'],
      [() => api.changePassword('long enough'), 'PUT', '/v1/users/me/password'],
      [() => api.markPopupProcessed(['n-1']), 'POST', '/v1/notifications/popup/processed'],
      [() => api.sendLog({ message: 'm', level: 'info' }), 'POST', '/v1/logs'],
    ];
    for (const [send, method, path] of sends) {
      await send();
      expect(calls.at(-1), path).toMatchObject({ url: `https://api.example/api${path}`, options: { method, expect: 'none' } });
    }
    const reads: [() => Promise<unknown>, string, string][] = [
      [() => api.getProfileApproval(), 'GET', '/v1/users/get-profile-approval'],
      [() => api.getMyProfile(), 'GET', '/v1/users/me/profile'],
      [() => api.getDaysOff(), 'GET', '/v1/users/me/days-off'],
      [() => api.createDaysOff(draft), 'POST', '/v1/users/me/days-off'],
      [() => api.updateDaysOff('d-1', draft), 'PUT', '/v1/users/me/days-off/d-1'],
      [() => api.getDevices(), 'GET', '/v1/users/me/devices'],
      [() => api.getNotificationSettings(), 'GET', '/v1/notifications/settings'],
      [() => api.getImportantNotifications(), 'GET', '/v1/notifications/important'],
      [() => api.getNotifications(20, 20), 'GET', '/v1/notifications?skip=20&take=20'],
      [() => api.getAgencyFolders(), 'GET', '/v1/agency-folders'],
    ];
    for (const [read, method, path] of reads) {
      await read().catch(() => undefined);
      expect(calls.at(-1), path).toMatchObject({ url: `https://api.example/api${path}`, options: { method } });
    }
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

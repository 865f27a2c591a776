// User calls: info, profile and its approval, devices, forced password change.
import { HttpError } from '../http-utils.ts';
import type { Route } from './router.ts';
import { emptyBody, objectBody, optionalString, requiredString } from './validate.ts';

const PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;
const NULLABLE_PROFILE_FIELDS = ['function', 'landlinePhone', 'mobilePhone'] as const;
const MIN_PASSWORD_LENGTH = 8;

export const userRoutes: Route[] = [
  {
    method: 'GET', path: '/v1/users/me/info',
    handler: ({ account }) => {
      if (account.forbidden) throw new HttpError(403, 'This account may not use the portal.');
      return { status: 200, body: structuredClone(account.info) };
    },
  },
  {
    method: 'PUT', path: '/v1/users/profile',
    handler: ({ account, body }) => {
      const input = objectBody(body);
      const id = requiredString(input, 'id');
      if (id !== account.info.id) throw new HttpError(403, 'You may only change your own profile.');
      const changes: Record<string, string | null> = {};
      for (const field of PROFILE_FIELDS) {
        const value = optionalString(input, field, { max: 200 });
        if (value !== undefined && value !== null) {
          if (value.trim() === '') throw new HttpError(400, `${field} must not be empty`);
          if (field === 'email' && !/^[^\s@]+@[^\s@]+$/.test(value)) throw new HttpError(400, 'email is not an e-mail address');
          changes[field] = value;
        }
      }
      for (const field of NULLABLE_PROFILE_FIELDS) {
        const value = optionalString(input, field, { nullable: true, max: 200 });
        if (value !== undefined) changes[field] = value;
      }
      // Saving the edited profile settles a pending approval, like approving it.
      Object.assign(account.profile, changes, { pendingApproval: false });
      Object.assign(account.info, changes, { requireProfileApproval: false });
      return { status: 200, body: structuredClone(account.profile) };
    },
  },
  {
    method: 'PATCH', path: '/v1/users/:id/profile/approve',
    handler: ({ account, params, body }) => {
      emptyBody(body);
      if (params.id !== account.info.id) throw new HttpError(403, 'You may only approve your own profile.');
      account.profile.pendingApproval = false;
      account.info.requireProfileApproval = false;
      return { status: 204 };
    },
  },
  {
    method: 'GET', path: '/v1/users/get-profile-approval',
    handler: ({ account }) => ({ status: 200, body: structuredClone(account.profile) }),
  },
  {
    method: 'POST', path: '/v1/users/me/devices',
    handler: ({ account, body }) => {
      const input = objectBody(body);
      const device = { deviceId: requiredString(input, 'deviceId', { max: 200 }), name: requiredString(input, 'name', { max: 200 }) };
      account.devices = [...account.devices.filter((d) => d.deviceId !== device.deviceId), device];
      // A saved device ends the first connection (the onboarding is not asked again).
      account.info.isFirstConnection = false;
      return { status: 201, body: { ...device, registered: true } };
    },
  },
  {
    method: 'GET', path: '/v1/users/me/devices/:deviceId',
    handler: ({ account, params }) => ({
      status: 200,
      body: { registered: account.anyDeviceRegistered || account.devices.some((d) => d.deviceId === params.deviceId) },
    }),
  },
  {
    method: 'PUT', path: '/v1/users/me/password',
    handler: ({ account, body }) => {
      const input = objectBody(body);
      const newPassword = requiredString(input, 'newPassword', { max: 128 });
      if (newPassword.length < MIN_PASSWORD_LENGTH) {
        throw new HttpError(400, `newPassword must have at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      // The demo login keeps the password `demo`: only the "must change" flag is cleared.
      account.info.hasToChangePassword = false;
      return { status: 204 };
    },
  },
];

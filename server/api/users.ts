// User calls: info, profile and its approval, devices, forced password change.
import { HttpError } from '../http-utils.ts';
import { CALLS } from '../../contract/calls.ts';
import { route, type Route } from './router.ts';
import type { DemoAccount } from '../demo-data.ts';
import { emptyBody, objectBody, optionalString, requiredString } from './validate.ts';

const PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;
const NULLABLE_PROFILE_FIELDS = ['function', 'landlinePhone', 'mobilePhone'] as const;
const MIN_PASSWORD_LENGTH = 8;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS_OFF_REQUESTS = 200;

/** The profile screen's read: the approval shape without its flag. */
function profileOf(account: DemoAccount) {
  const { pendingApproval: _pending, ...profile } = account.profile;
  return structuredClone(profile);
}

/**
 * The stand-in's own days-off rule (spec section 5): for workers, unless self-registered (worker
 * type or role), holding a valid CDII, or with `daysOff` among their disabled features.
 */
export function hasDaysOff({ userType, workerType, roles, hasValidCdii, disabledFeatures }: DemoAccount['info']): boolean {
  const selfRegistered = workerType === 'selfRegistered' || roles.includes('selfRegistered');
  return userType === 'worker' && !selfRegistered && !hasValidCdii && !disabledFeatures.includes('daysOff');
}

function daysOffAccount(account: DemoAccount): DemoAccount {
  if (!hasDaysOff(account.info)) {
    throw new HttpError(403, 'Days off are not available for this account.');
  }
  return account;
}

function isoDate(input: Record<string, unknown>, field: string): string {
  const value = requiredString(input, field, { max: 10 });
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new HttpError(400, `${field} must be a date written YYYY-MM-DD`);
  }
  return value;
}

function daysOffBody(body: unknown) {
  const input = objectBody(body);
  const startDate = isoDate(input, 'startDate');
  const endDate = isoDate(input, 'endDate');
  if (endDate < startDate) throw new HttpError(400, 'endDate must not be before startDate');
  const reason = optionalString(input, 'reason', { max: 500 }) ?? '';
  return { startDate, endDate, reason };
}

function deviceOf(account: DemoAccount, deviceId: string) {
  const device = account.devices.find((d) => d.deviceId === deviceId);
  if (!device) throw new HttpError(404, 'No such device.');
  return device;
}

export const userRoutes: Route[] = [
  route(CALLS.getUserInfo, ({ account }) => {
    if (account.forbidden) throw new HttpError(403, 'This account may not use the portal.');
    return { status: 200, body: structuredClone(account.info) };
  }),
  route(CALLS.updateProfile, ({ account, body }) => {
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
  }),
  route(CALLS.approveProfile, ({ account, params, body }) => {
    emptyBody(body);
    if (params.id !== account.info.id) throw new HttpError(403, 'You may only approve your own profile.');
    account.profile.pendingApproval = false;
    account.info.requireProfileApproval = false;
    return { status: 204 };
  }),
  route(CALLS.getMyProfile, ({ account }) => ({ status: 200, body: profileOf(account) })),
  route(CALLS.getDaysOff, ({ account }) => ({ status: 200, body: structuredClone(daysOffAccount(account).daysOff) })),
  route(CALLS.createDaysOff, ({ account, body }) => {
    const owner = daysOffAccount(account);
    if (owner.daysOff.length >= MAX_DAYS_OFF_REQUESTS) throw new HttpError(400, 'Too many days-off requests.');
    const request = {
      id: `d-${owner.login}-${owner.daysOff.length + 1}-${Date.now().toString(36)}`,
      ...daysOffBody(body),
      status: 'pending' as const,
    };
    owner.daysOff = [request, ...owner.daysOff];
    return { status: 201, body: structuredClone(request) };
  }),
  route(CALLS.updateDaysOff, ({ account, params, body }) => {
    const owner = daysOffAccount(account);
    const request = owner.daysOff.find((d) => d.id === params.id);
    if (!request) throw new HttpError(404, 'No such days-off request.');
    if (request.status !== 'pending') throw new HttpError(409, 'Only a pending request can be changed.');
    Object.assign(request, daysOffBody(body));
    return { status: 200, body: structuredClone(request) };
  }),
  route(CALLS.getDevices, ({ account }) => ({ status: 200, body: structuredClone(account.devices) })),
  route(CALLS.renameDevice, ({ account, params, body }) => {
    const device = deviceOf(account, params.deviceId);
    device.name = requiredString(objectBody(body), 'name', { max: 200 }).trim();
    return { status: 200, body: structuredClone(device) };
  }),
  route(CALLS.removeDevice, ({ account, params }) => {
    deviceOf(account, params.deviceId);
    account.devices = account.devices.filter((d) => d.deviceId !== params.deviceId);
    return { status: 204 };
  }),
  route(CALLS.getProfileApproval, ({ account }) => ({ status: 200, body: structuredClone(account.profile) })),
  route(CALLS.registerDevice, ({ account, body }) => {
    const input = objectBody(body);
    const device = { deviceId: requiredString(input, 'deviceId', { max: 200 }), name: requiredString(input, 'name', { max: 200 }) };
    account.devices = [...account.devices.filter((d) => d.deviceId !== device.deviceId), device];
    // A saved device ends the first connection (the onboarding is not asked again).
    account.info.isFirstConnection = false;
    return { status: 201, body: { ...device, registered: true } };
  }),
  route(CALLS.getDeviceStatus, ({ account, params }) => ({
    status: 200,
    body: { registered: account.anyDeviceRegistered || account.devices.some((d) => d.deviceId === params.deviceId) },
  })),
  route(CALLS.changePassword, ({ account, body }) => {
    const input = objectBody(body);
    const newPassword = requiredString(input, 'newPassword', { max: 128 });
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      throw new HttpError(400, `newPassword must have at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    // The demo login keeps the password `demo`: only the "must change" flag is cleared.
    account.info.hasToChangePassword = false;
    return { status: 204 };
  }),
];

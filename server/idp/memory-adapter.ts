// The provider's storage: a plain in-memory map per stack, so every start (and every test stack)
// begins empty and nothing outlives the process. Expiry is checked on read: no timers, no open
// handles. (The provider's built-in adapter would do the same but warns on every start.)
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/** Models whose records belong to a grant (revoked together on logout or refresh-token reuse). */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

export function createMemoryAdapter(): new (model: string) => Adapter {
  const records = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const grants = new Map<string, Set<string>>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      records.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return class MemoryAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const key = this.key(id);
      const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
      records.set(key, { payload, expiresAt });
      if (this.model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
      if (payload.userCode) byUserCode.set(payload.userCode, id);
      if (GRANTABLE.has(this.model) && payload.grantId) {
        const members = grants.get(payload.grantId) ?? new Set<string>();
        members.add(key);
        grants.set(payload.grantId, members);
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.key(id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = sessionsByUid.get(uid);
      return id === undefined ? undefined : this.find(id);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = byUserCode.get(userCode);
      return id === undefined ? undefined : this.find(id);
    }

    async consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      const key = this.key(id);
      const payload = records.get(key)?.payload;
      records.delete(key);
      if (payload?.uid && sessionsByUid.get(payload.uid) === id) sessionsByUid.delete(payload.uid);
      if (payload?.userCode && byUserCode.get(payload.userCode) === id) byUserCode.delete(payload.userCode);
      if (payload?.grantId) grants.get(payload.grantId)?.delete(key);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) records.delete(key);
      grants.delete(grantId);
    }
  };
}

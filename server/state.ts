// The stack's in-memory state: the demo data of the run's tenant plus what clients sent. Lost on
// restart; `reset()` (control API) rebuilds it from the demo data.
import type { LogEntry } from '../contract/wire.ts';
import { demoData, type DemoAccount, type DemoData } from './demo-data.ts';
import type { TenantId } from './tenants.ts';

export interface ReceivedLog extends LogEntry {
  login: string;
  receivedAt: string;
}

/** Logs kept for the control API; older ones are dropped so a chatty client cannot grow memory. */
const MAX_LOGS = 500;

export class StackState {
  readonly tenant: TenantId;
  #data: DemoData;
  #logs: ReceivedLog[] = [];
  /** Each screen's demo data (server/screens/), built the first time it is asked for, dropped on reset. */
  #screens = new Map<string, unknown>();
  /** Where the stand-in's signature provider and the portal are (set by stack.ts once they listen). */
  origins = { signature: '', portal: '' };

  constructor(tenant: TenantId) {
    this.tenant = tenant;
    this.#data = demoData(tenant);
  }

  reset(): void {
    this.#data = demoData(this.tenant);
    this.#logs = [];
    this.#screens.clear();
  }

  /** The demo data of the screen `id` for this run's tenant, built by `build` the first time. */
  screenData<T>(id: string, build: (tenant: TenantId) => T): T {
    if (!this.#screens.has(id)) this.#screens.set(id, build(this.tenant));
    return this.#screens.get(id) as T;
  }

  account(login: string): DemoAccount | undefined {
    return this.#data.accounts.get(login);
  }

  get alerts() {
    return this.#data.alerts;
  }

  addLog(log: ReceivedLog): void {
    this.#logs.push(log);
    if (this.#logs.length > MAX_LOGS) this.#logs.splice(0, this.#logs.length - MAX_LOGS);
  }

  get logs(): readonly ReceivedLog[] {
    return this.#logs;
  }
}

// Agency folders and log sending.
import type { LogLevel } from '../../machines/domain/types.ts';
import { HttpError } from '../http-utils.ts';
import type { Route } from './router.ts';
import { objectBody, requiredString } from './validate.ts';

const LOG_LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error'];

export const folderAndLogRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/agency-folders',
    handler: ({ account }) => ({ status: 200, body: account.agencyFolders.map((f) => ({ ...f })) }),
  },
  {
    method: 'POST',
    path: '/v1/logs',
    handler: ({ account, body, state }) => {
      const input = objectBody(body);
      const message = requiredString(input, 'message', { max: 20_000 });
      const level = input.level;
      if (typeof level !== 'string' || !(LOG_LEVELS as readonly string[]).includes(level)) {
        throw new HttpError(400, `level must be one of ${LOG_LEVELS.join(', ')}`);
      }
      state.addLog({ message, level: level as LogLevel, login: account.login, receivedAt: new Date().toISOString() });
      return { status: 204 };
    },
  },
];

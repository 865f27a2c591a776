// Agency folders and log sending.
import { LOG_LEVELS, type LogLevel } from '../../contract/wire.ts';
import { HttpError } from '../http-utils.ts';
import { CALLS } from '../../contract/calls.ts';
import { route, type Route } from './router.ts';
import { objectBody, requiredString } from './validate.ts';

export const folderAndLogRoutes: Route[] = [
  route(CALLS.getAgencyFolders, ({ account }) => ({ status: 200, body: account.agencyFolders.map((f) => ({ ...f })) })),
  route(CALLS.sendLog, ({ account, body, state }) => {
    const input = objectBody(body);
    const message = requiredString(input, 'message', { max: 20_000 });
    const level = input.level;
    if (typeof level !== 'string' || !(LOG_LEVELS as readonly string[]).includes(level)) {
      throw new HttpError(400, `level must be one of ${LOG_LEVELS.join(', ')}`);
    }
    state.addLog({ message, level: level as LogLevel, login: account.login, receivedAt: new Date().toISOString() });
    return { status: 204 };
  }),
];

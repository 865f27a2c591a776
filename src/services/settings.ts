// Loads the two settings files in parallel and validates them. Any failure becomes a BootError
// naming the file (and the field), which the app machine turns into the boot-failed screen.
import { APP_SETTINGS_PATH, CLIENT_CONFIGURATION_PATH } from '../../machines/domain/constants';
import {
  validateAppSettings,
  validateClientConfiguration,
  type BootError,
  type Validation,
} from '../../machines/domain/settingsValidation';
import type { LoadedSettings } from '../../machines/app/app.machine';
import { isHttpError, type HttpClient } from './http';

async function loadFile<T>(http: HttpClient, baseUrl: string, file: string, validate: (json: unknown) => Validation<T>): Promise<T> {
  let json: unknown;
  try {
    json = await http.request<unknown>(new URL(file, baseUrl).toString());
  } catch (error) {
    const bootError: BootError = {
      file,
      problem: isHttpError(error) && error.kind === 'invalidResponse' ? 'notJson' : 'unreachable',
      detail: error instanceof Error ? error.message : String(error),
      status: isHttpError(error) ? (error.status ?? undefined) : undefined,
    };
    throw bootError;
  }
  const result = validate(json);
  if (!result.ok) throw result.error;
  return result.value;
}

/** `baseUrl` is the document's base (settings live next to index.html). */
export async function loadSettings(http: HttpClient, baseUrl: string): Promise<LoadedSettings> {
  const [appSettings, clientConfiguration] = await Promise.all([
    loadFile(http, baseUrl, APP_SETTINGS_PATH, validateAppSettings),
    loadFile(http, baseUrl, CLIENT_CONFIGURATION_PATH, validateClientConfiguration),
  ]);
  return { appSettings, clientConfiguration };
}

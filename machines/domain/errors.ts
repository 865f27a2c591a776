// Reading errors that reach the machines from actors. Machines cannot import the HTTP client's
// class, so they read the fields it promises: `status` and `serverMessage`.

export function errorStatus(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : null;
  }
  return null;
}

/** The server's `Message` when there is one, else the error's own message (spec section 8). */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const record = error as { serverMessage?: unknown; message?: unknown };
    if (typeof record.serverMessage === 'string' && record.serverMessage.trim() !== '') return record.serverMessage;
    if (typeof record.message === 'string' && record.message.trim() !== '') return record.message;
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'Unknown error';
}

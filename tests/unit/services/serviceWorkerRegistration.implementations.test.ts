// The browser side of the service worker's registration: production builds register sw.js next to
// index.html, development never touches navigator.serviceWorker (spec section 9: production only),
// and a failure is logged as a warning, never thrown at the user.
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createServiceWorkerRegistrationImplementations } from '../../../src/services/serviceWorkerRegistration.implementations';

function implementations(production: boolean, register = vi.fn(async () => ({}) as ServiceWorkerRegistration)) {
  const log = vi.fn();
  const impl = createServiceWorkerRegistrationImplementations({
    production,
    container: { register },
    scriptUrl: () => 'https://portal.example/app/sw.js',
    scope: '/app/',
    logger: { log },
  });
  return { impl, register, log };
}

async function runRegistration(impl: ReturnType<typeof createServiceWorkerRegistrationImplementations>) {
  await toPromise(createActor(impl.actors.registerServiceWorker).start());
}

describe('registerServiceWorker', () => {
  it('in a production build, registers sw.js for the portal path, bypassing the HTTP cache for updates', async () => {
    const { impl, register } = implementations(true);
    await runRegistration(impl);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('https://portal.example/app/sw.js', { scope: '/app/', updateViaCache: 'none' });
  });

  it('in development, never registers (the same call that registers in production)', async () => {
    const { impl, register } = implementations(false);
    await runRegistration(impl);
    expect(register).not.toHaveBeenCalled();
  });

  it('without service worker support, resolves without registering', async () => {
    const impl = createServiceWorkerRegistrationImplementations({
      production: true,
      container: undefined,
      scriptUrl: () => '/sw.js',
      scope: '/',
      logger: { log: vi.fn() },
    });
    await expect(runRegistration(impl)).resolves.toBeUndefined();
  });

  it('a refused registration reaches the machine as an error, logged as a warning', async () => {
    const { impl, log } = implementations(
      true,
      vi.fn(async () => {
        throw new TypeError('bad MIME type');
      }),
    );
    await expect(runRegistration(impl)).rejects.toThrow('bad MIME type');
    impl.actions.logServiceWorkerFailure(undefined, { error: new TypeError('bad MIME type') });
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('bad MIME type'));
  });
});

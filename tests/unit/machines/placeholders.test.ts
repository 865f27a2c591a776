// machines/placeholders.ts: an effect the browser layer forgot to provide fails loudly, naming itself
// (a silent no-op would lose a navigation or a call without anyone noticing).
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { placeholderAction, placeholderActor, placeholderLogic } from '../../../machines/placeholders';

describe('placeholders', () => {
  it('an unprovided action throws, naming itself', () => {
    const navigate = placeholderAction<{ to: string }>('navigate');
    expect(() => navigate({}, { to: '/home' })).toThrow(new Error('navigate is provided by the browser layer'));
  });

  it('an unprovided actor fails, naming itself', async () => {
    const loadSettings = createActor(placeholderActor<string>('loadSettings'));
    loadSettings.subscribe({ error: () => {} });
    loadSettings.start();
    await expect(toPromise(loadSettings)).rejects.toThrow(new Error('loadSettings is provided by the browser layer'));
  });

  it('an unprovided child machine fails, naming itself', async () => {
    const screen = createActor(placeholderLogic<ReturnType<typeof placeholderActor<string>>>('screenMachine'));
    screen.subscribe({ error: () => {} });
    screen.start();
    await expect(toPromise(screen)).rejects.toThrow(new Error('screenMachine is provided by the browser layer'));
  });
});

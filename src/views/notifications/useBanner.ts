// The important-notification banner (banner child of the app machine) as views see it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bannerMachine } from '../../../machines/banner/banner.machine';
import { dataState } from '../../../machines/domain/statePaths';
import { useAppActor } from '../app/appActorContext';

export type BannerRef = ActorRefFrom<typeof bannerMachine>;

export const useBannerRef = () => useSelector(useAppActor(), (s) => s.children.banner as BannerRef | undefined);

export function useBanner(banner: BannerRef) {
  const state = useSelector(banner, (s) => dataState(s.value));
  const phase = useSelector(banner, (s) =>
    s.matches('shown') ? ('shown' as const) : s.matches('fadingOut') ? ('fadingOut' as const) : ('hidden' as const),
  );
  const first = useSelector(banner, (s) => s.context.notifications[0] ?? null);
  const count = useSelector(banner, (s) => s.context.notifications.length);
  return { state, phase, first, count, close: () => banner.send({ type: 'CLOSE' }), open: () => banner.send({ type: 'OPEN' }) };
}

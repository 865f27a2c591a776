// The sub-menus' entries as the menu table declares them (machines/domain/menus.ts), read through
// subMenu: the contracts' tabs per role, the entries a feature flag takes away with it.
import { describe, expect, it } from 'vitest';
import { subMenu } from '../../../machines/domain/navigation';
import { userFor } from './testUsers';

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('the contracts’ tabs: the worker’s and the client’s', () => {
  it.each(['worker', 'selfRegistered'] as const)('a %s: to sign, in progress, ended; not the client’s', (role) => {
    expect(subMenu('contracts', userFor(role), 'alpha')).toEqual([
      { id: 'toSign', path: '/contracts/to-sign' },
      { id: 'inProgress', path: '/contracts/in-progress' },
      { id: 'ended', path: '/contracts/ended' },
    ]);
    expect(subMenu('clientContracts', userFor(role), 'alpha')).toEqual([]);
  });

  it('a client user: to sign, signed, ended; not the worker’s', () => {
    expect(subMenu('clientContracts', userFor('clientUser'), 'alpha')).toEqual([
      { id: 'toSign', path: '/contracts/to-sign' },
      { id: 'signed', path: '/contracts/signed' },
      { id: 'ended', path: '/contracts/ended' },
    ]);
    expect(subMenu('contracts', userFor('clientUser'), 'alpha')).toEqual([]);
  });
});

describe('entries a feature flag takes away', () => {
  it('the days-off pages, the hidden ones included, go with the daysOff feature', () => {
    const all = { includeHidden: true };
    expect(ids(subMenu('workerProfile', userFor('worker'), 'alpha', all))).toEqual([
      'myInformations',
      'daysOff',
      'create',
      'edit',
      'details',
    ]);
    expect(ids(subMenu('workerProfile', userFor('worker', { disabledFeatures: ['daysOff'] }), 'alpha', all))).toEqual(['myInformations']);
  });

  it('the establishment’s job-place visits go with the jobPlaceVisit feature', () => {
    expect(ids(subMenu('establishment', userFor('clientUser'), 'alpha'))).toEqual(['notifications', 'jobPlaceVisits']);
    expect(ids(subMenu('establishment', userFor('clientUser', { disabledFeatures: ['jobPlaceVisit'] }), 'alpha'))).toEqual([
      'notifications',
    ]);
  });
});

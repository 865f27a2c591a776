// The publication lifecycle (docs/screens/backOfficeNews.md "States"): which action each status offers
// (an edit in every one), as the contract writes it; an unknown status offers nothing; who publishes (spec sections 2 and 6).
import { describe, expect, it } from 'vitest';
import { offersPublicationAction, PUBLISHERS } from '../../../machines/domain/publicationLifecycle';

describe('the publication lifecycle', () => {
  it.each([
    ['draft', 'enable', true],
    ['draft', 'disable', false],
    ['enabled', 'enable', false],
    ['enabled', 'disable', true],
    ['disabled', 'enable', true],
    ['disabled', 'disable', false],
    ['draft', 'edit', true],
    ['enabled', 'edit', true],
    ['disabled', 'edit', true],
    ['archived', 'enable', false],
    ['archived', 'edit', false],
    [undefined, 'disable', false],
  ] as const)('%s offers %s: %s', (status, action, offered) => {
    expect(offersPublicationAction(status, action)).toBe(offered);
  });

  it('is the back office’s: the administrator, support, communication and the moa', () => {
    expect([...PUBLISHERS].sort()).toEqual(['administrator', 'communication', 'moa', 'support']);
  });
});

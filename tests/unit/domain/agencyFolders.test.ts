// The agency dropdown's rules (spec sections 3 and 5): the label, the 'all' entry, and which saved
// ids the dropdown may show.
import { describe, expect, it } from 'vitest';
import {
  ALL_AGENCY_FOLDERS_ID,
  agencyFolderLabel,
  knownSelection,
  sameSelection,
  selectionAfterChoice,
} from '../../../machines/domain/agencyFolders';

const folders = [
  { id: 'a1', code: 'LYO', name: 'Lyon' },
  { id: 'b2', code: 'PAR', name: 'Paris' },
];

describe('agency folders', () => {
  it('labels a folder "code - name"', () => {
    expect(agencyFolderLabel({ code: 'LYO', name: 'Lyon Part-Dieu' })).toBe('LYO - Lyon Part-Dieu');
  });

  it("the 'all' entry is the empty id", () => {
    expect(ALL_AGENCY_FOLDERS_ID).toBe('');
  });

  it("choosing the 'all' entry with anything else clears the selection", () => {
    expect(selectionAfterChoice(['a1', '', 'b2'])).toEqual([]);
    expect(selectionAfterChoice([''])).toEqual([]);
  });

  it('keeps the chosen ids once each, in the order given', () => {
    expect(selectionAfterChoice(['b2', 'a1', 'b2'])).toEqual(['b2', 'a1']);
    expect(selectionAfterChoice([])).toEqual([]);
  });

  it('keeps only saved ids that are folders of the list, once each, never the empty id', () => {
    expect(knownSelection(['b2', 'closed', 'b2', '', 'a1'], folders)).toEqual(['b2', 'a1']);
    expect(knownSelection(['a1'], [])).toEqual([]);
    expect(knownSelection([''], [{ id: '', code: 'ALL', name: 'All' }])).toEqual([]);
  });

  it('compares selections as sets', () => {
    expect(sameSelection(['a1', 'b2'], ['b2', 'a1'])).toBe(true);
    expect(sameSelection(['a1', 'a1'], ['a1'])).toBe(true);
    expect(sameSelection([], [])).toBe(true);
    expect(sameSelection(['a1'], ['a1', 'b2'])).toBe(false);
    expect(sameSelection(['a1', 'b2'], ['a1'])).toBe(false);
    expect(sameSelection(['a1'], ['b2'])).toBe(false);
  });
});

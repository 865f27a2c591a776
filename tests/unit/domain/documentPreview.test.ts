// What a link to the document preview may say (machines/domain/documentPreview.ts,
// docs/screens/documentPreview.md): a hostile or broken link is refused whole, with a way back
// inside the portal.
import { describe, expect, it } from 'vitest';
import { PREVIEW_DEFAULT_BACK, previewPath, readPreviewLink } from '../../../machines/domain/documentPreview';

const query = (path: string) => Object.fromEntries(new URL(path, 'http://portal.test').searchParams);

describe('readPreviewLink', () => {
  it('a document and a way back to a page of the layout', () => {
    expect(readPreviewLink({ document: 'doc-2026.11_a', back: '/documents/personal' })).toEqual({
      ok: true,
      documentId: 'doc-2026.11_a',
      back: '/documents/personal',
    });
    expect(readPreviewLink({ document: 'contract-42' })).toEqual({ ok: true, documentId: 'contract-42', back: PREVIEW_DEFAULT_BACK });
  });

  it('the link a list builds reads back as it was', () => {
    expect(readPreviewLink(query(previewPath('payslip-7', '/contracts/in-progress?page=2')))).toEqual({
      ok: true,
      documentId: 'payslip-7',
      back: '/contracts/in-progress?page=2',
    });
  });

  it('no document: said so, the way back kept when it is safe', () => {
    expect(readPreviewLink(undefined)).toEqual({ ok: false, problem: 'noDocument', back: PREVIEW_DEFAULT_BACK });
    expect(readPreviewLink({ document: '', back: '/documents' })).toEqual({ ok: false, problem: 'noDocument', back: '/documents' });
    expect(readPreviewLink({ back: 'https://evil.example/' })).toEqual({ ok: false, problem: 'noDocument', back: PREVIEW_DEFAULT_BACK });
  });

  it.each(['../etc/passwd', 'a b', '-leading-dash', '.hidden', 'x'.repeat(65), 'doc/7', 'doc%2F7'])(
    '"%s" is not a document id',
    (document) => {
      expect(readPreviewLink({ document, back: '/documents' })).toEqual({ ok: false, problem: 'badDocument', back: '/documents' });
      expect(readPreviewLink({ document, back: '//evil.example' })).toEqual({
        ok: false,
        problem: 'badDocument',
        back: PREVIEW_DEFAULT_BACK,
      });
    },
  );

  it('a 64-character id is one', () => {
    expect(readPreviewLink({ document: 'x'.repeat(64) })).toMatchObject({ ok: true });
  });

  it.each(['https://evil.example/home', '//evil.example/home', 'javascript:alert(1)', '/autologin', '/evaluate', 'home', ''])(
    'a way back to "%s" leaves the layout: the whole link is refused',
    (back) => {
      expect(readPreviewLink({ document: 'contract-42', back })).toEqual({ ok: false, problem: 'badBack', back: PREVIEW_DEFAULT_BACK });
    },
  );
});

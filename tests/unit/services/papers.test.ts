// The worker's papers in the browser (docs/screens/documentPreview.md, contract.md): a PDF read as a
// file with the token and checked as one; a preview link read as the contract says; the preview's
// and the contract's effects (the file kept in the page and let go, the provider's page, the logs).
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { contractCalls } from '../../../contract/screens/contract';
import { documentPreviewCalls } from '../../../contract/screens/documentPreview';
import { previewPath, readPreviewLink } from '../../../machines/domain/documentPreview';
import { ContractMismatchError, createApi } from '../../../src/services/api';
import { createHttpClient, type FileAnswer } from '../../../src/services/http';
import { createContractImplementations } from '../../../src/services/screens/contract.implementations';
import { createDocumentPreviewImplementations } from '../../../src/services/screens/documentPreview.implementations';

const PDF = new TextEncoder().encode(`%PDF-1.4\n${'1 0 obj << >> endobj\n'.repeat(4)}trailer << >>\n%%EOF\n`);
const HTML = new TextEncoder().encode(`<!doctype html><html><body>${'Proxy error. '.repeat(10)}</body></html>`);

function apiAnswering(respond: (url: string, init: RequestInit) => Response) {
  const seen: { url: string; headers: Headers }[] = [];
  const http = createHttpClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), headers: new Headers(init?.headers) });
      return respond(String(input), init ?? {});
    }) as typeof fetch,
    getDeviceId: () => null,
    getAccessToken: () => 'token-123',
    getAlertsApiUrl: () => 'https://alerts.example/api',
    onEvent: () => {},
  });
  return { api: createApi({ http, backApiUrl: () => 'https://api.example/api/', alertsApiUrl: () => 'https://alerts.example' }), seen };
}
const pdfAnswer = (bytes: Uint8Array, type = 'application/pdf') => new Response(bytes as BlobPart, { headers: { 'Content-Type': type } });
const content = (api: ReturnType<typeof apiAnswering>['api']) =>
  api.call(documentPreviewCalls.getDocumentContent, { params: { documentId: 'doc-1' } }) as Promise<FileAnswer>;

describe('a document’s file, read with the token and checked as a PDF', () => {
  it('asks for a PDF with the bearer token in a header, never in the URL, and gives its bytes', async () => {
    const { api, seen } = apiAnswering(() => pdfAnswer(PDF));
    const file = await content(api);
    expect(file.mediaType).toBe('application/pdf');
    expect([...file.bytes]).toEqual([...PDF]);
    expect(seen[0].url).toBe('https://api.example/api/v1/documents/doc-1/content');
    expect(seen[0].headers.get('Accept')).toBe('application/pdf');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('refuses an HTML page where a PDF was asked, and bytes that are not a PDF or are cut short', async () => {
    await expect(content(apiAnswering(() => pdfAnswer(HTML, 'text/html; charset=utf-8')).api)).rejects.toMatchObject({
      kind: 'invalidResponse',
    });
    const notPdf = await content(apiAnswering(() => pdfAnswer(HTML)).api).catch((e: unknown) => e);
    expect(notPdf).toBeInstanceOf(ContractMismatchError);
    expect((notPdf as ContractMismatchError).problems[0]).toMatch(/starts with .*expected "%PDF-1.x" or "%PDF-2.x"/);
    const cut = await content(apiAnswering(() => pdfAnswer(PDF.subarray(0, PDF.length - 8))).api).catch((e: unknown) => e);
    expect((cut as ContractMismatchError).problems).toEqual(['the application/pdf file has no "%%EOF" marker at its end (truncated?)']);
  });
});

describe('a preview link (docs/screens/documentPreview.md › States, checking)', () => {
  it('names a document and a way back inside the portal', () => {
    expect(readPreviewLink({ document: 'doc-pay-worker-2026-10', back: '/documents/personal' })).toEqual({
      ok: true,
      documentId: 'doc-pay-worker-2026-10',
      back: '/documents/personal',
    });
    expect(readPreviewLink({ document: 'doc-1' })).toEqual({ ok: true, documentId: 'doc-1', back: '/home' });
  });

  it('is refused whole when it names no document, an id that is not one, or a way back out of the portal', () => {
    expect(readPreviewLink({ back: '/documents/personal' })).toEqual({ ok: false, problem: 'noDocument', back: '/documents/personal' });
    expect(readPreviewLink({ document: '../users/me', back: '/documents' })).toMatchObject({ ok: false, problem: 'badDocument' });
    expect(readPreviewLink({ document: 'x'.repeat(65) })).toMatchObject({ ok: false, problem: 'badDocument' });
    expect(readPreviewLink({ document: 'x'.repeat(64) })).toMatchObject({ ok: true });
    for (const back of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/autologin', '/document-preview?document=x'])
      expect(readPreviewLink({ document: 'doc-1', back })).toEqual({ ok: false, problem: 'badBack', back: '/home' });
  });

  it('is written by previewPath as readPreviewLink reads it', () => {
    const path = previewPath('doc-ct-worker-3', '/contracts/ct-worker-3');
    expect(path).toBe('/document-preview?document=doc-ct-worker-3&back=%2Fcontracts%2Fct-worker-3');
    const query = Object.fromEntries(new URL(path, 'http://portal').searchParams);
    expect(readPreviewLink(query)).toEqual({ ok: true, documentId: 'doc-ct-worker-3', back: '/contracts/ct-worker-3' });
  });
});

describe('the preview’s and the contract’s effects', () => {
  const logger = () => ({ log: vi.fn() });

  it('keeps the PDF in the page as an object URL of its bytes, and lets it go', async () => {
    const { api } = apiAnswering((url) =>
      url.endsWith('/content')
        ? pdfAnswer(PDF)
        : Response.json({
            id: 'doc-1',
            category: 'personal',
            kind: 'payslip',
            title: 'Bulletin',
            issuedAt: '2026-11-03',
            new: true,
            fileName: 'b.pdf',
          }),
    );
    const files = { create: vi.fn((blob: Blob) => `blob:file-${blob.size}-${blob.type}`), revoke: vi.fn() };
    const effects = createDocumentPreviewImplementations({ api, logger: logger(), files });
    const loaded = await toPromise(createActor(effects.actors.loadDocument, { input: { documentId: 'doc-1' } }).start());
    expect(loaded).toEqual({
      document: expect.objectContaining({ id: 'doc-1', title: 'Bulletin' }),
      fileUrl: `blob:file-${PDF.length}-application/pdf`,
    });
    expect(files.revoke).not.toHaveBeenCalled();
    effects.actions.releaseFile(undefined, { fileUrl: loaded.fileUrl });
    expect(files.revoke).toHaveBeenCalledWith(loaded.fileUrl);
  });

  it('never sends the person to an address that is not http(s): the answer breaks the contract', async () => {
    const answering = (signingUrl: string) =>
      apiAnswering(() => Response.json({ signingUrl }, { status: 201 })).api.call(contractCalls.startContractSignature, {
        params: { contractId: 'ct-1' },
      });
    await expect(answering('https://sign.example/s/1')).resolves.toEqual({ signingUrl: 'https://sign.example/s/1' });
    await expect(answering('javascript:alert(1)')).rejects.toBeInstanceOf(ContractMismatchError);
  });

  it('sends the person to the provider’s page as answered; logs failures as warnings', () => {
    const leaveFor = vi.fn();
    const log = logger();
    const effects = createContractImplementations({ api: {} as never, logger: log, leaveFor });
    effects.actions.openSigningPage(undefined, { signingUrl: 'https://sign.example/s/1' });
    expect(leaveFor).toHaveBeenCalledWith('https://sign.example/s/1');
    effects.actions.logRefreshFailed(undefined, { error: new Error('HTTP 500') });
    expect(log.log).toHaveBeenCalledWith('warn', 'The contract screen could not read again: HTTP 500');
  });
});

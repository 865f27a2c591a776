// The stand-in's electronic signature provider (docs/screens/contract.md "Stand-in data"), on an
// origin of its own, as a real provider is: `GET /sign/<session>` shows the contract to sign with
// Sign and "Back without signing"; `POST /sign/<session>` signs (or gives up) and sends the person
// back to the contract's page in the portal. The provider tells the backend a moment later, as
// providers call back: the contract goes from "signing" to "in progress", its signed copy becomes a
// new document, and the hub pushes `documentAvailable` (docs/decisions-domain.md "Contracts").
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, readBody, requestUrl, sendError } from '../http-utils.ts';
import type { NotificationHub } from '../hub/hub.ts';
import type { StoredNotification } from '../demo-data.ts';
import type { StackState } from '../state.ts';
import { TENANT_DISPLAY_NAMES } from '../tenants.ts';
import { contractContent, papers, type Papers, type StoredContract } from '../screens/workerPapers.ts';

export interface SignatureProviderOptions {
  state: StackState;
  hub: NotificationHub;
  portalUrl: string;
  /** How long after the signature the provider's confirmation arrives, at the earliest. */
  confirmAfterMs?: number;
}

/** The provider's confirmation waits for the person's hub connection (back in the portal), at most this long. */
const CONNECTION_WAIT_MS = 20_000;
const POLL_MS = 200;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#1f2937}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #1d4ed8;cursor:pointer}
.sign{background:#1d4ed8;color:#fff}.back{background:#fff;color:#1d4ed8}label{display:flex;gap:.5rem;align-items:flex-start;margin-top:1rem}
header{background:#111827;color:#fff;padding:.75rem 1.5rem;font-weight:600}@media (max-width:480px){main{margin:0;border-radius:0}}`;

function page(res: ServerResponse, status: number, title: string, body: string, portalOrigin: string): void {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — SignaturePro (démo)</title><style>${STYLE}</style></head>
<body><header>SignaturePro — signature électronique (démonstration)</header><main>${body}</main></body></html>`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The form posts here, and the answer sends the person back to the portal.
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${portalOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}

const frenchDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('fr-FR', { timeZone: 'UTC', dateStyle: 'long' });

export function createSignatureProvider({ state, hub, portalUrl, confirmAfterMs = 1500 }: SignatureProviderOptions) {
  const portalOrigin = new URL(portalUrl).origin;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** The provider's call back to the backend: signed, a signed copy, a push to the person. */
  function confirm(all: Papers, contract: StoredContract, login: string, waited = 0): void {
    if (hub.connectionCount(login) === 0 && waited < CONNECTION_WAIT_MS) {
      later(POLL_MS, () => confirm(all, contract, login, waited + POLL_MS));
      return;
    }
    if (contract.status !== 'signing') return;
    const now = new Date();
    contract.status = all.world.today > contract.endDate ? 'ended' : 'inProgress';
    contract.signedAt = now.toISOString();
    contract.signBy = null;
    const belgian = state.tenant === 'beta';
    const unsigned = all.documents.find((doc) => doc.id === contract.documentId);
    if (unsigned) unsigned.content = contractContent(contract, belgian);
    const copyId = `doc-signed-${contract.id}`;
    const label = `Contrat signé ${contract.reference} — ${contract.client.name}`;
    if (!all.documents.some((doc) => doc.id === copyId)) {
      all.documents.push({
        id: copyId,
        owner: login,
        category: 'administrative',
        kind: 'contract',
        title: label,
        issuedAt: now.toISOString().slice(0, 10),
        new: true,
        fileName: `contrat-signe-${contract.reference}.pdf`,
        content: contractContent(contract, belgian),
      });
    }
    const notification: StoredNotification = {
      id: `n-signed-${contract.id}`,
      type: 'documentAvailable',
      category: 'documents',
      data: { label, contractId: contract.id, documentId: copyId },
      createdAt: now.toISOString(),
      processed: false,
    };
    const account = state.account(login);
    if (account) account.notifications = [notification, ...account.notifications.filter((n) => n.id !== notification.id)];
    const { processed: _processed, ...sent } = notification;
    hub.send(login, 'SendNotification', [sent]);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    const match = /^\/sign\/([0-9a-f]{32})$/.exec(url.pathname);
    if (!match) return sendError(res, 404, 'No such page');
    const all = papers(state);
    const session = all.signatures.get(match[1]);
    const contract = session && all.contracts.find((candidate) => candidate.id === session.contractId);
    if (!session || !contract) {
      return page(
        res,
        404,
        'Signature introuvable',
        '<h1>Signature introuvable</h1><p>Ce lien de signature n’existe pas.</p>',
        portalOrigin,
      );
    }
    const back = `${portalUrl}/contracts/${encodeURIComponent(contract.id)}`;
    if (req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req, 4096));
      if (!session.closed && contract.status === 'toSign' && form.get('decision') === 'sign' && form.get('consent') === 'yes') {
        session.closed = true;
        contract.status = 'signing';
        later(confirmAfterMs, () => confirm(all, contract, session.login));
      } else if (form.get('decision') === 'back') {
        session.closed = true;
      } else if (form.get('decision') === 'sign') {
        return page(
          res,
          400,
          'Consentement requis',
          `<h1>Consentement requis</h1><p>Cochez la case pour signer.</p><p><a href="${escapeHtml(url.pathname)}">Revenir au contrat</a></p>`,
          portalOrigin,
        );
      }
      res.writeHead(303, { Location: back, 'Cache-Control': 'no-store' });
      return void res.end();
    }
    if (req.method !== 'GET') return sendError(res, 405, 'GET or POST');
    if (session.closed || contract.status !== 'toSign') {
      return page(
        res,
        410,
        'Signature terminée',
        `<h1>Cette signature est terminée</h1><p><a href="${escapeHtml(back)}">Revenir au portail ${escapeHtml(TENANT_DISPLAY_NAMES[state.tenant])}</a></p>`,
        portalOrigin,
      );
    }
    const rows: [string, string][] = [
      ['Référence', contract.reference],
      ['Agence', contract.agency.name],
      ['Intérimaire', contract.worker.name],
      ['Entreprise utilisatrice', contract.client.name],
      ['Lieu', `${contract.site.name}, ${contract.site.address}`],
      ['Poste', contract.position],
      ['Période', `du ${frenchDate(contract.startDate)} au ${frenchDate(contract.endDate)}`],
      ['Taux horaire brut', `${contract.hourlyRate.toFixed(2).replace('.', ',')} €`],
    ];
    page(
      res,
      200,
      `Signer le contrat ${contract.reference}`,
      `<h1>Signer le contrat ${escapeHtml(contract.reference)}</h1>
<p>${escapeHtml(TENANT_DISPLAY_NAMES[state.tenant])} vous invite à signer ce contrat de mission.</p>
<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post">
<label><input type="checkbox" name="consent" value="yes" required> J’ai lu le contrat et j’accepte de le signer électroniquement.</label>
<div class="actions"><button class="sign" type="submit" name="decision" value="sign">Signer le contrat</button>
<button class="back" type="submit" name="decision" value="back" formnovalidate>Revenir sans signer</button></div>
</form>`,
      portalOrigin,
    );
  }

  return {
    handle,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

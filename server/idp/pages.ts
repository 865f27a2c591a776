// HTML pages of the development identity provider: login, logout (auto-submitted), errors. Every
// echoed value goes through escapeHtml; pages carry a strict Content-Security-Policy.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../http-utils.ts';

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem 2.5rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);width:min(22rem,90vw)}
h1{font-size:1.4rem;margin:0 0 .25rem}p.note{color:#4b5563;font-size:.85rem;margin:0 0 1.25rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.55rem;border:1px solid #9ca3af;border-radius:4px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.65rem;border:0;border-radius:4px;background:#1d4ed8;color:#fff;font-size:1rem;cursor:pointer}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:4px;padding:.6rem;margin:0 0 .5rem}`;

export interface Page {
  html: string;
  /** The page's Content-Security-Policy header. */
  csp: string;
}

function page(title: string, body: string, { formTargets = [] as string[], scriptHash = '' } = {}): Page {
  const html = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
  // form-action also governs the redirects that follow a form post (to the portal), so the
  // portal's origin is allowed there.
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    scriptHash ? `script-src '${scriptHash}'` : '',
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join('; ');
  return { html, csp };
}

export interface LoginPageInput {
  uid: string;
  tenantName: string;
  login?: string;
  error?: boolean;
  portalOrigin: string;
}

export function loginPage({ uid, tenantName, login = '', error = false, portalOrigin }: LoginPageInput): Page {
  const errorBlock = error
    ? `<p class="error" role="alert" data-error="invalid-credentials">Identifiant ou mot de passe incorrect. Vérifiez-les et réessayez.</p>`
    : '';
  const body = `<main>
<h1>${escapeHtml(tenantName)}</h1>
<p class="note">Connexion de développement (stack locale) — comptes de démonstration uniquement.</p>
${errorBlock}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login" autocomplete="off" novalidate>
<label for="login">Identifiant</label>
<input id="login" name="login" type="text" value="${escapeHtml(login)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${login ? '' : ' autofocus'}>
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${login ? ' autofocus' : ''}>
<button type="submit">Se connecter</button>
</form>
</main>`;
  return page(`Connexion — ${tenantName}`, body, { formTargets: [portalOrigin] });
}

/** `form` is the provider's own hidden logout form (its markup, with the xsrf token). */
export function logoutPage(form: string, portalOrigin: string): Page {
  // The portal has already decided to log out: submit at once, with logout=yes, or the provider
  // keeps its session.
  const script = `document.getElementById('op.logoutForm').submit();`;
  const scriptHash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
  const body = `<main>
<h1>Déconnexion…</h1>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">Se déconnecter</button></noscript>
<script>${script}</script>
</main>`;
  return page('Déconnexion', body, { formTargets: [portalOrigin], scriptHash });
}

export function loggedOutPage(): Page {
  return page('Déconnecté', '<main><h1>Vous êtes déconnecté.</h1></main>');
}

export function errorPage(out: Record<string, string>): Page {
  const lines = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong> : ${escapeHtml(value)}</p>`)
    .join('\n');
  return page('Erreur de connexion', `<main><h1>Erreur de connexion</h1>\n${lines}</main>`);
}

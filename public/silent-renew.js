// Fallback of oidc-client-ts's silent renew (`silent_renew_url`), loaded by silent-renew.html. The
// portal normally renews with its refresh token and never loads it. When it renews through a hidden
// iframe instead, the identity provider redirects the iframe to that page; this does what
// `UserManager.signinSilentCallback()` does, without loading a bundle: hand the URL (code and
// state) to the parent window, same origin only. A file, not an inline script: the CSP allows none.
if (window.parent !== window) {
  window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);
}

// An advantage page from a tenant's translation file (docs/screens/advantages.md): `{ text, links }`
// where `text` is plain text (paragraphs separated by a blank line) and each link a label and an
// address. What is not of that shape is no page (the screen's general words show instead); a link
// whose address is not https, mailto or tel is left out: a tenant's file never runs a script.

export interface AdvantageLink {
  label: string;
  url: string;
}
export interface AdvantagePage {
  text: string;
  links: AdvantageLink[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const SAFE_PROTOCOLS = ['https:', 'mailto:', 'tel:'];

function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return SAFE_PROTOCOLS.includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}

/** The page a tenant's file gives, or null when it gives none usable. */
export function readAdvantagePage(value: unknown): AdvantagePage | null {
  if (!isRecord(value) || typeof value.text !== 'string' || value.text.trim() === '') return null;
  const links = (Array.isArray(value.links) ? value.links : []).flatMap((link): AdvantageLink[] => {
    if (!isRecord(link) || typeof link.label !== 'string' || link.label.trim() === '') return [];
    const url = safeUrl(link.url);
    return url ? [{ label: link.label, url }] : [];
  });
  return { text: value.text, links };
}

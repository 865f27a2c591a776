// The privacy screen's call (docs/screens/privacy.md), proposed: the spec names the screen
// ("privacy: worker, selfRegistered"; its menu entry on one named tenant only), not its content. The
// notice is the tenant's legal text, kept by the tenant and read when the screen opens.
import { array, length, object, picklist, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, nonBlank } from '../wire.ts';

/**
 * The parts of the notice, in the order of what a data controller must tell the people whose data
 * it collects (GDPR article 13): who it is, what it collects, why, for how long, their rights, and
 * how to reach its data protection officer. The portal writes their headings in the reader's language.
 */
export const PRIVACY_SECTIONS = ['controller', 'collected', 'purposes', 'retention', 'rights', 'dpo'] as const;

/** A link of the notice: a web page (https) or an e-mail address (mailto), nothing a page could run. */
export const PrivacyLinkSchema = object({
  label: nonBlank(),
  href: pipe(string(), regex(/^(?:https:\/\/|mailto:)[^\s]+$/, 'an https: or mailto: address')),
});

export const PrivacySectionSchema = object({
  id: picklist(PRIVACY_SECTIONS),
  /** Plain text, one entry a paragraph. */
  paragraphs: array(string()),
  links: array(PrivacyLinkSchema),
});

export const PrivacyNoticeSchema = object({
  /** The notice's version: a new text, a new id. */
  id: nonBlank(),
  /** When the text last changed. */
  updatedOn: date(),
  /** Each part once, in PRIVACY_SECTIONS' order (a JSON schema cannot say "each once": the count can). */
  sections: pipe(
    array(PrivacySectionSchema),
    length(PRIVACY_SECTIONS.length, `the ${PRIVACY_SECTIONS.length} parts: ${PRIVACY_SECTIONS.join(', ')}`),
  ),
});

export const privacyCalls = {
  getPrivacyNotice: call({
    method: 'GET',
    path: '/v1/privacy-notice',
    answers: { 200: PrivacyNoticeSchema, 404: ErrorBodySchema },
    proposed: true,
    summary:
      'The tenant’s privacy notice for its workers, in parts (controller, data collected, purposes, retention, rights, data protection officer), plain text with https and mailto links. 404: the tenant has published none.',
  }),
};

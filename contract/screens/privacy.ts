// The privacy screen's call (docs/screens/privacy.md), proposed: the spec names the screen
// ("privacy: worker, selfRegistered"; its menu entry on one named tenant only), not its content. The
// notice is the tenant's legal text, kept by the tenant and read when the screen opens.
import { array, description, examples, length, object, picklist, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, nonBlank } from '../wire.ts';

/**
 * The parts of the notice, in the order of what a data controller must tell the people whose data
 * it collects (GDPR article 13): who it is, what it collects, why, for how long, their rights, and
 * how to reach its data protection officer. The portal writes their headings in the reader's language.
 */
export const PRIVACY_SECTIONS = ['controller', 'collected', 'purposes', 'retention', 'rights', 'dpo'] as const;

/** A link of the notice: a web page (https) or an e-mail address (mailto), nothing a page could run. */
export const PrivacyLinkSchema = pipe(
  object({
    label: pipe(nonBlank(), description('The link’s text, shown as is.'), examples(['Écrire au délégué à la protection des données'])),
    href: pipe(
      string(),
      regex(/^(?:https:\/\/|mailto:)[^\s]+$/, 'an https: or mailto: address'),
      description('An `https:` page or a `mailto:` address, without blanks; any other scheme (http:, javascript:) refuses the notice.'),
      examples(['mailto:dpo@interim.example']),
    ),
  }),
  description('A link of the notice.'),
);

export const PrivacySectionSchema = pipe(
  object({
    id: pipe(
      picklist(PRIVACY_SECTIONS),
      description('Which part it is; the portal writes its heading in the reader’s language.'),
      examples(['controller']),
    ),
    /** Plain text, one entry a paragraph. */
    paragraphs: pipe(
      array(string()),
      description('The part’s text, plain text (never HTML), one entry a paragraph.'),
      examples([['Intérim Lyon SAS, 5 place Charles-Béraudier, 69003 Lyon, est responsable du traitement.']]),
    ),
    links: pipe(array(PrivacyLinkSchema), description('Links shown under the paragraphs; may be empty.')),
  }),
  description('One part of the privacy notice.'),
);

export const PrivacyNoticeSchema = pipe(
  object({
    /** The notice's version: a new text, a new id. */
    id: pipe(nonBlank(), description('The notice’s version: a new text, a new id.'), examples(['privacy-2026-09'])),
    /** When the text last changed. */
    updatedOn: pipe(date(), description('When the text last changed, `YYYY-MM-DD`, shown under the title.'), examples(['2026-09-01'])),
    /** Each part once, in PRIVACY_SECTIONS' order (a JSON schema cannot say "each once": the count can). */
    sections: pipe(
      array(PrivacySectionSchema),
      length(PRIVACY_SECTIONS.length, `the ${PRIVACY_SECTIONS.length} parts: ${PRIVACY_SECTIONS.join(', ')}`),
      description(`Each of the ${PRIVACY_SECTIONS.length} parts exactly once, in this order: ${PRIVACY_SECTIONS.join(', ')}.`),
      examples([
        [
          {
            id: 'controller',
            paragraphs: ['Intérim Lyon SAS, 5 place Charles-Béraudier, 69003 Lyon, est responsable du traitement.'],
            links: [],
          },
          { id: 'collected', paragraphs: ['Identité, coordonnées, pièces justificatives, relevés d’heures.'], links: [] },
          { id: 'purposes', paragraphs: ['La gestion de vos missions, de votre paie et de vos documents.'], links: [] },
          { id: 'retention', paragraphs: ['Cinq ans après votre dernière mission.'], links: [] },
          {
            id: 'rights',
            paragraphs: ['Accès, rectification, effacement, opposition.'],
            links: [{ label: 'La CNIL', href: 'https://www.cnil.fr' }],
          },
          {
            id: 'dpo',
            paragraphs: ['Notre délégué à la protection des données répond sous un mois.'],
            links: [{ label: 'Écrire au délégué', href: 'mailto:dpo@interim.example' }],
          },
        ],
      ]),
    ),
  }),
  description('The tenant’s privacy notice for its workers (GDPR article 13).'),
);

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

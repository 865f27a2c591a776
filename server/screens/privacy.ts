// The stand-in's privacy notice (docs/screens/privacy.md): each tenant's notice to its workers, in
// French, the parts of GDPR article 13: Alpha Intérim's under French law (the CNIL), Bêta Emploi's
// under Belgian law (the Autorité de protection des données).
import { privacyCalls, type PRIVACY_SECTIONS } from '../../contract/screens/privacy.ts';
import { route, type Route } from '../api/router.ts';
import type { TenantId } from '../tenants.ts';

interface PrivacySection {
  id: (typeof PRIVACY_SECTIONS)[number];
  paragraphs: string[];
  links: { label: string; href: string }[];
}

interface PrivacyNotice {
  id: string;
  updatedOn: string;
  sections: PrivacySection[];
}

interface Controller {
  name: string;
  company: string;
  address: string;
  domain: string;
  authority: { name: string; url: string; label: string };
  dpo: string;
  dpoAddress: string;
  updatedOn: string;
  payRetention: string;
}

const CONTROLLERS: Record<TenantId, Controller> = {
  alpha: {
    name: 'Alpha Intérim',
    company: 'Alpha Intérim SAS, entreprise de travail temporaire inscrite au RCS de Lyon',
    address: '18 rue de la République, 69002 Lyon',
    domain: 'alpha-interim.example',
    authority: {
      name: 'la Commission nationale de l’informatique et des libertés (CNIL)',
      url: 'https://www.cnil.fr/fr/plaintes',
      label: 'Adresser une plainte à la CNIL',
    },
    dpo: 'dpo@alpha-interim.example',
    dpoAddress: 'Délégué à la protection des données, Alpha Intérim, 18 rue de la République, 69002 Lyon',
    updatedOn: '2025-03-01',
    payRetention: 'cinq ans après la fin de la dernière mission, comme le Code du travail l’exige pour les bulletins de paie',
  },
  beta: {
    name: 'Bêta Emploi',
    company: 'Bêta Emploi SRL, entreprise de travail intérimaire agréée en Région de Bruxelles-Capitale',
    address: 'Boulevard Anspach 42, 1000 Bruxelles',
    domain: 'beta-emploi.example',
    authority: {
      name: 'l’Autorité de protection des données (APD)',
      url: 'https://www.autoriteprotectiondonnees.be/citoyen/agir/introduire-une-plainte',
      label: 'Introduire une plainte auprès de l’APD',
    },
    dpo: 'dpo@beta-emploi.example',
    dpoAddress: 'Délégué à la protection des données, Bêta Emploi, Boulevard Anspach 42, 1000 Bruxelles',
    updatedOn: '2025-02-14',
    payRetention: 'cinq ans après la fin de la dernière mission, comme le droit social belge l’exige pour les documents de paie',
  },
};

export function privacyData(tenant: TenantId): PrivacyNotice {
  const c = CONTROLLERS[tenant];
  return {
    id: `privacy-${tenant}-${c.updatedOn}`,
    updatedOn: c.updatedOn,
    sections: [
      {
        id: 'controller',
        paragraphs: [
          `Vos données personnelles sont traitées par ${c.company}, ${c.address}, responsable du traitement.`,
          'Les entreprises clientes chez qui vous effectuez une mission reçoivent les seules données nécessaires à celle-ci : votre nom, votre qualification, vos horaires.',
        ],
        links: [{ label: `Site de ${c.name}`, href: `https://www.${c.domain}` }],
      },
      {
        id: 'collected',
        paragraphs: [
          'Votre identité et vos coordonnées ; votre numéro de sécurité sociale ; vos diplômes, habilitations et expériences ; vos disponibilités.',
          'Pendant vos missions : vos contrats, vos relevés d’heures, vos bulletins de salaire, vos demandes d’acompte et de congés.',
          'Sur le portail : les appareils que vous avez enregistrés et l’historique de vos connexions.',
        ],
        links: [],
      },
      {
        id: 'purposes',
        paragraphs: [
          'Vous proposer des missions qui correspondent à votre profil, établir vos contrats de mission et vos relevés d’heures, verser votre paie et vos acomptes.',
          'Remplir nos obligations légales envers les organismes sociaux et l’administration fiscale.',
          'Vous informer, par les notifications du portail, de ce qui vous concerne : un contrat à signer, un document déposé, une actualité.',
        ],
        links: [],
      },
      {
        id: 'retention',
        paragraphs: [
          'Votre dossier de candidature : deux ans après notre dernier contact, si aucune mission n’a eu lieu.',
          `Vos contrats, relevés d’heures et bulletins de salaire : ${c.payRetention}.`,
          'L’historique de connexion au portail : un an.',
        ],
        links: [],
      },
      {
        id: 'rights',
        paragraphs: [
          'Vous pouvez accéder à vos données, les faire rectifier ou effacer, en demander la limitation ou la portabilité, et vous opposer à leur traitement, dans les limites de nos obligations légales.',
          `Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir ${c.authority.name}.`,
        ],
        links: [{ label: c.authority.label, href: c.authority.url }],
      },
      {
        id: 'dpo',
        paragraphs: [
          'Pour exercer vos droits ou pour toute question sur vos données, écrivez à notre délégué à la protection des données. Nous répondons dans un délai d’un mois.',
          `Par courrier : ${c.dpoAddress}.`,
        ],
        links: [{ label: c.dpo, href: `mailto:${c.dpo}` }],
      },
    ],
  };
}

export const privacyRoutes: Route[] = [
  route(privacyCalls.getPrivacyNotice, ({ state }) => ({ status: 200, body: state.screenData('privacy', privacyData) })),
];

// The stand-in's papers of the demo workers (docs/screens/documents.md, contracts.md "Stand-in data"):
// one contract per mission of the world (server/screens/world.ts), and the documents those missions
// leave (payslips, certificates, mission orders) beside the agency's information and guides, per
// tenant: France for alpha (attestation employeur for France Travail, monthly pay), Belgium for beta
// (C4, holiday certificate, weekly pay). Built once per run (rebuilt on reset); the contracts'
// signatures and the documents' "opened" change it while the stack runs.
import type { DemoAccount } from '../demo-data.ts';
import type { StackState } from '../state.ts';
import { TENANT_DISPLAY_NAMES, type TenantId } from '../tenants.ts';
import { addDays, isoDay, missionStatus, mondayOf, placeOf, world, type Mission, type World } from './world.ts';

export type DocumentCategory = 'nonBinding' | 'personal' | 'administrative' | 'resources' | 'contract';
export type DocumentKind = 'payslip' | 'certificate' | 'missionOrder' | 'information' | 'guide' | 'contract';
export type ContractStatus = 'toSign' | 'signing' | 'inProgress' | 'ended';

export interface StoredDocument {
  id: string;
  /** The demo login it belongs to. */
  owner: string;
  category: DocumentCategory;
  kind: DocumentKind;
  title: string;
  issuedAt: string;
  new: boolean;
  fileName: string;
  /** What its PDF says, line by line: headed blocks of label/value pairs, then paragraphs. */
  content: PdfContent;
}

export interface PdfContent {
  heading: string;
  subheading: string;
  blocks: { title: string; rows: [string, string][] }[];
  paragraphs: string[];
  /** The signature block's state, for a contract. */
  signature?: { signedAt: string | null; signer: string };
}

export interface StoredContract {
  id: string;
  owner: string;
  reference: string;
  kind: 'mission' | 'provision';
  status: ContractStatus;
  agency: { name: string; address: string; phone: string };
  client: { name: string };
  site: { name: string; address: string };
  worker: { name: string };
  position: string;
  startDate: string;
  endDate: string;
  hourlyRate: number;
  weeklyHours: number;
  signBy: string | null;
  signedAt: string | null;
  documentId: string;
  /** A contract of provision that extends another (its reference): an amendment. Not on the wire. */
  amends?: string;
}

/** A signature opened at the provider for one contract and one person. */
export interface SignatureSession {
  id: string;
  login: string;
  contractId: string;
  /** Signed or given up: the page cannot be used again. */
  closed: boolean;
}

export interface Papers {
  world: World;
  documents: StoredDocument[];
  contracts: StoredContract[];
  signatures: Map<string, SignatureSession>;
}

/** The agency of each folder of the world, with an address and a phone number. */
export const AGENCIES: Record<string, { name: string; address: string; phone: string }> = {
  'f-lyo': { name: 'Alpha Intérim Lyon Part-Dieu', address: '17 rue de la Villette, 69003 Lyon', phone: '04 72 61 00 10' },
  'f-par': { name: 'Alpha Intérim Paris Bercy', address: '102 rue de Bercy, 75012 Paris', phone: '01 43 40 00 20' },
  'f-mrs': { name: 'Alpha Intérim Marseille Joliette', address: '8 boulevard de Dunkerque, 13002 Marseille', phone: '04 91 90 00 30' },
  'f-anr': { name: 'Bêta Emploi Antwerpen Centraal', address: 'De Keyserlei 58, 2018 Antwerpen', phone: '03 231 00 10' },
  'f-bru': { name: 'Bêta Emploi Bruxelles Midi', address: 'Avenue Fonsny 47, 1060 Saint-Gilles', phone: '02 520 00 20' },
  'f-lge': { name: 'Bêta Emploi Liège Guillemins', address: 'Rue des Guillemins 21, 4000 Liège', phone: '04 252 00 30' },
};

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const euros = (value: number) => `${value.toFixed(2).replace('.', ',')} €`;
const frenchDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
};
const hours = (value: number) => `${String(value).replace('.', ',')} h`;
/** Working days (Monday to Friday) of `mission` between `from` and `to`, both included. */
function workedDays(mission: Mission, from: string, to: string): number {
  let count = 0;
  for (let day = from > mission.startDate ? from : mission.startDate; day <= to && day <= mission.endDate; day = addDays(day, 1)) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

const WORKERS = ['worker', 'selfregistered', 'worker-cdii', 'worker-limited', 'worker-password'];

function nameOf(account: DemoAccount | undefined, login: string): string {
  return account ? `${account.profile.firstName} ${account.profile.lastName}` : login;
}

/** The papers of the run's tenant, built from the world of the week the stack started in. */
export function papers(state: StackState): Papers {
  return state.screenData('workerPapers', (tenant) => buildPapers(tenant, Date.now(), (login) => state.account(login)));
}

export function buildPapers(tenant: TenantId, now: number, account: (login: string) => DemoAccount | undefined): Papers {
  const here = world(tenant, now);
  const documents: StoredDocument[] = [];
  const contracts: StoredContract[] = [];
  const belgian = tenant === 'beta';
  const brand = TENANT_DISPLAY_NAMES[tenant];
  // A paper is issued a week before its mission, or yesterday for a mission a month away: never later than today.
  const issued = (day: string) => (day < here.today ? day : addDays(here.today, -1));

  for (const login of WORKERS) {
    const worker = nameOf(account(login), login);
    const missions = here.missions.filter((mission) => mission.worker === login);
    const add = (doc: Omit<StoredDocument, 'owner' | 'id'> & { id: string }) => documents.push({ ...doc, owner: login });

    missions.forEach((mission, index) => {
      const { client, establishment } = placeOf(here, mission);
      const agency = AGENCIES[mission.folderId];
      const status = missionStatus(mission, here.today);
      const reference = `${belgian ? 'CT-BE' : 'CT'}-${mission.startDate.slice(0, 4)}-${String(4100 + index * 7 + WORKERS.indexOf(login) * 31).padStart(5, '0')}`;
      const id = `ct-${login}-${index + 1}`;
      const signedAt = status === 'upcoming' ? null : `${addDays(mission.startDate, -4)}T09:${String(10 + index).padStart(2, '0')}:00Z`;
      const contract: StoredContract = {
        id,
        owner: login,
        reference,
        kind: 'mission',
        status: status === 'upcoming' ? 'toSign' : status === 'current' ? 'inProgress' : 'ended',
        agency,
        client: { name: client.name },
        site: { name: establishment.name, address: establishment.address },
        worker: { name: worker },
        position: mission.position,
        startDate: mission.startDate,
        endDate: mission.endDate,
        hourlyRate: mission.hourlyRate,
        weeklyHours: mission.weeklyHours,
        // Two days before the mission starts (the law asks it within two working days of the start).
        signBy: status === 'upcoming' ? addDays(mission.startDate, -2) : null,
        signedAt,
        documentId: `doc-${id}`,
      };
      contracts.push(contract);
      add({
        id: contract.documentId,
        category: 'contract',
        kind: 'contract',
        title: `Contrat de mission ${reference}`,
        issuedAt: issued(addDays(mission.startDate, -7)),
        new: false,
        fileName: `contrat-de-mission-${reference}.pdf`,
        content: contractContent(contract, belgian),
      });

      // A mission order for what is under way or to come (information, not binding).
      if (status !== 'ended') {
        add({
          id: `doc-om-${login}-${index + 1}`,
          category: 'nonBinding',
          kind: 'missionOrder',
          title: `Ordre de mission — ${mission.position}, ${client.name}`,
          issuedAt: issued(addDays(mission.startDate, -6)),
          new: status === 'upcoming',
          fileName: `ordre-de-mission-${reference}.pdf`,
          content: {
            heading: 'Ordre de mission',
            subheading: `${agency.name} — ${reference}`,
            blocks: [
              {
                title: 'Mission',
                rows: [
                  ['Intérimaire', worker],
                  ['Poste', mission.position],
                  ['Entreprise utilisatrice', client.name],
                  ['Lieu', `${establishment.name}, ${establishment.address}`],
                  ['Du', frenchDate(mission.startDate)],
                  ['Au', frenchDate(mission.endDate)],
                  ['Horaires', `${hours(mission.weeklyHours)} par semaine, du lundi au vendredi`],
                ],
              },
            ],
            paragraphs: [
              'Présentez-vous le premier jour à 7 h 45 à l’accueil du site, muni de vos équipements de protection individuelle.',
              'Ce document est informatif : seul le contrat de mission signé engage les parties.',
            ],
          },
        });
      }

      // The certificate an ended mission leaves.
      if (status === 'ended') {
        add({
          id: `doc-cert-${login}-${index + 1}`,
          category: 'administrative',
          kind: 'certificate',
          title: belgian ? `Certificat de chômage C4 — ${client.name}` : `Attestation employeur destinée à France Travail — ${client.name}`,
          issuedAt: addDays(mission.endDate, 3),
          new: true,
          fileName: belgian ? `certificat-c4-${reference}.pdf` : `attestation-france-travail-${reference}.pdf`,
          content: {
            heading: belgian ? 'Certificat de chômage C4 — travail intérimaire' : 'Attestation employeur destinée à France Travail',
            subheading: `${agency.name}`,
            blocks: [
              {
                title: 'Employeur',
                rows: [
                  ['Raison sociale', brand],
                  ['Agence', `${agency.name}, ${agency.address}`],
                ],
              },
              {
                title: 'Salarié',
                rows: [
                  ['Nom', worker],
                  ['Emploi occupé', mission.position],
                  ['Entreprise utilisatrice', client.name],
                  ['Période d’emploi', `du ${frenchDate(mission.startDate)} au ${frenchDate(mission.endDate)}`],
                  ['Motif de fin de contrat', 'Fin de mission'],
                  ['Heures travaillées', hours(workedDays(mission, mission.startDate, mission.endDate) * (mission.weeklyHours / 5))],
                ],
              },
            ],
            paragraphs: [
              belgian
                ? 'À remettre à votre organisme de paiement (syndicat ou CAPAC) avec votre demande d’allocations.'
                : 'Document transmis par voie dématérialisée à France Travail ; cette copie est la vôtre.',
            ],
          },
        });
      }
    });

    // Pay: monthly in France (the last three months), weekly in Belgium (the last four weeks).
    const periods: { from: string; to: string; label: string; paidOn: string }[] = [];
    if (belgian) {
      for (let week = 1; week <= 4; week += 1) {
        const from = addDays(here.thisWeek, -7 * week);
        periods.push({ from, to: addDays(from, 6), label: `semaine du ${frenchDate(from)}`, paidOn: addDays(from, 10) });
      }
    } else {
      const [year, month] = here.today.split('-').map(Number);
      for (let back = 1; back <= 3; back += 1) {
        const first = isoDay(Date.UTC(year, month - 1 - back, 1));
        const last = isoDay(Date.UTC(year, month - back, 0));
        const [y, m] = first.split('-').map(Number);
        periods.push({ from: first, to: last, label: `${MONTHS[m - 1]} ${y}`, paidOn: isoDay(Date.UTC(year, month - back, 3)) });
      }
    }
    periods.forEach((period, index) => {
      const worked = missions
        .map((mission) => ({ mission, days: workedDays(mission, period.from, period.to) }))
        .filter((entry) => entry.days > 0);
      if (worked.length === 0) return;
      const rows: [string, string][] = [];
      let gross = 0;
      for (const { mission, days } of worked) {
        const done = (days * mission.weeklyHours) / 5;
        const amount = Math.round(done * mission.hourlyRate * 100) / 100;
        gross += amount;
        rows.push([
          `${mission.position} — ${placeOf(here, mission).client.name}`,
          `${hours(done)} × ${euros(mission.hourlyRate)} = ${euros(amount)}`,
        ]);
      }
      // End-of-mission and paid-leave allowances (10 % each in France; Belgium pays holidays apart).
      const allowances = belgian ? 0 : Math.round(gross * 0.21 * 100) / 100;
      const contributions = Math.round((gross + allowances) * (belgian ? 0.1307 : 0.22) * 100) / 100;
      const net = Math.round((gross + allowances - contributions) * 100) / 100;
      const slug = period.from.slice(0, belgian ? 10 : 7);
      add({
        id: `doc-pay-${login}-${slug}`,
        category: 'personal',
        kind: 'payslip',
        title: `Bulletin de salaire — ${period.label}`,
        issuedAt: period.paidOn,
        // The latest one is new.
        new: index === 0,
        fileName: `bulletin-de-salaire-${slug}.pdf`,
        content: {
          heading: 'Bulletin de salaire',
          subheading: `${brand} — période : ${period.label}`,
          blocks: [
            {
              title: 'Salarié',
              rows: [
                ['Nom', worker],
                ['Statut', 'Intérimaire'],
                ['Période', `du ${frenchDate(period.from)} au ${frenchDate(period.to)}`],
              ],
            },
            { title: 'Heures et rémunération', rows },
            {
              title: 'Totaux',
              rows: [
                ['Salaire brut', euros(gross)],
                ...(belgian ? [] : ([['Indemnités de fin de mission et de congés payés', euros(allowances)]] as [string, string][])),
                [belgian ? 'Cotisations ONSS (13,07 %)' : 'Cotisations salariales', `− ${euros(contributions)}`],
                ['Net à payer', euros(net)],
                ['Payé le', frenchDate(period.paidOn)],
              ],
            },
          ],
          paragraphs: ['Conservez ce bulletin sans limitation de durée.'],
        },
      });
    });

    if (belgian) {
      add({
        id: `doc-vac-${login}`,
        category: 'administrative',
        kind: 'certificate',
        title: `Attestation de vacances ${Number(here.today.slice(0, 4)) - 1}`,
        issuedAt: `${here.today.slice(0, 4)}-02-15`,
        new: false,
        fileName: `attestation-de-vacances-${Number(here.today.slice(0, 4)) - 1}.pdf`,
        content: {
          heading: 'Attestation de vacances',
          subheading: `Exercice de vacances ${Number(here.today.slice(0, 4)) - 1}`,
          blocks: [
            {
              title: 'Travailleur',
              rows: [
                ['Nom', worker],
                ['Employeur', brand],
              ],
            },
          ],
          paragraphs: ['À remettre à votre prochain employeur : elle détermine vos jours de vacances et votre pécule.'],
        },
      });
    }
  }

  // The agency's information and guides, for every worker.
  for (const login of WORKERS) {
    const common: Omit<StoredDocument, 'id' | 'owner'>[] = [
      {
        category: 'nonBinding',
        kind: 'information',
        title: 'Consignes de sécurité sur les sites logistiques',
        issuedAt: addDays(here.thisWeek, -40),
        new: false,
        fileName: 'consignes-de-securite.pdf',
        content: {
          heading: 'Consignes de sécurité',
          subheading: brand,
          blocks: [],
          paragraphs: [
            'Chaussures de sécurité et gilet haute visibilité sont obligatoires dans les zones de circulation des chariots.',
            'Signalez tout incident à votre responsable sur site et à votre agence le jour même.',
          ],
        },
      },
      {
        category: 'resources',
        kind: 'guide',
        title: `Guide de l’intérimaire ${brand}`,
        issuedAt: addDays(here.thisWeek, -120),
        new: false,
        fileName: 'guide-de-l-interimaire.pdf',
        content: {
          heading: `Guide de l’intérimaire`,
          subheading: brand,
          blocks: [],
          paragraphs: [
            'Votre contrat de mission se signe en ligne dans le portail, rubrique Contrats.',
            belgian
              ? 'Votre salaire est versé chaque semaine ; vos relevés d’heures sont validés par l’entreprise utilisatrice.'
              : 'Votre salaire est versé chaque mois ; un acompte peut être demandé dans Avantages.',
          ],
        },
      },
      {
        category: 'resources',
        kind: 'guide',
        title: belgian ? 'Le travail intérimaire en Belgique : vos droits' : 'Vos droits d’intérimaire : indemnités et congés',
        issuedAt: addDays(here.thisWeek, -200),
        new: false,
        fileName: belgian ? 'travail-interimaire-belgique.pdf' : 'droits-de-l-interimaire.pdf',
        content: {
          heading: belgian ? 'Le travail intérimaire en Belgique' : 'Vos droits d’intérimaire',
          subheading: brand,
          blocks: [],
          paragraphs: belgian
            ? ['Un contrat de travail intérimaire est conclu par écrit au plus tard dans les deux jours ouvrables de l’entrée en service.']
            : [
                'À la fin de chaque mission, vous percevez une indemnité de fin de mission de 10 % et une indemnité de congés payés de 10 %.',
              ],
        },
      },
    ];
    common.forEach((doc, index) => documents.push({ ...doc, id: `doc-res-${login}-${index + 1}`, owner: login }));
  }

  addProvisionContracts(here, contracts, documents, (login) => nameOf(account(login), login));
  return { world: here, documents, contracts, signatures: new Map() };
}

/** A mission under way that ends within three weeks of this week's Monday is offered two more weeks. */
const EXTENSION_OFFER_DAYS = 21;

/**
 * The contracts of provision (docs/screens/clientContracts.md "Stand-in data"): one per mission of
 * the world, between the agency and the client, held by the client's demo login: to sign for a
 * mission to come, signed for one under way, ended after. Each has its PDF, as the worker's has.
 */
function addProvisionContracts(
  here: World,
  contracts: StoredContract[],
  documents: StoredDocument[],
  name: (login: string) => string,
): void {
  const belgian = here.tenant === 'beta';
  here.missions.forEach((mission, index) => {
    const { client, establishment } = placeOf(here, mission);
    const owner = client.logins[0];
    if (!owner) return;
    const status = missionStatus(mission, here.today);
    const reference = `${belgian ? 'MD-BE' : 'MD'}-${mission.startDate.slice(0, 4)}-${String(7200 + index * 11).padStart(5, '0')}`;
    const id = `cp-${here.tenant}-${index + 1}`;
    const contract: StoredContract = {
      id,
      owner,
      reference,
      kind: 'provision',
      status: status === 'upcoming' ? 'toSign' : status === 'current' ? 'inProgress' : 'ended',
      agency: AGENCIES[mission.folderId],
      client: { name: client.name },
      site: { name: establishment.name, address: establishment.address },
      worker: { name: name(mission.worker) },
      position: mission.position,
      startDate: mission.startDate,
      endDate: mission.endDate,
      hourlyRate: mission.hourlyRate,
      weeklyHours: mission.weeklyHours,
      // The client signs before the worker starts: three days ahead.
      signBy: status === 'upcoming' ? addDays(mission.startDate, -3) : null,
      signedAt: status === 'upcoming' ? null : `${addDays(mission.startDate, -5)}T15:${String(20 + index).padStart(2, '0')}:00Z`,
      documentId: `doc-${id}`,
    };
    contracts.push(contract);
    documents.push({
      id: contract.documentId,
      owner,
      category: 'contract',
      kind: 'contract',
      title: `Contrat de mise à disposition ${reference}`,
      issuedAt: addDays(mission.startDate, -7) < here.today ? addDays(mission.startDate, -7) : addDays(here.today, -1),
      new: false,
      fileName: `contrat-de-mise-a-disposition-${reference}.pdf`,
      content: contractContent(contract, belgian),
    });
    // The agency offers to extend a mission ending within three weeks: an amendment for the client to sign.
    if (status === 'current' && mission.endDate <= addDays(here.thisWeek, EXTENSION_OFFER_DAYS)) {
      // Two more weeks, from the Monday after the last day to the Friday of the week after.
      const nextMonday = addDays(isoDay(mondayOf(Date.parse(mission.endDate))), 7);
      const extension: StoredContract = {
        ...contract,
        id: `${id}-a1`,
        reference: `${reference}-A1`,
        status: 'toSign',
        startDate: nextMonday,
        endDate: addDays(nextMonday, 7 + 4),
        // Before the extension starts: never a day already past while the mission is under way.
        signBy: nextMonday,
        signedAt: null,
        documentId: `doc-${id}-a1`,
        amends: reference,
      };
      contracts.push(extension);
      documents.push({
        id: extension.documentId,
        owner,
        category: 'contract',
        kind: 'contract',
        title: `Avenant de prolongation ${extension.reference}`,
        issuedAt: addDays(here.today, -1),
        new: false,
        fileName: `avenant-de-prolongation-${extension.reference}.pdf`,
        content: contractContent(extension, belgian),
      });
    }
  });
}

/** What a contract of mission's PDF says; its signature block follows its status. */
export function contractContent(contract: StoredContract, belgian: boolean): PdfContent {
  if (contract.kind === 'provision') return provisionContent(contract, belgian);
  return {
    heading: belgian ? 'Contrat de travail intérimaire' : 'Contrat de mission',
    subheading: `${contract.agency.name} — ${contract.reference}`,
    blocks: [
      {
        title: 'Entreprise de travail temporaire',
        rows: [
          ['Agence', contract.agency.name],
          ['Adresse', contract.agency.address],
          ['Téléphone', contract.agency.phone],
        ],
      },
      {
        title: 'Mission',
        rows: [
          ['Intérimaire', contract.worker.name],
          ['Entreprise utilisatrice', contract.client.name],
          ['Lieu de travail', `${contract.site.name}, ${contract.site.address}`],
          ['Poste', contract.position],
          ['Du', frenchDate(contract.startDate)],
          ['Au', frenchDate(contract.endDate)],
          ['Durée hebdomadaire', hours(contract.weeklyHours)],
          ['Taux horaire brut', euros(contract.hourlyRate)],
          ['Motif', belgian ? 'Surcroît temporaire de travail' : 'Accroissement temporaire d’activité'],
        ],
      },
    ],
    paragraphs: [
      belgian
        ? 'Le présent contrat est conclu conformément à la loi du 24 juillet 1987 sur le travail temporaire.'
        : 'Le présent contrat est conclu en application des articles L. 1251-1 et suivants du Code du travail.',
      'L’intérimaire bénéficie des mêmes équipements collectifs et des mêmes conditions de travail que les salariés de l’entreprise utilisatrice.',
    ],
    signature: { signedAt: contract.signedAt, signer: contract.worker.name },
  };
}

/** What a contract of provision's PDF says (agency and client); the client signs it. */
function provisionContent(contract: StoredContract, belgian: boolean): PdfContent {
  return {
    heading: contract.amends
      ? `Avenant de prolongation au contrat ${contract.amends}`
      : belgian
        ? 'Contrat commercial de mise à disposition'
        : 'Contrat de mise à disposition',
    subheading: `${contract.agency.name} — ${contract.reference}`,
    blocks: [
      {
        title: 'Entreprise de travail temporaire',
        rows: [
          ['Agence', contract.agency.name],
          ['Adresse', contract.agency.address],
          ['Téléphone', contract.agency.phone],
        ],
      },
      {
        title: 'Entreprise utilisatrice',
        rows: [
          ['Raison sociale', contract.client.name],
          ['Lieu de travail', `${contract.site.name}, ${contract.site.address}`],
        ],
      },
      {
        title: 'Mise à disposition',
        rows: [
          ['Intérimaire', contract.worker.name],
          ['Poste', contract.position],
          ['Du', frenchDate(contract.startDate)],
          ['Au', frenchDate(contract.endDate)],
          ['Durée hebdomadaire', hours(contract.weeklyHours)],
          ['Salaire horaire brut de référence', euros(contract.hourlyRate)],
          ['Motif', belgian ? 'Surcroît temporaire de travail' : 'Accroissement temporaire d’activité'],
        ],
      },
    ],
    paragraphs: [
      belgian
        ? 'Mise à disposition conclue conformément à la loi du 24 juillet 1987 sur le travail temporaire.'
        : 'Contrat conclu en application de l’article L. 1251-42 du Code du travail.',
      'L’entreprise utilisatrice veille à la sécurité de l’intérimaire à son poste et lui donne accès aux équipements collectifs.',
    ],
    signature: { signedAt: contract.signedAt, signer: contract.client.name },
  };
}

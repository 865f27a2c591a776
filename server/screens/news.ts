// The stand-in's news (docs/screens/news.md): the tenant's articles as the back office keeps them
// (status, the roles they target, published or not), dated from the day the stack starts, and the
// readers' list. The article page's route is in newsArticle.ts.
import { newsCalls, type NEWS_STATUSES } from '../../contract/screens/news.ts';
import type { Role } from '../../contract/wire.ts';
import { route, type Route } from '../api/router.ts';
import type { StackState } from '../state.ts';
import { TENANT_DISPLAY_NAMES, type TenantId } from '../tenants.ts';
import { listQuery, page } from './lists.ts';

/** An article as the back office keeps it. */
export interface NewsRecord {
  id: string;
  status: (typeof NEWS_STATUSES)[number];
  /** The roles that read it; empty, every role. */
  audience: Role[];
  title: string;
  summary: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
  /** null while it was never published (a draft). */
  publishedAt: string | null;
}

const DAY_MS = 86_400_000;
const WORKERS: Role[] = ['worker', 'selfRegistered'];
const CLIENTS: Role[] = ['clientUser'];
const STAFF: Role[] = ['agencyAssistant', 'agencySales', 'agencyDirector', 'administrator', 'support', 'communication', 'moa'];
const EVERYONE: Role[] = [];

type Spec = [daysAgo: number | null, status: NewsRecord['status'], audience: Role[], title: string, summary: string, body: string];

function specs(tenant: TenantId): Spec[] {
  const agency = TENANT_DISPLAY_NAMES[tenant];
  const belgian = tenant === 'beta';
  return [
    [
      2,
      'enabled',
      EVERYONE,
      'Votre portail fait peau neuve',
      `Tableau de bord, relevés d’heures, documents : le portail ${agency} change de visage pour aller à l’essentiel.`,
      `Dès aujourd’hui, le tableau de bord rassemble ce qui vous attend : contrats à signer, relevés d’heures à remplir ou à valider, nouveaux documents.\n\nLa recherche de la FAQ répond à vos questions au fil de la saisie, et chaque notification mène directement à l’écran concerné.\n\nUne remarque, une idée ? Écrivez-nous depuis la page Contact de votre agence : chaque message est lu.`,
    ],
    [
      5,
      'enabled',
      WORKERS,
      'Demandez votre acompte en ligne',
      'Un acompte sur les heures déjà travaillées se demande désormais depuis le portail, en deux minutes.',
      `Dans Avantages › Demande d’acompte, indiquez le montant souhaité, dans la limite des heures déjà travaillées cette semaine, et le motif de votre demande.\n\n${agency} vous répond sous 48 heures ouvrées. L’acompte accordé est versé par virement et déduit de votre prochaine paie.\n\nVous suivez chaque demande, en attente, versée ou refusée, dans la liste de vos demandes.`,
    ],
    [
      8,
      'enabled',
      CLIENTS,
      'Validez les relevés d’heures en un clic',
      'Les relevés de vos intérimaires se valident désormais par lot, et une contestation arrive aussitôt à l’agence.',
      `Dans Relevés d’heures, cochez les semaines à valider puis choisissez « Valider ». Pour une semaine inexacte, choisissez « Contester » et indiquez le motif : l’intérimaire et l’agence le voient aussitôt.\n\nUn relevé validé avant le lundi midi est payé à l’intérimaire dès le vendredi suivant.`,
    ],
    [
      10,
      'enabled',
      STAFF,
      'Contestations de relevés : la nouvelle procédure',
      'Une contestation de client arrive désormais dans le dossier de l’agence, avec son motif et un délai de traitement de 48 heures.',
      `Chaque contestation de relevé d’heures apparaît dans le dossier de l’agence qui gère le client, avec le motif saisi par le client.\n\nL’agence corrige le relevé avec l’intérimaire sous 48 heures puis le soumet à nouveau au client. Au-delà, le directeur d’agence est alerté.`,
    ],
    belgian
      ? [
          14,
          'enabled',
          WORKERS,
          'Éco-chèques : le versement de juin',
          'Vos éco-chèques de l’année sont versés en juin sur votre carte, au prorata des jours prestés.',
          `Comme chaque année, les éco-chèques sont versés en juin sur votre carte électronique, selon les jours prestés entre le 1er juin de l’an dernier et le 31 mai.\n\nIls sont valables 24 mois, dans les commerces qui acceptent les éco-chèques. Votre agence ${agency} répond à vos questions sur le montant.`,
        ]
      : [
          14,
          'enabled',
          WORKERS,
          'Indemnités de fin de mission : le calendrier',
          'L’indemnité de fin de mission et l’indemnité de congés payés sont versées avec la dernière paie de chaque mission.',
          `À la fin de chaque mission, vous recevez une indemnité de fin de mission égale à 10 % de votre rémunération brute, et une indemnité compensatrice de congés payés.\n\nToutes deux figurent sur le bulletin de salaire de la dernière semaine de mission, déposé dans Documents › Personnels.`,
        ],
    belgian
      ? [
          20,
          'enabled',
          EVERYONE,
          'Fête nationale : nos agences fermées le 21 juillet',
          'Les agences Bêta Emploi sont fermées le lundi 21 juillet ; le portail reste ouvert.',
          `Pour la fête nationale, toutes nos agences sont fermées le lundi 21 juillet.\n\nLe portail reste accessible : vos relevés d’heures, contrats et documents vous y attendent. Les demandes faites ce jour-là sont traitées dès le mardi.`,
        ]
      : [
          20,
          'enabled',
          EVERYONE,
          'Nos agences fermées le 15 août',
          'Les agences Alpha Intérim sont fermées le vendredi 15 août ; le portail reste ouvert.',
          `Pour l’Assomption, toutes nos agences sont fermées le vendredi 15 août.\n\nLe portail reste accessible : vos relevés d’heures, contrats et documents vous y attendent. Les demandes faites ce jour-là sont traitées dès le lundi.`,
        ],
    [
      27,
      'enabled',
      WORKERS,
      'Vos équipements de protection pris en charge',
      'Chaussures de sécurité, gants, lunettes : les équipements que votre mission exige sont fournis sans frais.',
      `Les équipements de protection individuelle exigés par votre poste vous sont fournis par l’entreprise utilisatrice ou par ${agency}, sans frais pour vous.\n\nS’il vous manque un équipement le premier jour, prévenez votre agence avant de prendre votre poste.`,
    ],
    [
      35,
      'enabled',
      CLIENTS,
      'Le baromètre de l’emploi intérimaire du trimestre',
      'Les métiers de la logistique et de l’industrie restent les plus demandés dans votre région.',
      `Ce trimestre, les postes de cariste, préparateur de commandes et soudeur représentent près de la moitié des missions confiées à ${agency}.\n\nAnticipez vos besoins de la rentrée : plus une demande arrive tôt, plus nous vous proposons de profils déjà formés à vos sites.`,
    ],
    [
      45,
      'enabled',
      EVERYONE,
      `${agency} s’engage pour l’emploi local`,
      'Trente parcours de formation qualifiante financés cette année avec les entreprises de nos bassins d’emploi.',
      `Avec nos entreprises clientes, nous finançons cette année trente parcours de formation qualifiante : conduite d’engins, soudure, préparation de commandes.\n\nLes intérimaires intéressés s’inscrivent auprès de leur agence ; les entreprises qui souhaitent accueillir un stagiaire nous écrivent.`,
    ],
    [
      50,
      'enabled',
      STAFF,
      'Formation au back office des actualités',
      'Deux sessions d’une heure pour apprendre à rédiger, cibler et publier une actualité.',
      `Le back office permet de rédiger une actualité, de choisir les rôles qui la lisent (intérimaires, clients, agences) et de la publier : une notification part alors vers chaque lecteur.\n\nInscrivez-vous auprès du service communication pour l’une des deux sessions du mois.`,
    ],
    belgian
      ? [
          60,
          'enabled',
          WORKERS,
          'Le Fonds social intérim à vos côtés',
          'Prime de fin d’année, chômage temporaire, formation : ce que le Fonds social verse aux intérimaires.',
          `Le Fonds social pour les intérimaires verse la prime de fin d’année en décembre, selon les heures prestées, et intervient en cas de chômage temporaire ou de maladie.\n\nVotre agence vous aide à compléter vos demandes.`,
        ]
      : [
          60,
          'enabled',
          WORKERS,
          'Le FASTT vous aide à vous loger et à vous déplacer',
          'Location de voiture, logement temporaire, garde d’enfants : les aides du FASTT pour les intérimaires.',
          `Le Fonds d’action sociale du travail temporaire propose aux intérimaires des aides concrètes : location de véhicule à tarif réduit, logement temporaire près de la mission, garde d’enfants.\n\nRetrouvez-les dans Avantages › FASTT.`,
        ],
    [null, 'draft', EVERYONE, 'Brouillon : enquête de satisfaction', 'À relire avant publication.', 'Texte en cours de rédaction.'],
    [
      90,
      'disabled',
      WORKERS,
      'Ancienne procédure de relevés papier',
      'Retirée : les relevés se remplissent désormais en ligne.',
      'Cette actualité n’est plus publiée.',
    ],
  ];
}

/** The tenant's articles as the back office keeps them, dated from `now` (the stack's start). */
export function newsData(tenant: TenantId, now = Date.now()): NewsRecord[] {
  // Published at half past eight (UTC), so each article has a plain date.
  const day = Math.floor(now / DAY_MS) * DAY_MS + 8.5 * 3_600_000;
  return specs(tenant).map(([daysAgo, status, audience, title, summary, body], index) => ({
    id: `news-${String(index + 1).padStart(2, '0')}`,
    status,
    audience: [...audience],
    title,
    summary,
    body,
    publishedAt: daysAgo === null ? null : new Date(day - daysAgo * DAY_MS).toISOString(),
  }));
}

/** The back office's articles of this run. */
export const newsOf = (state: StackState) => state.screenData('news', newsData);

/** Whether readers see it: enabled and published. */
export const isPublished = (record: NewsRecord) => record.status === 'enabled' && record.publishedAt !== null;

/** Whether a user with `roles` is one the article targets. */
export const targets = (record: NewsRecord, roles: readonly string[]) =>
  record.audience.length === 0 || record.audience.some((role) => roles.includes(role));

/** What a reader's list shows of an article. */
export const summaryOf = ({ id, publishedAt, title, summary }: NewsRecord) => ({ id, publishedAt: publishedAt!, title, summary });

/** What a reader with `roles` may read, newest first: the news screen's list, the dashboards' latest. */
export const readersNews = (state: StackState, roles: readonly string[]) =>
  newsOf(state)
    .filter((record) => isPublished(record) && targets(record, roles))
    .sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!));

export const newsRoutes: Route[] = [
  route(newsCalls.getNews, ({ account, query, state }) => {
    const list = listQuery(query, []);
    return { status: 200, body: page(readersNews(state, account.info.roles).map(summaryOf), list) };
  }),
];

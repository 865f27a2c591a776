// The stand-in's FAQ (docs/screens/faq.md): the same questions for every role, in French, the
// tenant's name in them; newest categories first as the back office would order them. The back
// office (backOfficeFaqs.ts) keeps them with a status: readers see the enabled ones.
import { faqCalls, FAQ_CATEGORIES } from '../../contract/screens/faq.ts';
import { LIST_SEARCH_MAX_LENGTH } from '../../contract/wire.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import { TENANT_DISPLAY_NAMES, type TenantId } from '../tenants.ts';
import { listQuery, page } from './lists.ts';

type Category = (typeof FAQ_CATEGORIES)[number];
export interface FaqEntry {
  id: string;
  category: Category;
  question: string;
  answer: string;
  status: 'draft' | 'enabled' | 'disabled';
}

export function faqData(tenant: TenantId): FaqEntry[] {
  const agency = TENANT_DISPLAY_NAMES[tenant];
  const entries: [Category, string, string, FaqEntry['status']?][] = [
    [
      'workers',
      'Quand suis-je payé pour mes heures ?',
      `La paie est versée chaque semaine, le vendredi, pour les heures de la semaine précédente validées par l’entreprise cliente.\n\nUn relevé d’heures envoyé après le lundi midi est payé la semaine suivante.`,
    ],
    [
      'workers',
      'Comment demander un acompte ?',
      `Dans Avantages › Demande d’acompte, indiquez le montant souhaité, dans la limite de ce que vous avez déjà travaillé cette semaine. ${agency} vous répond sous 48 heures ouvrées.`,
    ],
    [
      'workers',
      'Où trouver mes bulletins de salaire ?',
      'Dans Documents › Personnels. Chaque bulletin y est déposé dès la paie faite ; vous pouvez le prévisualiser ou le télécharger.',
    ],
    [
      'workers',
      'Comment signer mon contrat de mission ?',
      'Dans Contrats › À signer, ouvrez le contrat puis choisissez « Signer ». La signature se fait sur la page de notre prestataire de signature électronique ; le contrat passe ensuite en « En cours ».',
    ],
    [
      'clients',
      'Comment valider les relevés d’heures de mes intérimaires ?',
      'Dans Relevés d’heures, cochez les semaines à valider puis choisissez « Valider ». Pour une semaine inexacte, choisissez « Contester » et indiquez le motif : l’intérimaire le voit aussitôt.',
    ],
    [
      'clients',
      'Comment inviter un collègue sur le portail ?',
      'Dans Clients › Utilisateurs, choisissez « Inviter » et saisissez son adresse e-mail. Il reçoit un lien valable 7 jours.',
    ],
    [
      'clients',
      'Où trouver mes factures ?',
      'Dans Factures : les factures à régler, les factures réglées, ou toutes. Chacune se télécharge en PDF.',
    ],
    [
      'agencies',
      `Comment ${agency} traite-t-elle une contestation de relevé ?`,
      'L’agence reçoit la contestation avec le motif donné par le client, corrige le relevé avec l’intérimaire puis le soumet à nouveau au client.',
    ],
    [
      'agencies',
      'Un intérimaire n’a pas reçu son invitation : que faire ?',
      'Dans Intérimaires › Utilisateurs › Invités, choisissez « Renvoyer l’invitation ». Vérifiez d’abord son adresse e-mail dans sa fiche.',
    ],
    [
      'tutorial',
      'Premiers pas sur le portail',
      'Le tableau de bord rassemble ce qui vous attend : contrats à signer, relevés à remplir ou à valider, nouveaux documents.\n\nLa cloche en haut à droite liste vos notifications ; « Tout voir » ouvre leur liste complète.',
    ],
    [
      'tutorial',
      'Changer la langue de l’interface',
      'Dans Paramètres › Préférence, choisissez Français ou English. Votre choix est gardé sur cet appareil.',
    ],
    [
      'other',
      'Mes données personnelles sont-elles protégées ?',
      `${agency} ne traite vos données que pour la gestion de vos missions et de votre paie, conformément au RGPD. Vous pouvez exercer vos droits auprès de votre agence.`,
    ],
    [
      'other',
      'Le portail est inaccessible : que faire ?',
      'Une opération de maintenance peut être en cours : la page vous le dit et se recharge d’elle-même. Sinon, contactez votre agence.',
    ],
    [
      'workers',
      'Comment déclarer un accident du travail ?',
      `Prévenez tout de suite le responsable du site et ${agency} : l’agence fait la déclaration dans les 48 heures et vous envoie l’attestation à remettre au médecin.`,
      'draft',
    ],
    [
      'clients',
      'Comment commander des équipements de sécurité ?',
      'Les équipements de protection individuelle sont commandés par l’agence avant la mission ; précisez vos besoins lors de la demande de visite du poste.',
      'disabled',
    ],
  ];
  return entries.map(([category, question, answer, status = 'enabled'], index) => ({
    id: `faq-${index + 1}`,
    category,
    question,
    answer,
    status,
  }));
}

/** A text as a search compares it: lower case, without accents. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word of `search` is in the entry's question or answer (case and accents aside). */
export function matchesSearch(entry: Pick<FaqEntry, 'question' | 'answer'>, search: string): boolean {
  const text = folded(`${entry.question}\n${entry.answer}`);
  return folded(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The back office's entries of this run. */
export const faqOf = (state: StackState) => state.screenData('faq', faqData);

export const faqRoutes: Route[] = [
  route(faqCalls.getFaq, ({ query, state }) => {
    const list = listQuery(query, [...FAQ_CATEGORIES, 'all']);
    const search = query.get('search') ?? '';
    if (search.length > LIST_SEARCH_MAX_LENGTH) throw new HttpError(400, `search must be at most ${LIST_SEARCH_MAX_LENGTH} characters`);
    const entries = faqOf(state)
      .filter((entry) => entry.status === 'enabled')
      .filter((entry) => list.filter === null || list.filter === 'all' || entry.category === list.filter)
      .filter((entry) => matchesSearch(entry, search))
      .map(({ id, category, question, answer }) => ({ id, category, question, answer }));
    return { status: 200, body: page(entries, list) };
  }),
];

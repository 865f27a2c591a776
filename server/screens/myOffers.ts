// The stand-in's job offers (docs/screens/myOffers.md): per tenant, offers at the client companies
// of the shared world (world.ts); each demo worker sees those managed by the agencies of their own
// missions (the same area), newest first, with their favourites and applications.
import { myOffersCalls, JOB_OFFER_FILTERS } from '../../contract/screens/myOffers.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import { route, type Route } from '../api/router.ts';
import { emptyBody } from '../api/validate.ts';
import type { StackState } from '../state.ts';
import type { TenantId } from '../tenants.ts';
import { listQuery, page } from './lists.ts';
import { addDays, world, type World } from './world.ts';

type ApplicationStatus = 'applied' | 'underReview' | 'accepted' | 'notRetained';
interface Offer {
  id: string;
  folderId: string;
  position: string;
  company: string;
  anonymous: boolean;
  place: string;
  startDate: string;
  endDate: string;
  hourlyRateCents: number;
  currency: string;
  weeklyHours: number;
  description: string;
  publishedOn: string;
}
interface OfferBook {
  world: World;
  offers: Offer[];
  favorites: Map<string, Set<string>>;
  applications: Map<string, Map<string, { status: ApplicationStatus; appliedOn: string }>>;
}

/** [client index, establishment index, position, hourly rate, starts in weeks, weeks, hours, anonymous as, published days ago, description] */
type OfferSpec = [number, number, string, number, number, number, number, string | null, number, string];

const OFFERS: Record<TenantId, OfferSpec[]> = {
  alpha: [
    [
      0,
      1,
      'Cariste CACES 1 et 5',
      13.4,
      1,
      8,
      35,
      null,
      1,
      'Chargement et déchargement des camions, mise en stock en hauteur.\n\nCACES 1 et 5 en cours de validité exigés. Horaires en 2×8, prime de nuit.',
    ],
    [
      1,
      0,
      'Vendeur en boulangerie',
      12.1,
      2,
      4,
      30,
      null,
      2,
      'Accueil et conseil des clients, encaissement, mise en rayon des produits du fournil.\n\nDébut à 6 h 30, week-ends par roulement.',
    ],
    [
      0,
      0,
      'Préparateur de commandes',
      12.6,
      1,
      12,
      35,
      'Entreprise de logistique',
      3,
      'Préparation de commandes au scanner, filmage des palettes.\n\nPort de charges ; chaussures de sécurité fournies.',
    ],
    [
      2,
      0,
      'Soudeur MIG',
      15.9,
      3,
      10,
      39,
      null,
      4,
      'Soudure de pièces de structure en acier, lecture de plans.\n\nExpérience de deux ans souhaitée.',
    ],
    [
      2,
      0,
      'Agent de maintenance industrielle',
      16.4,
      2,
      6,
      39,
      'Atelier de mécanique marseillais',
      6,
      'Maintenance préventive et curative des machines de l’atelier.\n\nHabilitation électrique appréciée.',
    ],
    [
      3,
      0,
      'Agent de service hospitalier',
      12.3,
      1,
      16,
      35,
      null,
      2,
      'Entretien des chambres et des locaux de soins, selon les protocoles d’hygiène de la clinique.\n\nHoraires du matin, un week-end sur deux.',
    ],
    [
      3,
      0,
      'Brancardier',
      12.8,
      4,
      8,
      35,
      'Établissement de santé parisien',
      5,
      'Transport des patients entre les services et le bloc opératoire.\n\nSens du contact et discrétion.',
    ],
  ],
  beta: [
    [
      0,
      0,
      'Cariste',
      16.1,
      1,
      8,
      38,
      null,
      1,
      'Chargement des conteneurs au terminal, gestion des stocks au scanner.\n\nBrevet de cariste exigé. Horaires en pauses.',
    ],
    [1, 0, 'Aide-brasseur', 15.0, 2, 6, 38, null, 2, 'Préparation des brassins, nettoyage des cuves, mise en fûts.\n\nDébut à 7 h.'],
    [
      0,
      1,
      'Magasinier',
      15.4,
      1,
      12,
      38,
      'Entreprise logistique liégeoise',
      3,
      'Réception des marchandises, contrôle des bons de livraison, mise en rayon.\n\nPort de charges.',
    ],
    [
      2,
      0,
      'Pontier',
      17.8,
      3,
      10,
      38,
      null,
      4,
      'Conduite du pont roulant au laminoir, élingage des bobines.\n\nFormation assurée sur le site.',
    ],
    [
      2,
      0,
      'Électromécanicien',
      18.6,
      2,
      6,
      38,
      'Industrie sidérurgique',
      6,
      'Dépannage et entretien des installations de la ligne.\n\nVCA de base exigé.',
    ],
    [
      3,
      0,
      'Aide-logistique hospitalière',
      15.2,
      1,
      16,
      38,
      null,
      2,
      'Approvisionnement des unités de soins, gestion du linge et du matériel.\n\nHoraires de jour.',
    ],
    [3, 0, 'Brancardier', 15.6, 4, 8, 38, 'Hôpital bruxellois', 5, 'Transport des patients entre les services.\n\nSens du contact.'],
  ],
};

/** [login, offer index, favourite, application status (or none), applied days ago] */
type Seed = [string, number, boolean, ApplicationStatus | null, number];
const SEEDS: Record<TenantId, Seed[]> = {
  alpha: [
    ['worker', 2, true, null, 0],
    ['worker', 0, false, 'underReview', 5],
    ['worker', 3, false, 'notRetained', 20],
    ['selfregistered', 0, true, null, 0],
    ['selfregistered', 1, false, 'accepted', 9],
    ['worker-cdii', 5, true, 'applied', 1],
    ['worker-password', 4, false, 'underReview', 4],
  ],
  beta: [
    ['worker', 2, true, null, 0],
    ['worker', 0, false, 'underReview', 5],
    ['worker', 3, false, 'notRetained', 20],
    ['selfregistered', 6, true, null, 0],
    ['selfregistered', 1, false, 'accepted', 9],
    ['worker-cdii', 5, true, 'applied', 1],
    ['worker-password', 4, false, 'underReview', 4],
  ],
};

/** "12 rue …, 69960 Corbas" → "Corbas (69960)". */
export function townOf(address: string): string {
  const last = address.split(',').pop()!.trim();
  const match = /^(\d{4,5})\s+(.+)$/.exec(last);
  return match ? `${match[2]} (${match[1]})` : last;
}

export function offerBook(tenant: TenantId, now = Date.now()): OfferBook {
  const here = world(tenant, now);
  const offers = OFFERS[tenant].map(([client, establishment, position, rate, from, weeks, hours, anonymous, ago, description], index) => {
    const company = here.clients[client];
    return {
      id: `job-${tenant}-${index + 1}`,
      folderId: company.folderId,
      position,
      company: anonymous ?? company.name,
      anonymous: anonymous !== null,
      place: townOf(company.establishments[establishment].address),
      startDate: addDays(here.thisWeek, from * 7),
      endDate: addDays(here.thisWeek, (from + weeks) * 7 - 3),
      hourlyRateCents: Math.round(rate * 100),
      currency: 'EUR',
      weeklyHours: hours,
      description,
      publishedOn: addDays(here.today, -ago),
    };
  });
  const book: OfferBook = { world: here, offers, favorites: new Map(), applications: new Map() };
  for (const [login, index, favorite, status, ago] of SEEDS[tenant]) {
    const id = offers[index].id;
    if (favorite) book.favorites.set(login, new Set([...(book.favorites.get(login) ?? []), id]));
    if (status) {
      const applications = book.applications.get(login) ?? new Map();
      applications.set(id, { status, appliedOn: addDays(here.today, -ago) });
      book.applications.set(login, applications);
    }
  }
  return book;
}

const bookOf = (state: StackState) => state.screenData('myOffers', (tenant) => offerBook(tenant));

function workerOf(account: DemoAccount): string {
  if (account.info.userType !== 'worker' || account.info.disabledFeatures.includes('jobOffers')) {
    throw new HttpError(403, 'Job offers are not available for this account.');
  }
  return account.login;
}

/** The offers of the agencies that place `login` on their missions, newest first. */
function offersOf(book: OfferBook, login: string): Offer[] {
  const folders = new Set(book.world.missions.filter((mission) => mission.worker === login).map((mission) => mission.folderId));
  return book.offers.filter((offer) => folders.has(offer.folderId)).sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}

function shown(book: OfferBook, login: string, offer: Offer) {
  const { folderId: _folder, ...rest } = offer;
  return {
    ...structuredClone(rest),
    favorite: book.favorites.get(login)?.has(offer.id) ?? false,
    application: structuredClone(book.applications.get(login)?.get(offer.id) ?? null),
  };
}

function offerOf(book: OfferBook, login: string, id: string): Offer {
  const offer = offersOf(book, login).find((candidate) => candidate.id === id);
  if (!offer) throw new HttpError(404, 'No such job offer.');
  return offer;
}

function setFavorite(state: StackState, account: DemoAccount, id: string, favorite: boolean) {
  const login = workerOf(account);
  const book = bookOf(state);
  const offer = offerOf(book, login, id);
  const favorites = book.favorites.get(login) ?? new Set<string>();
  if (favorite) favorites.add(id);
  else favorites.delete(id);
  book.favorites.set(login, favorites);
  return { status: 200, body: shown(book, login, offer) };
}

export const myOffersRoutes: Route[] = [
  route(myOffersCalls.getJobOffers, ({ account, state, query }) => {
    const login = workerOf(account);
    const list = listQuery(query, JOB_OFFER_FILTERS);
    const book = bookOf(state);
    const offers = offersOf(book, login)
      .map((offer) => shown(book, login, offer))
      .filter((offer) => (list.filter === 'favorites' ? offer.favorite : list.filter === 'candidates' ? offer.application !== null : true));
    return { status: 200, body: page(offers, list) };
  }),
  route(myOffersCalls.favoriteJobOffer, ({ account, state, params, body }) => {
    emptyBody(body);
    return setFavorite(state, account, params.offerId, true);
  }),
  route(myOffersCalls.unfavoriteJobOffer, ({ account, state, params, body }) => {
    emptyBody(body);
    return setFavorite(state, account, params.offerId, false);
  }),
  route(myOffersCalls.applyToJobOffer, ({ account, state, params, body }) => {
    emptyBody(body);
    const login = workerOf(account);
    const book = bookOf(state);
    const offer = offerOf(book, login, params.offerId);
    const applications = book.applications.get(login) ?? new Map();
    if (applications.has(offer.id)) throw new HttpError(409, 'Vous avez déjà postulé à cette offre.');
    applications.set(offer.id, { status: 'applied', appliedOn: book.world.today });
    book.applications.set(login, applications);
    return { status: 200, body: shown(book, login, offer) };
  }),
];

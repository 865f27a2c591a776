// Texts that must exist before any translation file is loaded: the boot screens, the maintenance
// screen (a 503 may come before the translations) and the offline notice. Everything else comes
// from public/i18n.
export const BUILT_IN_TEXTS = {
  fr: {
    boot: {
      loading: 'Chargement du portail…',
      failedTitle: 'Le portail ne peut pas démarrer',
      failedIntro: 'Un fichier de configuration est illisible. Prévenez votre agence ou votre service informatique.',
      file: 'Fichier',
      field: 'Champ',
      problem: {
        unreachable: 'Le fichier est introuvable ou le serveur ne répond pas.',
        notJson: "Le fichier n'est pas du JSON valide.",
        notObject: "Le fichier ne contient pas d'objet JSON.",
        missingField: 'Un champ obligatoire manque (type attendu : {{expected}}).',
        wrongType: "Un champ n'a pas le bon type (type attendu : {{expected}}).",
      },
      retry: 'Réessayer',
    },
    network: { offline: 'Aucune connexion Internet' },
    maintenance: {
      heading: 'Opération de maintenance en cours',
      line1: 'Votre espace {{tenant}} est en cours de maintenance',
      line1Generic: 'Votre espace est en cours de maintenance',
      line2: 'Merci de votre compréhension',
    },
    routeError: {
      title: "Cette page n'a pas pu s'afficher",
      message: "Rechargez la page ou revenez à l'accueil. Si le problème persiste, prévenez votre agence.",
      home: "Revenir à l'accueil",
    },
    loadingBar: 'Chargement en cours',
  },
  en: {
    boot: {
      loading: 'Loading the portal…',
      failedTitle: 'The portal cannot start',
      failedIntro: 'A configuration file cannot be read. Please tell your agency or your IT department.',
      file: 'File',
      field: 'Field',
      problem: {
        unreachable: 'The file is missing or the server does not answer.',
        notJson: 'The file is not valid JSON.',
        notObject: 'The file does not hold a JSON object.',
        missingField: 'A required field is missing (expected type: {{expected}}).',
        wrongType: 'A field has the wrong type (expected type: {{expected}}).',
      },
      retry: 'Try again',
    },
    network: { offline: 'No Internet Connection' },
    maintenance: {
      heading: 'Maintenance in progress',
      line1: 'Your {{tenant}} space is under maintenance',
      line1Generic: 'Your space is under maintenance',
      line2: 'Thank you for your understanding',
    },
    routeError: {
      title: 'This page could not be shown',
      message: 'Reload the page or go back home. If the problem goes on, please tell your agency.',
      home: 'Back to home',
    },
    loadingBar: 'Loading',
  },
} as const;

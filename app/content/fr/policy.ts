/** French copy of content/en/policy.ts. */
import { RETENTION_DAYS_DEFAULT } from '@common/retention';
import { site } from '@common/site';
import { formatDate } from '@common/i18n';
import {
  CONSENT_STORAGE_KEY,
  LANGUAGE_HINT_DISMISSED_KEY,
  LANGUAGE_STORAGE_KEY,
} from '~/config/storage';
import type { LegalDocument } from '~/content/types/shapes';
import type * as en from '../en/policy';
import type { Translation } from '~/content/types/translation';

const effectiveDate = { iso: '2024-01-01', text: formatDate('fr', '2024-01-01') } as const;
const company = site.companyName;
const email = site.emails.support;

export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  label: 'Politique de confidentialité',
  title: 'Politique de confidentialité',
  effectiveDate,
  effectiveLabel: 'Date d’entrée en vigueur :',
  intro: `La présente politique explique quelles informations personnelles ${company} («\u00a0nous\u00a0») traite lorsque vous consultez ce site, pour quelles raisons, et de quels choix vous disposez. Nous collectons le moins possible\u00a0: vous pouvez lire toutes les pages sans nous communiquer la moindre information personnelle.`,
  sections: [
    {
      heading: 'Qui sommes-nous ?',
      paragraphs: [
        `${company} est responsable des informations personnelles décrites ici. Pour toute question relative à la confidentialité, contactez-nous à ${email} ou via le formulaire de contact.`,
      ],
    },
    {
      heading: 'Les messages que vous nous envoyez',
      paragraphs: [
        'Lorsque vous utilisez le formulaire de contact, nous enregistrons dans notre propre base de données :',
      ],
      list: [
        'votre nom, votre adresse e-mail, l’objet et le message, tels que vous les avez saisis (espaces superflus supprimés, adresse e-mail en minuscules) ;',
        'le statut de votre message (« nouveau » jusqu’à ce que nous le traitions) ;',
        'l’heure à laquelle votre navigateur l’a envoyé et celle à laquelle notre serveur l’a reçu.',
      ],
      after: [
        'Nous utilisons ces informations uniquement pour lire votre message, y répondre et donner suite à votre demande. Nous ne les utilisons pas à des fins de marketing, ne les vendons pas et ne les partageons avec personne en dehors de l’équipe qui vous répond, sauf si la loi nous y oblige.',
      ],
    },
    {
      heading: 'Votre choix concernant les cookies',
      paragraphs: [
        `Lorsque vous cliquez sur Tout accepter ou Refuser dans le bandeau des cookies, votre navigateur enregistre votre choix dans son stockage local sous le nom «\u00a0${CONSENT_STORAGE_KEY}\u00a0», avec la valeur «\u00a0accepted\u00a0» ou «\u00a0declined\u00a0», afin que le bandeau ne vous pose plus la question. Cette valeur reste sur votre appareil et ne nous est pas transmise. Vous pouvez modifier votre choix à tout moment grâce au lien «\u00a0Paramètres des cookies\u00a0» en bas de page, ou le supprimer en effaçant les données de ce site dans votre navigateur.`,
        `Si vous choisissez une langue dans l’en-tête, votre navigateur conserve aussi ce choix sous «\u00a0${LANGUAGE_STORAGE_KEY}\u00a0» (et, lorsque vous fermez l’indication de langue de la page d’accueil, sous «\u00a0${LANGUAGE_HINT_DISMISSED_KEY}\u00a0»), uniquement pour que la page d’accueil puisse vous proposer cette langue. Ces valeurs restent sur votre appareil et ne nous sont pas transmises.`,
      ],
    },
    {
      heading: 'Mesure d’audience et consentement',
      paragraphs: [
        'Ce site ne dépose aucun cookie publicitaire ou de suivi et ne charge aucun script tiers d’analyse ou de suivi. Nos polices et nos images sont servies par notre propre serveur.',
        'Ce n’est que si vous choisissez Tout accepter que nous mesurons la rapidité de chargement et de réaction des pages (les Core Web Vitals, comme le temps de chargement et la stabilité de la mise en page), afin d’améliorer le site. Ces mesures sont des données techniques sur les performances des pages ; elles ne contiennent ni nom, ni adresse e-mail, ni aucun autre identifiant. Si vous refusez, ou si vous n’avez pas encore fait votre choix, rien n’est mesuré.',
        'Pour savoir quelles pages sont lues, nous comptons nous-mêmes les pages vues, sans cookie et sans rien enregistrer sur votre appareil. Pour chaque page, nous conservons son adresse, sa langue, le nom du site dont le lien vous a amené ici, les libellés de campagne de ce lien (utm_source, utm_medium, utm_campaign), la taille de la fenêtre (téléphone, tablette ou ordinateur) et la façon dont la page a été ouverte. Pour compter les visiteurs sans les suivre, notre serveur combine votre adresse IP et les informations de votre navigateur avec une valeur aléatoire qui change chaque jour puis est supprimée, et ne garde que le résultat : l’adresse et les informations du navigateur ne sont jamais enregistrées, et personne ne peut vous reconnaître d’un jour à l’autre ni sur d’autres sites. Ces chiffres servent uniquement à nos propres statistiques et ne sont transmis à personne. Cette mesure d’audience est dispensée de consentement (lignes directrices de la CNIL sur les cookies et autres traceurs), mais vous pouvez vous y opposer à tout moment : choisissez Refuser dans le bandeau cookies (plus tard via « Paramètres des cookies ») ou activez Global Privacy Control dans votre navigateur, et rien n’est compté.',
      ],
    },
    {
      heading: 'Données techniques',
      paragraphs: [
        'Comme tout site web, notre serveur reçoit à chaque requête votre adresse IP et des informations sur votre navigateur, car il en a besoin pour vous transmettre les pages. Nous les utilisons uniquement pour faire fonctionner et protéger le site, par exemple pour limiter les volumes abusifs de requêtes, et ne les conservons pas plus longtemps que nécessaire à cette fin.',
      ],
    },
    {
      heading: 'Liens et contenus intégrés',
      paragraphs: [
        'Les liens vers d’autres sites, comme LinkedIn, X, GitHub, notre blog ou notre site Edge, ouvrent ces sites, auxquels s’appliquent leurs propres politiques de confidentialité. La page Iffer affiche notre plateforme Iffer dans un cadre intégré ; lorsque vous ouvrez cette page, votre navigateur se connecte à l’adresse de la plateforme.',
      ],
    },
    {
      heading: 'Durée de conservation des informations',
      paragraphs: [
        `Nous conservons les messages de contact pendant ${RETENTION_DAYS_DEFAULT}\u00a0jours après leur réception, puis nous les supprimons automatiquement. Vous pouvez à tout moment nous demander de supprimer votre message plus tôt. Votre choix concernant les cookies reste dans votre navigateur jusqu’à ce que vous le modifiiez ou l’effaciez.`,
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        `Vous pouvez nous demander de vous communiquer, de rectifier ou de supprimer les informations personnelles que nous détenons à votre sujet, ou vous opposer à la manière dont nous les utilisons. Écrivez à ${email}\u202f; nous répondons sous 30\u00a0jours. Si vous estimez que nous n’avons pas traité vos informations correctement, vous pouvez également adresser une réclamation à votre autorité de protection des données.`,
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Les messages de contact sont transmis par des connexions chiffrées et stockés dans une base de données inaccessible aux visiteurs. Seules les personnes chargées de répondre aux messages peuvent y accéder.',
      ],
    },
    {
      heading: 'Enfants',
      paragraphs: [
        'Ce site ne s’adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment leurs informations personnelles.',
      ],
    },
    {
      heading: 'Modifications de la présente politique',
      paragraphs: [
        'Si nous modifions la manière dont nous traitons les informations personnelles, nous mettrons à jour cette page et sa date d’entrée en vigueur avant que le changement ne s’applique.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  id: 'terms',
  label: 'Conditions d’utilisation',
  title: 'Conditions d’utilisation',
  effectiveDate,
  effectiveLabel: 'Date d’entrée en vigueur :',
  intro: `Les présentes conditions régissent votre utilisation du site ${company}. En utilisant le site, vous les acceptez\u202f; si vous ne les acceptez pas, veuillez ne pas l’utiliser.`,
  sections: [
    {
      heading: 'Utilisation du site',
      paragraphs: [
        'Vous pouvez parcourir le site et télécharger nos présentations pour votre information personnelle. Merci de ne pas en faire un usage abusif : aucune tentative d’en perturber le fonctionnement ou d’y accéder sans autorisation, et aucun envoi de messages illicites, abusifs ou automatisés en masse par le formulaire de contact.',
      ],
    },
    {
      heading: 'Informations sur les produits',
      paragraphs: [
        'Les descriptions, caractéristiques, chiffres et images des produits présentés sur ce site décrivent de bonne foi nos produits et prototypes, mais ils sont fournis à titre d’information générale et peuvent évoluer avec le développement des produits. Les chiffres tels que la précision, l’autonomie ou les performances dépendent des conditions d’utilisation. Les caractéristiques définitives d’un produit sont celles confirmées par écrit lors de votre commande.',
      ],
    },
    {
      heading: 'Prix et commandes',
      paragraphs: [
        'Sauf mention contraire, les prix indiqués sur ce site sont exprimés en dollars des États-Unis (USD) ; les montants dans d’autres devises sont donnés à titre indicatif uniquement. Sauf mention contraire, les prix s’entendent hors taxes, droits de douane et frais de livraison. Rien sur ce site ne constitue une offre de vente : une commande n’est formée que lorsque nous la confirmons par écrit, avec son prix et ses conditions de livraison et de garantie.',
      ],
    },
    {
      heading: 'Démos et demandes',
      paragraphs: [
        'Les demandes de démos, de devis ou de partenariat effectuées via le site n’engagent aucune des parties tant qu’elles n’ont pas fait l’objet d’un accord écrit.',
      ],
    },
    {
      heading: 'Pas un avis médical',
      paragraphs: [
        'Les informations sur nos produits de suivi de la santé ne constituent pas un avis médical et ne remplacent pas un diagnostic ou un traitement par un professionnel de santé qualifié.',
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `Le contenu du site, notamment les textes, illustrations, logos et noms de produits, appartient à ${company} ou à ses concédants de licence. Vous ne pouvez pas le copier, le modifier ou le republier sans notre autorisation écrite, sauf pour partager des liens vers nos pages.`,
      ],
    },
    {
      heading: 'Autres sites web',
      paragraphs: [
        'Nous proposons des liens vers d’autres sites web et intégrons notre plateforme Iffer pour votre commodité. Nous ne sommes pas responsables du contenu ni des pratiques des sites que nous ne contrôlons pas.',
      ],
    },
    {
      heading: 'Exclusion de garantie et limitation de responsabilité',
      paragraphs: [
        'Le site est fourni « en l’état » et « selon disponibilité ». Dans les limites permises par la loi, nous ne garantissons pas qu’il fonctionnera sans interruption ni erreur, et nous déclinons toute responsabilité pour les pertes indirectes ou consécutives découlant de son utilisation. Rien dans les présentes conditions ne limite une responsabilité qui ne peut être limitée par la loi.',
      ],
    },
    {
      heading: 'Droit applicable',
      paragraphs: [
        'Les présentes conditions sont régies par le droit des États-Unis d’Amérique. Tout litige relatif à ces conditions ou au site sera porté devant les tribunaux compétents des États-Unis, sauf si la loi de votre pays vous donne le droit de le porter ailleurs.',
      ],
    },
    {
      heading: 'Modifications et contact',
      paragraphs: [
        `Nous pouvons mettre à jour ces conditions\u202f; la date d’entrée en vigueur indiquée ci-dessus correspond à la version en vigueur. Pour toute question sur ces conditions\u00a0: ${email}.`,
      ],
    },
  ],
};

export const legalDocuments = [privacyPolicy, termsOfService] as const satisfies Translation<
  typeof en.legalDocuments
>;

export const legalTabsLabel = 'Documents juridiques' as const satisfies Translation<
  typeof en.legalTabsLabel
>;

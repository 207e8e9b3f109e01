// French phrases for the intents real French-language phishing uses most: credential requests,
// urgency and payment. Folded form and syntax of content/lexicon.ts.

import type { LanguageLexicon } from '../../content/lexicon.ts';

export const FR: LanguageLexicon = {
  language: 'fr',
  sources: 'Written for Centinela from the phishing patterns described in public advisories (cybermalveillance.gouv.fr, bank security pages); no list copied.',
  intents: {
    credential_request: [
      {
        phrase: 'verifiez|verifier|confirmez|confirmer|validez|valider|reactivez|reactiver|debloquez|debloquer|mettez_a_jour|mettre_a_jour|actualisez|actualiser votre|vos|ton|tes compte|identite|informations|donnees|mot_de_passe|coordonnees|acces|identifiants|dossier',
        example: 'Veuillez confirmer votre identité.',
        counter: 'Nous confirmons la réservation de la salle.',
      },
      {
        phrase: 'saisissez|saisir|entrez|renseignez|indiquez votre|vos mot_de_passe|identifiants|code|codes|informations_de_connexion',
        example: 'Saisissez votre mot de passe sur la page suivante.',
        counter: 'Le mot de passe du wifi est à l’accueil.',
      },
      {
        phrase: 'cliquez|appuyez|connectez_vous ... pour verifier|confirmer|valider|mettre|debloquer|reactiver|eviter|regulariser',
        example: 'Cliquez sur ce lien pour débloquer votre compte.',
        counter: 'Cliquez ici pour voir le programme.',
      },
      {
        phrase: 'reinitialiser|reinitialisez|changer|changez|modifier votre mot_de_passe',
        example: 'Utilisez ce lien pour réinitialiser votre mot de passe.',
        counter: 'La politique des mots de passe a changé.',
      },
      {
        phrase: 'votre mot_de_passe expire|a_expire|va_expirer|expirera',
        example: 'Votre mot de passe expire aujourd’hui.',
        counter: 'Le certificat expiré a été renouvelé.',
      },
    ],
    urgency_threat: [
      {
        phrase: 'dans|sous|d_ici les? 12|24|48|72 h|heures',
        example: 'Répondez sous 48 heures.',
        counter: 'La compilation prend 24 heures.',
      },
      {
        phrase: 'compte|acces|carte|service|abonnement sera|a_ete|est|pourrait_etre|va_etre ... suspendu|suspendue|bloque|bloquee|desactive|desactivee|ferme|limite|restreint|supprime|resilie',
        example: 'Votre compte sera suspendu.',
        counter: 'Votre compte a été créé avec succès.',
      },
      {
        phrase: 'activite|connexion|tentative|acces|transaction|operation inhabituelle|inhabituel|suspecte|suspect|non_autorisee|non_autorise|frauduleuse',
        example: 'Nous avons détecté une connexion inhabituelle.',
        counter: 'Une météo inhabituelle nous attend.',
      },
      {
        phrase: 'dernier|derniere avis|avertissement|relance|mise_en_demeure',
        example: 'Ceci est votre dernier avertissement.',
        counter: 'Le dernier train part à minuit.',
      },
      {
        phrase: 'action|reponse|intervention immediate|urgente requise|necessaire',
        example: 'Action immédiate requise.',
        counter: 'Aucune action de votre part.',
      },
      {
        phrase: 'faute_de_quoi|sans_quoi|sinon|a_defaut ... suspendu|bloque|supprime|desactive|ferme|resilie|perdrez',
        example: 'Faute de quoi votre accès sera bloqué.',
        counter: 'Sinon, on se voit lundi.',
      },
      {
        phrase: 'stockage|messagerie|boite_de_reception|espace_de_stockage est|sont|a ... plein|pleine|sature|saturee|depasse|atteint',
        example: 'Votre espace de stockage est plein.',
        counter: 'Votre espace client a été créé.',
      },
      {
        phrase: 'vos fichiers|photos|donnees|videos|courriels ... supprime|supprimes|supprimees|perdus|effaces',
        example: 'Vos fichiers et photos seront supprimés.',
        counter: 'Vos fichiers sont prêts.',
      },
    ],
    payment_request: [
      {
        phrase: 'facture|factures|paiement|montant|solde impaye|impayee|impayes|en_attente|en_retard|echue|du',
        example: 'Vous avez une facture impayée.',
        counter: 'Le modèle de facture est dans le dossier.',
      },
      {
        phrase: 'effectuer|effectuez|regler|reglez|proceder_au le|un? paiement|virement|reglement',
        example: 'Merci de régler le paiement aujourd’hui.',
        counter: 'Le paiement par carte sera mis à jour.',
      },
    ],
    advance_fee: [
      {
        phrase: 'vous avez ete selectionne|selectionnee|tire_au_sort|tiree_au_sort',
        example: 'Félicitations, vous avez été sélectionné !',
        counter: 'Vous avez été très patients.',
      },
      {
        phrase: 'vous avez gagne un|une|le|la? prix|lot|cadeau|voyage|bon|cheque|somme|montant',
        example: 'Vous avez gagné un voyage.',
        counter: 'Vous avez gagné du temps.',
      },
      {
        phrase: 'gagnant|gagnante|gagnants du|de|d_un la? tirage|loterie|concours|prix|jeu',
        example: 'Vous êtes le gagnant du tirage de ce mois.',
        counter: 'Le gagnant de la course est arrivé.',
      },
      {
        phrase: 'felicitations ... gagne|gagnant|gagnante|choisi|choisie|selectionne|selectionnee|cadeau|recompense',
        example: 'Félicitations ! Vous avez été choisi pour recevoir un cadeau.',
        counter: 'Félicitations pour votre mariage.',
      },
      {
        phrase: 'reclamez|recuperez|recevez votre|vos prix|cadeau|recompense|gain|gains|lot|carte_cadeau',
        example: 'Réclamez votre prix maintenant.',
        counter: 'Recevez votre facture par courriel.',
      },
      {
        phrase: 'avez_vous|as_tu recu mon|mes|le premier? message|messages|courriel|mail|email',
        example: 'Avez-vous reçu mon message ?',
        counter: 'Avez-vous reçu la facture ?',
      },
      {
        phrase: 'pret|prets|credit|financement entre particuliers',
        example: 'Offre de prêt entre particuliers sérieux.',
        counter: 'Un prêt de livres entre amis.',
      },
      {
        phrase: 'heritage|succession|legs ... defunt|defunte|feu|million|millions|fonds',
        example: 'Un héritage de deux millions laissé par un client défunt.',
        counter: 'Le patrimoine de la ville est riche.',
      },
    ],
    parcel: [
      {
        phrase: 'colis|envoi|livraison|commande ... en_attente|bloque|bloquee|retenu|retenue|non_livre|suspendu|suspendue',
        example: 'Votre colis est en attente de livraison.',
        counter: 'Le colis est arrivé hier.',
      },
      {
        phrase: 'frais|droits de? livraison|douane|reexpedition|port',
        example: 'Réglez les frais de douane pour recevoir le colis.',
        counter: 'La livraison est gratuite.',
      },
    ],
    fund_story: [
      {
        phrase: 'transferer|transfert|virer|deposer|virement ... sur|vers|dans votre|ton|un compte|comptes',
        example: 'Je souhaite transférer les fonds sur votre compte bancaire.',
        counter: 'Je souhaite transférer les fichiers sur votre ordinateur.',
      },
      {
        phrase: 'beneficiaire|beneficiaires|heritier|heritiere|defunt|defunte|indemnisation',
        example: 'Vous êtes le bénéficiaire de ce dépôt.',
        counter: 'Les avantages de l offre sont listés.',
      },
    ],
  },
};

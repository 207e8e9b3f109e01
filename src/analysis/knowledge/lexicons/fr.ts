// French phrases for the intents real French-language phishing uses most: credential requests,
// urgency and payment. Folded form and syntax of content/lexicon.ts.

import type { LanguageLexicon } from '../../content/lexicon.ts';

export const FR: LanguageLexicon = {
  language: 'fr',
  sources: 'Written for Centinela from the phishing patterns described in public advisories (cybermalveillance.gouv.fr, bank security pages); no list copied.',
  intents: {
    credential_request: [
      {
        phrase:
          'saisissez|saisir|entrez|renseignez|confirmez|verifiez|mettez_a_jour|indiquez ... numero_de_carte|date_d_expiration|date_de_validite|cryptogramme|code_de_securite|cvv|coordonnees_bancaires',
        example: 'Saisissez le numéro de carte et le cryptogramme.',
        counter: 'Le numéro de carte est masqué.',
      },
      {
        phrase: 'retrouver|recuperer|restaurer un|l|votre? acces complet|total|integral',
        example: 'Pour retrouver un accès complet, connectez-vous.',
        counter: 'L accès au parc est gratuit.',
      },
      {
        phrase:
          'verifiez|verifier|confirmez|confirmer|validez|valider|reactivez|reactiver|debloquez|debloquer|mettez_a_jour|mettre_a_jour|actualisez|actualiser votre|vos|ton|tes compte|identite|informations|donnees|mot_de_passe|coordonnees|acces|identifiants|dossier',
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
      {
        phrase: 'connectez|connecter|reliez|relier|synchronisez|synchroniser votre|ton portefeuille|wallet',
        example: 'Connectez votre portefeuille pour recevoir la prime.',
        counter: 'Votre portefeuille a été retrouvé.',
      },
      // Le « processus de vérification 2FA » d'une plateforme crypto, à compléter par le lien du message.
      {
        phrase: 'completez|terminez|finalisez|completer|terminer|finaliser ... verification|authentification 2fa|a_deux_facteurs|en_deux_etapes',
        example: 'Veuillez compléter le processus de vérification 2FA.',
        counter: 'La vérification 2FA est activée sur votre compte.',
      },
      // La phrase de récupération d’un portefeuille, demandée pour le « vérifier ».
      {
        phrase:
          '!ne|n saisissez|saisir|entrez|entrer|verifiez|verifier|confirmez|confirmer|validez|valider ... phrase_de_recuperation|phrase_secrete|cle_privee|12_mots|24_mots',
        example: 'Saisissez votre phrase de récupération de 12 mots.',
        counter: 'Ne saisissez jamais votre phrase de récupération sur un site.',
      },
      {
        phrase:
          'avec|saisissez|indiquez|renseignez|entrez|confirmez votre numero_de_securite_sociale|numero_de_secu ... et|ainsi_que votre mot_de_passe|code|code_secret|date_de_naissance',
        example: 'Connectez-vous à votre espace avec votre numéro de sécurité sociale et votre mot de passe.',
        counter: 'Indiquez votre numéro de sécurité sociale sur le formulaire papier.',
      },
      // La carte confirmée "pour recevoir" de l'argent (faux Wero, Leboncoin, remboursements).
      {
        phrase: 'confirmez|confirme|verifiez|verifie|validez|valide|enregistrez|enregistre|renseignez|renseigne votre|ta carte|carte_bancaire',
        example: 'Connectez-vous avec vos identifiants habituels et confirmez votre carte.',
        counter: 'Activez votre carte dès réception avec un premier retrait.',
      },
      {
        phrase:
          'pour recevoir|percevoir|encaisser ... argent|paiement|virement|remboursement|somme|montant|fonds ... confirmez|confirme|renseignez|renseigne|saisissez|saisis|validez|valide|enregistrez|indiquez|indique ... carte|carte_bancaire|numero_de_carte',
        example: "Pour recevoir l'argent, renseignez votre carte bancaire.",
        counter: "Pour recevoir votre remboursement, vous n'avez rien à faire : il sera versé sur la carte utilisée.",
      },
      {
        phrase: 'connectez_vous|connectez vous? sous|dans|avant ... jours|heures|le',
        example: 'Connectez-vous sous 5 jours pour la corriger.',
        counter: 'Connectez-vous quand vous le souhaitez.',
      },
    ],
    urgency_threat: [
      {
        phrase:
          'activites|connexions|connexion|tentatives|operations|transactions ... inhabituelles|inhabituels|suspectes|suspects|non_autorisees|non_autorises|frauduleuses',
        example: 'Activités de connexion inhabituelles sur votre compte.',
        counter: 'Des températures inhabituelles cette semaine.',
      },
      {
        phrase: 'nous avons ... suspendu|limite|restreint|bloque|desactive ... votre|ton compte|acces|carte',
        example: 'Nous avons temporairement limité votre compte.',
        counter: 'Nous avons limité le nombre de places.',
      },
      {
        phrase: 'peage|peages|frais_de_peage|amende|amendes ... impaye|impayes|impayee|impayees|en_attente|non_regle|non_reglee|non_payes|a_regler',
        example: 'Un péage impayé est en attente.',
        counter: 'Le péage de l autoroute augmente.',
      },
      {
        phrase: 'dans|sous|d_ici les? 12|24|48|72 h|heures',
        example: 'Répondez sous 48 heures.',
        counter: 'La compilation prend 24 heures.',
      },
      {
        phrase:
          'compte|acces|carte|service|abonnement sera|a_ete|est|pourrait_etre|va_etre ... suspendu|suspendue|bloque|bloquee|desactive|desactivee|ferme|limite|restreint|supprime|resilie',
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
      {
        phrase: 'portefeuille|wallet sera|a_ete|est ... suspendu|bloque|restreint|gele',
        example: 'Votre portefeuille sera suspendu demain.',
        counter: 'Votre portefeuille sera livré demain.',
      },
      {
        phrase: 'dernier|derniere rappel ... verifier|confirmer|mettre_a_jour|valider',
        example: 'Dernier rappel pour vérifier votre compte.',
        counter: "Dernier rappel pour l'atelier.",
      },
      {
        phrase: 'double_authentification|authentification_a_deux_facteurs|2fa ... supprimee|desactivee|retiree',
        example: 'La double authentification a été désactivée.',
        counter: 'La double authentification a été activée.',
      },
      // Fraude au président : le dirigeant est injoignable au téléphone.
      {
        phrase: 'suis en reunion|rendez_vous|conseil|seminaire ... ne peux|pourrai pas repondre|prendre|decrocher|telephoner|parler|appels|d_appels',
        example: 'Je suis en réunion et je ne peux pas répondre au téléphone.',
        counter: "Je suis en réunion jusqu'à 15 h, appelez-moi après.",
      },
      {
        phrase: 'je vous|te demande|prie ... la plus_grande|une_totale|une_extreme|une_absolue|la_plus_stricte? discretion|confidentialite',
        example: 'Je vous demande la plus grande discrétion sur ce dossier.',
        counter: 'Nous garantissons la confidentialité de vos données.',
      },
      {
        phrase: 'perdus|perdues|perdu|perdue|annules|annulees|supprimes|supprimees ... pas utilis*|reclam*|consomm*|activ* avant',
        example: "Vos droits seront perdus s'ils ne sont pas utilisés avant le 31 janvier.",
        counter: "Les points non utilisés sont perdus à la fin de l'année.",
      },
      {
        phrase: 'sans|a_defaut_de|faute_de paiement|reglement ... indemnite|majoration|penalite|penalites|frais_de_retard|amende',
        example: 'Sans paiement sous 5 jours, une indemnité forfaitaire de 90 € sera appliquée.',
        counter: 'Sans paiement de votre part, votre commande reste en attente.',
      },
      {
        phrase: 'faute_de_quoi|a_defaut|sinon ... archive*|rejete*|annule*|supprime*|cloture*',
        example: 'Faute de quoi elle sera archivée.',
        counter: 'Faute de quoi, nous vous rappellerons.',
      },
      // Le virement demandé pour aujourd'hui même (fraude au président).
      {
        phrase:
          'effectuiez|effectuez|fassiez|faites|realisiez|realisez|procediez|procedez ... aujourd_hui|immediatement|sans_delai|avant_midi|dans_l_heure|ce_matin un|le|ce|les virement|virements|paiement|transfert',
        example: "Effectuez aujourd'hui le virement de 12 000 €.",
        counter: "Nous avons effectué aujourd'hui un virement de 50 €.",
      },
    ],
    payment_request: [
      {
        phrase: 'payez|payer|reglez|regler|acquittez|acquitter ... frais|taxe|taxes|droits ... douane|reexpedition|dedouanement|importation',
        example: 'Réglez les frais de douane pour recevoir le colis.',
        counter: 'Les frais de port sont offerts.',
      },
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
      // Fraude au président : virement urgent et confidentiel.
      {
        phrase: 'virement|virements|paiement urgent|urgents|confidentiel|confidentiels',
        example: "J'ai besoin d'un virement urgent aujourd'hui.",
        counter: 'Le virement instantané est gratuit.',
      },
      // Péages en flux libre et factures fictives : le montant "n'a pas été réglé", une indemnité "sans paiement".
      {
        phrase:
          'montant|somme|facture|passage|trajet|solde|peage ... n_a_pas_ete|n_ont_pas_ete regle|reglee|regles|reglees|paye|payee|payes|acquitte|acquittee',
        example: "Le montant de 7,40 € n'a pas été réglé dans le délai de 72 heures.",
        counter: 'Le montant de 7,40 € a été réglé par prélèvement.',
      },
      {
        phrase:
          'envoie|envoyez|envoyer|transfere|transferez|transferer l|la|les|moi|me? argent|somme|fonds|montant ... par|via western_union|moneygram|ria|mandat_cash',
        example: "Envoie l'argent par Western Union au nom de mon transitaire.",
        counter: 'Western Union a ouvert une agence près de la gare.',
      },
      {
        phrase: 'envoie|envoyez|donne|donnez moi|me? le code|numero mtcn',
        example: 'Envoie-moi le code MTCN.',
        counter: 'Le MTCN figure sur votre reçu.',
      },
      {
        phrase: 'que vous? effectuiez|fassiez|realisiez|procediez|passiez ... virement|virements|paiement|transfert',
        example: "J'ai besoin que vous effectuiez aujourd'hui un virement de 86 400 €.",
        counter: 'Il faut que vous effectuiez la mise à jour du logiciel.',
      },
    ],
    bank_detail_change: [
      // Détournement de factures fournisseur : les coordonnées bancaires "ont changé", nouveau RIB, l'ancien compte n'est plus valide.
      {
        phrase:
          'nos|notre|mes|mon coordonnees_bancaires|references_bancaires|rib|iban|compte_bancaire|domiciliation_bancaire|banque ont_change|a_change|ont_ete_modifiees|ont_ete_modifies|a_ete_modifie|a_ete_modifiee|changent|change|vont_changer',
        example: 'Nous vous informons que nos coordonnées bancaires ont changé.',
        counter: "Nos coordonnées bancaires n'ont pas changé.",
      },
      {
        phrase:
          'nouveau|nouvel|nouvelle|nouvelles|nouveaux rib|iban|coordonnees_bancaires|compte_bancaire|references_bancaires|domiciliation_bancaire|numero_de_compte',
        example: 'Veuillez trouver ci-joint notre nouveau RIB.',
        counter: 'Je vous mets mon RIB en pièce jointe.',
      },
      {
        phrase:
          'ancien|ancienne|precedent|precedente|ancien_compte|anciennes rib|iban|compte|compte_bancaire|coordonnees_bancaires ... n_est_plus|ne_sont_plus|ne_peut_plus|ne_pourra_plus valide|valides|valable|valables|actif|active|utilisable|recevoir|etre_utilise',
        example: "L'ancien compte n'est plus valide pour les virements.",
        counter: "L'ancien site n'est plus mis à jour.",
      },
      {
        phrase:
          'paiements|paiement|reglements|reglement|virements|virement|factures ... sur|vers|a notre|ce|mon nouveau|nouvel compte|rib|iban|compte_bancaire',
        example: "Merci d'effectuer tous les paiements futurs sur notre nouveau compte.",
        counter: 'Les paiements par carte arrivent sur notre compte.',
      },
      {
        phrase: 'rib|iban|coordonnees_bancaires|compte_bancaire ... dans|sur votre|vos systeme|systemes|fichier_fournisseurs|base_fournisseurs|logiciel',
        example: 'Merci de mettre à jour notre RIB dans votre système.',
        counter: 'Vous trouverez notre RIB dans votre espace client.',
      },
    ],
    // Bank details denied or reported, not announced (see the en lexicon): set aside before reading a change.
    bank_detail_denial: [
      {
        phrase: 'coordonnees_bancaires|rib|iban|compte_bancaire|references_bancaires n_ont|ne_sont|n_a|ne_changent|ne_change|ne_changeront|ne_seront pas',
        example: 'Nos coordonnées bancaires n’ont pas changé.',
        counter: 'Nos coordonnées bancaires ont changé.',
      },
      {
        phrase:
          'coordonnees_bancaires|rib|iban|compte_bancaire|references_bancaires restent|reste|resteront|demeurent ... inchangees|inchange|inchanges|les_memes|identiques|le_meme',
        example: 'Nos coordonnées bancaires restent inchangées.',
        counter: 'Nos coordonnées bancaires restent à votre disposition ci-dessous.',
      },
      {
        phrase: 'aucun|aucune|pas_de changement|modification de|des|dans|a nos? coordonnees_bancaires|rib|iban|compte_bancaire',
        example: 'Fusion : aucun changement de nos coordonnées bancaires.',
        counter: 'Changement de coordonnées bancaires : voici notre nouveau RIB.',
      },
      {
        phrase:
          'e_mail|e_mails|email|emails|courriel|courriels|message|messages|appel|appels|lettre pretendant|affirmant|pretendument|alleguant ... coordonnees_bancaires|rib|iban|compte_bancaire',
        example: 'Si vous recevez un e-mail prétendant que nos coordonnées bancaires ont changé, appelez-nous.',
        counter: 'Cet e-mail vous informe que nos coordonnées bancaires ont changé.',
      },
      {
        phrase: 'jamais ... coordonnees_bancaires|rib|iban ... par|via e_mail|email|courriel|telephone',
        example: 'Nous ne modifierons jamais nos coordonnées bancaires par e-mail.',
        counter: 'Nous avons modifié nos coordonnées bancaires par courrier.',
      },
    ],
    secrecy: [
      {
        phrase: 'n en parlez|parle|dites|dis ... a personne',
        example: "N'en parlez à personne, même pas à la comptabilité.",
        counter: 'Ne dites votre code à personne.',
      },
      {
        phrase: 'compte|comptons|demande|demandons ... votre|ta|la_plus_grande|une_totale|une_absolue? discretion|confidentialite',
        example: 'Je compte sur votre discrétion absolue.',
        counter: 'La discrétion est une qualité appréciée.',
      },
      {
        phrase: 'suis en reunion ... ne peux|peux_pas|pourrai_pas ... appels|telephone|repondre|parler|joignable',
        example: "Je suis en réunion et ne peux pas prendre d'appels.",
        counter: "J'étais en réunion, je vous appelle cet après-midi.",
      },
      {
        phrase: 'besoin de|exige|exigeons votre|ta|une? entiere|totale|absolue|plus_grande? discretion|confidentialite',
        example: "J'ai besoin de votre entière discrétion.",
        counter: 'Merci de votre discrétion habituelle.',
      },
      {
        phrase: 'personne|nul d_autre? ne doit etre informe|informee|informes|au_courant',
        example: "Personne d'autre ne doit être informé avant l'annonce.",
        counter: 'Personne ne doit être oublié dans la liste.',
      },
      {
        phrase: 'ne suis pas|plus joignable|disponible par|au telephone',
        example: 'Je ne suis pas joignable par téléphone pour le moment.',
        counter: 'Je suis joignable par téléphone au 06 12 34 56 78.',
      },
    ],
    advance_fee: [
      // Arnaque à l'investissement : un pourcentage de gain par jour (aucun placement honnête ne rapporte à la journée).
      {
        phrase:
          'gagne|gagnez|gagner|rapporte|rapportent|rendement|rendements|profit|profits|benefice|benefices ... ... %|0%|1%|2%|3%|4%|5%|6%|7%|8%|9%|10%|12%|15%|20%|25%|30%|40%|50% par_jour|quotidien|quotidiens|chaque_jour',
        example: 'Le robot rapporte entre 2,5 % et 3 % par jour.',
        counter: 'Le fonds a gagné 8 % en 2024 et sa valeur est publiée chaque jour.',
      },
      {
        phrase: 'opportunite|chance ... recevoir|gagner ... toute_nouvelle|tout_nouveau|toute_neuve|tout_neuf|flambant_neuf|gratuit|gratuite|gratuitement',
        example: 'Une occasion unique, une opportunité de recevoir un tout nouveau vélo.',
        counter: 'Une opportunité de recevoir des conseils.',
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
      {
        phrase: 'attache avec ... cabinet|maitre|notaire|avocat|huissier',
        example: 'Prenez rapidement attache avec le cabinet de maître Durand.',
        counter: 'Le cabinet reste ouvert avec un avocat de garde.',
      },
      {
        phrase: 'benefique|profitable|avantageux|avantageuse pour nous deux|les_deux_parties',
        example: 'Un projet qui sera bénéfique pour nous deux.',
        counter: 'Ce sport est bénéfique pour la santé.',
      },
      {
        phrase: 'investir|investissement|investissements dans votre pays',
        example: 'Je souhaite investir dans votre pays.',
        counter: 'Investir dans un fonds indiciel reste simple.',
      },
      {
        phrase: 'm_installer|demenager|me_relocaliser dans votre pays',
        example: 'Je compte m installer dans votre pays comme entrepreneur.',
        counter: 'Je vais déménager dans un autre quartier.',
      },
      {
        phrase: 'mon identifiant|id telegram|whatsapp',
        example: 'Voici mon identifiant Telegram pour discuter.',
        counter: 'Le groupe Telegram du club est ouvert.',
      },
      {
        phrase: 'excusez|pardonnez|desole|desolee ... intrusion|vie_privee|intimite',
        example: 'Pardonnez mon intrusion dans votre vie privée.',
        counter: 'Nous respectons votre vie privée.',
      },
      {
        phrase: 'obtenu|trouve votre|ton contact|adresse|email|e_mail|courriel ... recherche|google|internet',
        example: "J'ai obtenu votre contact lors d'une recherche privée.",
        counter: "J'ai obtenu votre réponse hier.",
      },
      {
        phrase: 'cooperation|aide|assistance d_un nouveau partenaire|associe',
        example: "Les fonds ont été transférés avec l'aide d'un nouveau partenaire.",
        counter: 'Nous accueillons un nouveau partenaire.',
      },
      {
        phrase: 'mutuellement|reciproquement benefique|avantageux|avantageuse|profitable',
        example: 'Une affaire mutuellement avantageuse.',
        counter: 'Une affaire avantageuse pour la ville.',
      },
      {
        phrase: 'solliciter|sollicite|demander|demande votre aide|assistance|cooperation|collaboration ... affaire|transaction|proposition|investissement',
        example: 'Je sollicite votre aide pour une transaction confidentielle.',
        counter: 'Je demande votre avis sur le programme.',
      },
      {
        phrase: 'votre adresse|email|e_mail|courriel electronique? a ete selectionne|selectionnee|tiree|tire',
        example: 'Votre adresse électronique a été sélectionnée lors du tirage.',
        counter: 'Votre adresse électronique a été confirmée.',
      },
      {
        phrase: 'bitcoin|bitcoins|tokens|jetons|crypto|nft gratuits|gratuites|offerts|offertes',
        example: 'Recevez des jetons gratuits chaque heure.',
        counter: 'Boissons offertes aux bénévoles.',
      },
      {
        phrase: 'recompenses|recompense de staking',
        example: 'Vos récompenses de staking sont disponibles.',
        counter: 'Vos récompenses de fidélité sont disponibles.',
      },
      {
        phrase: 'sondage|enquete|questionnaire|avis ... recompense|recompenses|gagnez|gagner|cadeau|carte_cadeau',
        example: 'Répondez à notre sondage et gagnez un cadeau.',
        counter: 'Le sondage se termine vendredi.',
      },
      {
        phrase: 'boite|boites|coffret mystere|surprise',
        example: "Recevez votre boîte mystère aujourd'hui.",
        counter: 'La boîte est arrivée.',
      },
      {
        phrase: 'attribue|attribuee|attribues|reattribue|remis|offert|donne a un|une autre|autres participant|participante|participants|gagnant|gagnants',
        example: 'Sans réponse, votre cadeau sera attribué à un autre participant.',
        counter: 'Un autre participant a posé une question.',
      },
      {
        phrase: 'votre|vos gain|gains|lot|lots|prix vous attend|attendent',
        example: 'Votre lot vous attend, confirmez vite.',
        counter: 'Votre colis vous attend au bureau de poste.',
      },
      {
        phrase: 'vous avez ete choisi|choisie|tire|tiree ... pour|parmi ... gagner|recevoir|tirage|loterie|cadeau',
        example: 'Vous avez été choisi parmi nos clients pour recevoir un cadeau.',
        counter: 'Vous avez été nombreux à répondre.',
      },
      // Appâts à lots au nom d'une enseigne : gagnant « potentiel », récompense à recevoir, gagnant injoignable, enquête annoncée après le lot.
      {
        phrase: 'gagnant|gagnante|gagnants potentiel|potentielle|potentiels',
        example: 'Vous êtes sélectionné en tant que gagnant potentiel !',
        counter: 'Le gagnant sera annoncé lundi.',
      },
      {
        phrase: 'essaye|tente de vous joindre|contacter ... recompense|cadeau|gain|lot|prix',
        example: 'Nous avons essayé de vous joindre : votre récompense vous attend.',
        counter: 'Nous avons essayé de vous joindre au sujet de la facture.',
      },
      // Héritage à partager : l'histoire (un défunt sans héritier) et la demande (se faire passer pour le parent, payer des frais) ensemble, pas le mot "succession" seul.
      {
        phrase: 'presenter|presentiez|presentez|faire_passer|passer ... comme|pour le|l? plus_proche_parent|parent_le_plus_proche|proche_parent',
        example: 'Je vous propose de vous présenter comme le plus proche parent du défunt.',
        counter: 'Le notaire a contacté le plus proche parent.',
      },
      {
        phrase:
          'partager|partagerons|partagerions|partageons|repartir|repartirons|diviser|diviserons ... somme|fonds|heritage|succession|depot ... 50|moitie|pourcentage|pourcent',
        example: 'Nous partagerons la somme à 50/50.',
        counter: 'Nous partagerons les frais du week-end à 50/50.',
      },
      {
        phrase: 'frais|cout|couts ... certificat|certificats|attestation d_heritage|de_transfert_de_fonds|de_non_blanchiment|anti_terroriste|de_depot|de_fonds',
        example: "Les frais de certificat d'héritage seront à régler avant le transfert.",
        counter: "Les frais de notaire figurent dans l'acte de notoriété.",
      },
      // Fausses plateformes de trading et faux prêts : des frais à payer pour « débloquer » un
      // solde qui n'existe pas.
      {
        phrase: 'frais|taxe|taxes|commission de deblocage|liberation',
        example: 'Les frais de déblocage de 10 % doivent être réglés par virement.',
        counter: 'Le déblocage des fonds a lieu à la signature.',
      },
      {
        phrase: 'frais|taxe|taxes|commission|regles|reglee|reglees|regle|payer|regler|payes ... avant le|la transfert|liberation des|de_vos fonds|gains|avoirs',
        example: 'Les frais doivent être réglés par virement avant le transfert des fonds.',
        counter: 'Le virement sera effectué avant le transfert des fonds.',
      },
      // Arnaque au « mentor » en investissement : les signaux que l'inconnu promet d'envoyer.
      {
        phrase: 'je vous|te enverrai|envoie|donnerai|partagerai|transmettrai les|mes signaux chaque|tous|quotidiens|de_trading|d_achat',
        example: 'Après ton premier dépôt, je te donnerai les signaux chaque soir.',
        counter: 'Je vous enverrai les signaux du capteur.',
      },
      // Arnaque aux tâches : être payé pour aimer ou noter des vidéos et des applis.
      {
        phrase: 'gagnez|gagner|gagne|remunere|remuneree|paye|payee ... ... en likant|aimant|suivant|abonnant des? videos|publications|comptes|chaines',
        example: 'Gagnez 50 à 300 € par jour en likant des vidéos.',
        counter: 'Gagnez des points en notant des produits.',
      },
      // Deuxième étape de l'arnaque aux tâches : recharger pour débloquer les suivantes.
      {
        phrase:
          'rechargez|recharger|deposez|deposer|versez|verser ... pour debloquer|continuer|terminer|retirer ... taches|tache|missions|commandes|commission|commissions',
        example: 'Rechargez 150 € pour débloquer les prochaines missions.',
        counter: 'Rechargez votre carte pour continuer vos trajets.',
      },
      // Loteries d'adresses e-mail (personne ne tire au sort des adresses).
      {
        phrase: 'tirage_au_sort|tirage|loterie international|internationale? d|des adresses e_mail|email|electroniques|courriel|courriels',
        example: "Votre adresse a gagné au tirage au sort international d'adresses e-mail.",
        counter: 'Le tirage au sort a lieu entre les adhérents inscrits.',
      },
      // Arnaque aux sentiments : des frais de douane empêchent la personne de venir.
      {
        phrase:
          'frais|taxe|taxes|droits de dedouanement|douane ... je ne? peux|pourrai|pourrais pas ... te|vous? rejoindre|venir|voyager|prendre_l_avion|embarquer|partir',
        example: "Ils demandent 1 800 € de frais de dédouanement, sinon je ne peux pas prendre l'avion.",
        counter: 'Les frais de dédouanement sont à la charge du destinataire.',
      },
    ],
    // A win announced, which real raffles, competitions and prize draws send their winners too:
    // advance fee only beside a fee, a sum of millions or a fund story (content/analyze-text.ts).
    prize_notice: [
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
        phrase: 'vous etes ... heureux|heureuses benefi*|gagnant*|laureat*',
        example: 'Vous êtes un de nos heureux bénéficiaires.',
        counter: 'Vous êtes heureux de votre séjour ?',
      },
    ],
    e_signature: [
      {
        phrase: 'vous invite|invitent a signer|parapher',
        example: 'Maître Delcourt vous invite à signer « Protocole_accord_2025.pdf ».',
        counter: 'Nous vous invitons à signaler tout changement.',
      },
      {
        phrase: 'en_attente_de|attend|attendent votre signature',
        example: 'Un document est en attente de votre signature.',
        counter: 'Votre signature figure en bas du document.',
      },
    ],
    file_share: [
      // Partage de fichier : "X a partagé un fichier avec vous".
      {
        phrase: 'a|ont|vous_a partage un|une|le|la|les|des? fichier|fichiers|document|documents|dossier|pdf|classeur avec vous|toi',
        example: 'Élodie Renaud a partagé un fichier avec vous.',
        counter: 'Élodie a partagé son expérience avec vous.',
      },
      {
        phrase: 'document|fichier|dossier|pdf que|qu ... a|ont partage avec vous|toi',
        example: "Voici le document qu'Élodie Renaud a partagé avec vous.",
        counter: 'Voici le document que nous avons préparé pour vous.',
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
      // La livraison a échoué et le lecteur doit agir : absent au passage, adresse à confirmer, nouvelle date à choisir, sinon le colis repart.
      {
        phrase: 'pas pu livrer|remettre|distribuer|deposer|vous_livrer votre|ton|le colis|envoi|paquet|commande',
        example: 'Le chauffeur n’a pas pu livrer votre colis.',
        counter: 'Le chauffeur a pu livrer votre colis ce matin.',
      },
      {
        phrase: 'selectionner|selectionnez|choisir|choisissez|programmer|programmez|planifier|planifiez une nouvelle date|livraison|presentation',
        example: 'Veuillez sélectionner une nouvelle date de livraison.',
        counter: 'La nouvelle date de livraison est le 5 mai.',
      },
      {
        phrase: 'absent|absente|absents|personne lors_du|lors_de_notre|au_moment_du|pendant_le passage',
        example: 'Vous étiez absent lors du passage de notre livreur.',
        counter: 'Le directeur est absent lors de la réunion.',
      },
      {
        phrase:
          'confirmer|confirmez|mettre_a_jour|mettez_a_jour|completer|completez votre|vos adresse_de_livraison|informations_de_livraison|coordonnees_de_livraison|details_de_livraison|adresse_postale',
        example: 'Confirmez votre adresse de livraison en ligne.',
        counter: 'Votre adresse de livraison a été enregistrée.',
      },
      {
        phrase: 'colis|envoi|paquet ... sera|seront retourne|retournee|renvoye|renvoyee a_l_expediteur|a_son_expediteur|a_l_envoyeur',
        example: 'Sans réponse, votre colis sera retourné à l’expéditeur.',
        counter: 'Le colis a été retourné à l’expéditeur.',
      },
      // Une livraison à reprogrammer ou de nouveaux frais à régler par le lecteur.
      {
        phrase: 'reprogrammer|reprogrammez|replanifier|replanifiez la|votre|une livraison|presentation',
        example: 'Reprogrammez votre livraison en ligne.',
        counter: 'La livraison a été reprogrammée.',
      },
      {
        phrase: 'frais de reprogrammation|nouvelle_livraison|nouvelle_presentation|representation',
        example: 'Des frais de nouvelle livraison de 1,99 € s’appliquent.',
        counter: 'Une nouvelle livraison est prévue demain.',
      },
    ],
    // La menace : la vidéo envoyée aux proches.
    extortion: [
      {
        phrase: 'video|videos|enregistrement|images ... a tous vos|tes contacts|proches|amis|collegues',
        example: 'Sinon la vidéo part à tous vos contacts.',
        counter: "Partagez l'invitation à tous vos contacts.",
      },
      // Les pièces à envoyer « à cette adresse » ou « à mon portefeuille » : la demande, quelle que soit l'adresse.
      {
        phrase: 'en bitcoin|bitcoins|btc|usdt|cryptomonnaie a|vers cette|mon|l_adresse adresse|portefeuille|wallet|suivante',
        example: 'Envoyez 1200 USD en bitcoin à cette adresse.',
        counter: 'Pour approvisionner votre compte, envoyez uniquement des BTC à cette adresse.',
      },
      {
        phrase: 'supprimerai|effacerai|detruirai ... video|videos|photos|enregistrement|enregistrements ... des_que|si|une_fois|lorsque',
        example: 'Je supprimerai la vidéo dès que j aurai reçu le paiement.',
        counter: 'Supprime les photos des vacances du téléphone, stp.',
      },
      {
        phrase: 'vous_avez|tu_as ... heures|jours pour payer|transferer|envoyer|regler',
        example: 'Vous avez 48 heures pour payer.',
        counter: 'Vous avez 30 jours pour changer d avis sur votre commande.',
      },
      {
        phrase: 'ne contactez|prevenez|appelez|previens|contacte ... pas ... la_police|personne|les_autorites',
        example: 'Ne contactez pas la police, je le saurai.',
        counter: 'Contactez la police en cas d urgence.',
      },
    ],
    extortion_context: [
      // Du matériel compromettant.
      {
        phrase: 'video|videos|photos|enregistrement|enregistrements|images compromettant*|intimes',
        example: "J'ai des vidéos compromettantes de toi.",
        counter: 'Les vidéos du congrès sont en ligne.',
      },
      {
        phrase: 'j_ai installe|pirate|infecte|pris_le_controle_de ... votre|ton ordinateur|appareil|telephone|webcam|camera',
        example: "J'ai installé un logiciel sur votre ordinateur.",
        counter: 'Le technicien a installé le logiciel sur votre ordinateur.',
      },
      {
        phrase: 'video|videos|enregistrement de vous|toi ... sites_pour_adultes|site_pour_adultes|sites_porno|site_porno|sites_pornographiques',
        example: "J'ai une vidéo de vous devant des sites pour adultes.",
        counter: 'Une vidéo de vous au mariage circule dans la famille.',
      },
      {
        phrase: 'je connais|j_ai votre|ton mot_de_passe',
        example: 'Je connais votre mot de passe : soleil1984.',
        counter: 'Nous ne connaissons jamais votre mot de passe.',
      },
      {
        phrase: 'je vous_ai|t_ai filme|filmee|enregistre|enregistree',
        example: 'Je vous ai filmé avec votre webcam.',
        counter: 'Je vous ai envoyé le film hier.',
      },
    ],
    legal_notice: [
      // Convocations et citations, poursuites, avis de contravention, suspension de permis.
      {
        phrase: 'convocation|citation|assignation au|a|devant tribunal|comparaitre|audience|commissariat|gendarmerie|juge',
        example: 'Citation à comparaître devant le tribunal.',
        counter: "Convocation à l'assemblée générale.",
      },
      {
        phrase: 'avis_de_contravention|amende_forfaitaire|amende_majoree|infraction_au_code_de_la_route|exces_de_vitesse_constate',
        example: 'Vous avez reçu un avis de contravention.',
        counter: 'Le code de la route change en mai.',
      },
      {
        phrase: 'suspension|retrait|invalidation de? votre? permis|permis_de_conduire',
        example: 'Risque de suspension de votre permis de conduire.',
        counter: 'Le permis de construire est accordé.',
      },
      {
        phrase: 'poursuites|procedure|procedures judiciaire|judiciaires|penale|penales ... contre vous|a_votre_encontre',
        example: 'Des poursuites judiciaires seront engagées contre vous.',
        counter: 'La procédure judiciaire est publique.',
      },
      // Un péage impayé est l'avis d'une société d'autoroute ou de l'autorité, nommée ou non.
      {
        phrase: 'peage|peages|frais_de_peage ... impaye|impayes|impayee|impayees|non_regle|non_regles|non_reglee|non_payes',
        example: 'Un péage impayé est associé à votre véhicule.',
        counter: 'Le péage de l autoroute augmente en février.',
      },
    ],
    account_alert: [
      // Alertes de sécurité et de compte : connexions inhabituelles, compte suspendu, stockage plein.
      {
        phrase: 'activite|activites|connexion|connexions|tentative_de_connexion ... inhabituelle|inhabituelles|suspecte|suspectes|non_autorisee|non_autorisees',
        example: 'Nous avons détecté une activité de connexion inhabituelle.',
        counter: 'Une activité sportive régulière est conseillée.',
      },
      {
        phrase: 'votre|ton compte|portefeuille|acces|espace_client ... a_ete|est|sera ... suspendu|restreint|bloque|desactive|gele',
        example: 'Votre compte a été temporairement suspendu.',
        counter: 'Votre compte a été créé avec succès.',
      },
      // Un paiement que « nous n’avons pas pu traiter » et un abonnement antivirus expiré ou des virus « détectés sur votre ordinateur », au nom d’une marque.
      {
        phrase: 'pas pu traiter|encaisser|prelever votre dernier? paiement|prelevement',
        example: 'Nous n’avons pas pu traiter votre dernier paiement.',
        counter: 'Nous n’avons pas pu traiter votre demande de congé.',
      },
      {
        phrase: 'abonnement|licence|protection antivirus|norton|mcafee|avast|kaspersky ... a? expire|termine|pris_fin',
        example: 'Votre abonnement Norton a expiré.',
        counter: 'Votre abonnement Norton a été renouvelé.',
      },
      {
        phrase: 'virus|menaces|chevaux_de_troie detectes|trouves sur votre ordinateur|appareil|pc',
        example: '20 virus détectés sur votre ordinateur.',
        counter: 'Protégez votre ordinateur contre les virus.',
      },
      // De nouvelles conditions que le lecteur « doit accepter » pour continuer (une vraie mise à jour des CGU s’applique à qui continue d’utiliser le service).
      {
        phrase: 'devez|devrez|devriez accepter ... nouvelles|nouveaux conditions|termes|cgu ... pour continuer',
        example: 'Vous devez accepter les nouvelles conditions d’utilisation pour continuer à utiliser nos services.',
        counter: 'En continuant à utiliser nos services, vous acceptez les nouvelles conditions.',
      },
    ],
    // Un portefeuille crypto, ou sa phrase de récupération, à vérifier : les portefeuilles ne vérifient rien et les plateformes vérifient des personnes, pas des portefeuilles.
    wallet_check: [
      {
        phrase: 'votre|ton portefeuille|wallet|phrase_de_recuperation n_a|n_est pas encore? ete? verifie|verifiee|valide|validee',
        example: 'Notre système indique que votre portefeuille n’a pas encore été vérifié.',
        counter: 'Votre portefeuille a bien été vérifié.',
      },
      // La phrase de récupération d'un portefeuille à « vérifier » : aucun portefeuille ni plateforme ne la demande.
      {
        phrase: '!ne|n|pour verifiez|verifie|validez|valide|confirmez|confirme|synchronisez votre|ta phrase_de_recuperation|phrase_secrete',
        example: 'Vérifiez votre phrase de récupération avant vendredi.',
        counter: 'Pour vérifier votre phrase de récupération, n’utilisez que votre appareil.',
      },
    ],
    // Récompenses au nom d'une enseigne : un cadeau pour une enquête, une carte cadeau qui attend, la fidélité récompensée.
    // Les enseignes écrivent la même chose à leurs clients : compté seulement comme leurre de marque, une autre marque nommée.
    reward: [
      {
        phrase: 'chance|occasion de gagner|recevoir|obtenir une|un recompense|cadeau|carte_cadeau|bon_d_achat',
        example: 'Voici votre chance de gagner une récompense.',
        counter: 'Voici votre chance de gagner du temps.',
      },
      {
        phrase: 'gagnez|remportez ... ... participez|repondez a|au? notre|votre? enquete|sondage|questionnaire',
        example: 'Gagnez un robot cuiseur – participez à notre enquête dès aujourd’hui !',
        counter: 'Participez à notre enquête sur les transports.',
      },
      {
        phrase: 'carte_cadeau|cadeau|recompense|bon_d_achat ... ... vous attend|attendent',
        example: 'Une carte cadeau d’adhésion d’un an vous attend !',
        counter: 'Votre colis vous attend au point relais.',
      },
      {
        phrase: 'vous recompenser pour|de votre fidelite',
        example: 'Nous voulons vous récompenser pour votre fidélité.',
        counter: 'Merci pour votre fidélité.',
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
      {
        phrase: 'faire|fais|faisons don|legs de la|ma|cette|une? somme|fortune|heritage|fonds',
        example: 'Je souhaite faire don de la somme de 1 500 000 € à une personne honnête.',
        counter: 'Je souhaite faire don de mes livres à la bibliothèque.',
      },
      {
        phrase: 'veuve|veuf de feu',
        example: 'Je suis la veuve de feu M. Jean Renaud.',
        counter: 'Elle est veuve depuis deux ans.',
      },
    ],
    spam_offer: [
      {
        phrase: 'acheter|achetez|commander|pas_cher|generique|remise ... viagra|cialis|levitra|sildenafil|tadalafil',
        example: 'Achetez viagra générique pas cher.',
        counter: 'Le filtre bloque le spam.',
      },
      {
        phrase: 'rachat de credits|credit|pret|prets',
        example: 'Simulation gratuite de rachat de crédits.',
        counter: "Le rachat de l'entreprise est conclu.",
      },
      {
        phrase: 'aide|aides|prime|primes de_l_etat|etat ... isolation|climatisation|pompe_a_chaleur|panneaux_solaires|chaudiere|renovation',
        example: "Profitez des aides de l'État pour la climatisation.",
        counter: "L'aide de l'État aux musées augmente.",
      },
      {
        // The same offer told the other way round: have the equipment installed, and save (an installer's maintenance
        // reminder, "un appareil entretenu vous fait économiser", installs nothing).
        phrase:
          'installez|installer|faites_installer une|des|d_une? climatisation|pompe_a_chaleur|panneaux_solaires|chaudiere ... economisez|economiser|reduisez|divisez',
        example: "Installez une climatisation réversible et économisez jusqu'à 60% sur vos factures.",
        counter: "L'entretien de votre climatisation réversible vous fait économiser 15 % sur vos factures.",
      },
    ],
    scam_offer: [
      {
        phrase: 'femmes|filles|celibataires|beautes ukrainiennes|russes|slaves|asiatiques|coquines',
        example: 'Rencontrez des femmes ukrainiennes.',
        counter: 'Des entreprises russes.',
      },
      {
        phrase: 'perdez|perdre|maigrir ... poids|kilos|graisse ... rapidement|vite|sans_effort|sans_regime|sans_sport',
        example: 'Perdez du poids rapidement sans régime.',
        counter: 'Perdre du temps dans les bouchons.',
      },
      {
        phrase: 'tours|spins|free_spins gratuits|gratuites|offerts|bonus',
        example: 'Profitez de 100 tours gratuits.',
        counter: 'Les tours de la cathédrale.',
      },
      {
        phrase: 'bonus ... premier|premiers|1er depot|depots',
        example: 'Bonus de 200% sur votre premier dépôt.',
        counter: 'Le premier dépôt du dossier.',
      },
      {
        phrase: 'casino|machines_a_sous|roulette ... bonus|tours|jackpot',
        example: 'Le casino en ligne double votre bonus.',
        counter: 'Le casino a fermé en 1990.',
      },
      {
        phrase:
          'femmes|celibataires|filles|coquines|cougars ... pres_de_chez_vous|pres_de_chez_toi|dans_votre_region|dans_ta_region|de_votre_ville|de_ta_ville|pres_de_vous|pres_de_toi',
        example: 'Des femmes célibataires près de chez vous.',
        counter: 'Des magasins près de chez vous.',
      },
      {
        phrase: 'rencontre|rencontres coquine|coquines|adulte|adultes|sans_lendemain|libertine|libertines|d_un_soir|discretes|sexy',
        example: 'Rencontres coquines ce soir.',
        counter: 'Rencontres professionnelles à Lyon.',
      },
      {
        phrase: 'plan_cul|plans_cul|sexe_sans_engagement|aventure_d_un_soir',
        example: 'Trouvez un plan cul ce soir.',
        counter: 'Plan de la ville.',
      },
      {
        phrase: 'perdre|perdez|perdu|perdue|maigrir|maigri ... 1*|2*|3*|4*|5*|6*|7*|8*|9* kg|kilos|livres',
        example: 'Elle a perdu 12 kilos en un mois.',
        counter: 'Le colis pèse 12 kilos.',
      },
      {
        phrase: 'gummies|gelules|pilules|comprimes ... keto|minceur|amincissantes|amincissants|bruler_les_graisses|brule_graisse',
        example: 'Gélules minceur sans régime.',
        counter: 'Comprimés contre la toux.',
      },
      {
        phrase: 'travaillez|travailler|travail depuis_chez_vous|a_domicile|depuis_la_maison ... gagnez|gagner|gagnant ... €*|$*|euros|argent',
        example: 'Travaillez depuis chez vous et gagnez 300 euros par jour.',
        counter: 'Travail à domicile le vendredi.',
      },
      {
        phrase: 'jeux de casino|casino_en_ligne|machines_a_sous_en_ligne',
        example: 'Jeux de casino depuis chez vous.',
        counter: 'Le casino a fermé en 1999.',
      },
      {
        phrase: 'baise|salope|salopes|chaudasse|chaudasses',
        example: 'Des salopes près de chez toi.',
        counter: 'Le baiser de la paix.',
      },
      {
        phrase: 'paris sportifs|en_ligne ... bonus|offert|offerts|gratuit|gratuits|rembourse|rembourses|cotes',
        example: 'Paris sportifs : 100 euros de bonus offerts.',
        counter: 'Les paris sportifs sont réglementés.',
      },
      {
        phrase: 'pari|paris gratuit|gratuits|offert|offerts|rembourse',
        example: 'Votre pari gratuit vous attend.',
        counter: 'Le pari de Pascal.',
      },
      {
        phrase: 'tickets|billets de loterie|loto gratuits|offerts',
        example: 'Gagnez des tickets de loterie gratuits.',
        counter: 'Les billets de loterie sont en vente.',
      },
      // Miracle erections and individual weight-loss forecasts.
      {
        phrase: 'erection|erections ... immediatement|puissante|puissantes|sans_faille|instantanee',
        example: "Le résultat : l'érection se produit immédiatement et sans délai !",
        counter: "L'érection du monument date de 1889.",
      },
      {
        phrase: 'pronostic|prevision individuel|individuelle|personnalise ... perte_de_poids|minceur|maigrir',
        example: 'Pronostic individuel pour la perte de poids.',
        counter: 'Programme individuel pour la perte de poids avec votre diététicienne.',
      },
      // Remèdes miracles et voyance.
      {
        phrase:
          'debarrassez|debarrasse|eliminez|vainquez|stoppez ... enfin|definitivement ... mycose|varices|chute_de_cheveux|douleurs_articulaires|acouphenes|arthrose',
        example: 'Débarrassez-vous enfin de la mycose des ongles !',
        counter: 'Votre médecin traite la mycose des ongles.',
      },
      {
        phrase: 'arteres|articulations|prostate saines|sains|propres ... en seulement|en_a_peine 1*|2*|3*|4*|5*|6*|7*|8*|9* jours|semaines|minutes',
        example: 'Des artères saines en seulement 28 jours !',
        counter: 'Des recettes saines en seulement 10 minutes.',
      },
      {
        phrase: 'les anges|esprits ... vous_reservent|vous_ont_revele|m_ont_revele|veulent_vous_dire',
        example: 'Découvrez ce que les anges vous réservent.',
        counter: 'Découvrez ce que les astres vous réservent cette semaine.',
      },
      {
        phrase: 'voyante|medium|astrologue ... vous_offre|vous_revele|a_vu|a_percu ... chance|avenir|numeros|destin',
        example: 'Votre voyante a vu votre chance arriver.',
        counter: 'La voyante du film est jouée par une actrice.',
      },
      // Rencontres : messages ou photos lus après une vérification de majorité ; le remède que les laboratoires veulent interdire.
      {
        phrase: 'message|messages|photo|photos|videos ... confirmez|confirmer|verifiez|verifier|prouvez ... majeur|majeure|plus_de_18_ans',
        example: 'Pour lire son message, confirmez que vous êtes majeur.',
        counter: 'Pour acheter du vin, confirmez que vous êtes majeur.',
      },
      {
        phrase: 'laboratoires|labos|banques|medecins ... veulent|voulaient|tentent|font_tout_pour ... interdire|cacher|censurer',
        example: 'Les laboratoires veulent interdire ce remède.',
        counter: 'Les laboratoires veulent recruter.',
      },
    ],
    callback_story: [
      // Fausse commande à annuler par téléphone ("si vous n'êtes pas à l'origine de cette commande, contactez immédiatement…").
      {
        phrase: 'si vous n_etes|n_etiez pas a_l_origine de cette|cet|ce commande|achat|paiement|operation|transaction|prelevement|abonnement|renouvellement',
        example: "Si vous n'êtes pas à l'origine de cette commande, contactez-nous.",
        counter: "Si vous êtes à l'origine de cette opération, vous n'avez rien à faire.",
      },
      // Faux support technique : l'ordinateur bloqué ou un cheval de Troie détecté.
      {
        phrase: 'ordinateur|pc|appareil ... a_ete|est bloque|verrouille',
        example: 'Votre ordinateur a été bloqué pour votre sécurité.',
        counter: 'Votre ordinateur est prêt.',
      },
      {
        phrase: 'cheval_de_troie|trojan|logiciel_espion|spyware ... detecte|trouve',
        example: 'Un cheval de Troie a été détecté sur votre PC.',
        counter: 'Le cheval de Troie est une légende.',
      },
    ],
    call_to_action: [
      {
        phrase:
          'contactez|appelez|joignez|composez|contacter|appeler immediatement|rapidement|sans_delai|vite|au_plus_vite? notre|nos|le service|numero|conseiller|conseillers|support|assistance|centre|equipe|ligne',
        example: "Contactez immédiatement notre service d'annulation au 01 84 88 47 20.",
        counter: 'Contactez votre conseiller pour prendre rendez-vous.',
      },
      {
        phrase: 'appel|numero|ligne gratuit|gratuite|non_surtaxe|non_surtaxee',
        example: 'Appelez le 01 84 88 47 20 (appel gratuit).',
        counter: "Livraison gratuite dès 50 € d'achat.",
      },
    ],
    // A national regulator's licence or mandated safer-gambling line (see the en lexicon).
    safer_gambling: [
      {
        phrase: 'jouer comporte des risques',
        example: 'Jouer comporte des risques : endettement, dépendance.',
        counter: 'Jouer dehors est bon pour les enfants.',
      },
      {
        phrase: 'joueurs_info_service|autorite_nationale_des_jeux',
        example: 'Appelez Joueurs Info Service au 09 74 75 13 13.',
        counter: 'Les joueurs du club ont un service de navette.',
      },
    ],
    scam_question: [
      // Qui transfère ce qu'il a reçu et demande si c'est vrai : sa question, pas les mots de l'appât.
      {
        phrase: 'est_ce|est_ce_que_c_est une arnaque|escroquerie|vraie|fraude',
        example: 'Est-ce une arnaque ?',
        counter: 'Ce n est pas une arnaque, écrit-il.',
      },
      {
        phrase: 'vrai|vraie|serieux ou ... arnaque|escroquerie|faux|phishing',
        example: 'C est vrai ou c est une arnaque ?',
        counter: 'La vraie arnaque date de 2019.',
      },
      {
        phrase: 'je_n_ai|j_ai rien clique|ouvert',
        example: 'Je n ai rien cliqué.',
        counter: 'Si vous n avez rien cliqué, tout va bien.',
      },
      {
        phrase: 'c_est|c_est_bien|c_est_encore|on_dirait|ca_ressemble_a une|un|du|de_l? arnaque|escroquerie|phishing|hameconnage|fraude|faux',
        example: "C'est une arnaque ?",
        counter: "Ce n'est pas une arnaque.",
      },
      {
        phrase: 'est_ce_que_c_est|c_est_vraiment|est_ce vrai|serieux|fiable|legitime|authentique',
        example: "Est-ce que c'est vrai ?",
        counter: "C'est vrai que nous aimons ça.",
      },
      {
        phrase: 'je_pense_que|je_crois_que ... arnaque|escroquerie|phishing|hameconnage|faux',
        example: "Je pense que c'est du phishing.",
        counter: "Je pense que c'est une bonne idée.",
      },
      // An IT desk or a bank warning about the message it quotes: the lure is fake, not theirs.
      {
        phrase:
          'message|messages|courriel|courriels|mail|mails|e_mail|e_mails|email|emails frauduleux|frauduleuse|frauduleuses|malveillant|malveillants|faux|piege|pieges',
        example: 'Plusieurs collègues ont reçu un message frauduleux.',
        counter: 'Le message du directeur est arrivé ce matin.',
      },
      {
        phrase: 'campagne|vague|tentative de|d phishing|hameconnage|fraude',
        example: "Une campagne de phishing vise l'université.",
        counter: 'La campagne de vaccination commence lundi.',
      },
      {
        phrase: 'ne vient|viennent|provient|proviennent pas de_nous|du_service|de_l_universite|de_la_banque',
        example: 'Ce message ne vient pas de nous.',
        counter: 'Le colis vient de nous parvenir.',
      },
      {
        phrase: 'jamais ... mot_de_passe|mots_de_passe|identifiants',
        example: 'Nous ne vous demanderons jamais votre mot de passe par courriel.',
        counter: 'Changez votre mot de passe tous les six mois.',
      },
    ],
  },
};

// Dutch phrases for the intents real Dutch-language phishing uses most: credential requests,
// urgency and payment. Folded form and syntax of content/lexicon.ts.

import type { LanguageLexicon } from '../../content/lexicon.ts';

export const NL: LanguageLexicon = {
  language: 'nl',
  sources: 'Written for Centinela from the phishing patterns described in public advisories (Fraudehelpdesk, bank security pages); no list copied.',
  intents: {
    credential_request: [
      {
        phrase:
          'kaartnummer|vervaldatum|cvc|cvv|beveiligingscode|kaartgegevens|betaalgegevens ... invoeren|bevestigen|verifieren|opgeven|controleren|bijwerken',
        example: 'U moet uw kaartgegevens opnieuw bevestigen.',
        counter: 'Het kaartnummer staat op de achterkant.',
      },
      {
        phrase: 'voer|vul|bevestig|controleer|update ... kaartnummer|vervaldatum|cvc|cvv|beveiligingscode|kaartgegevens|betaalgegevens',
        example: 'Vul uw kaartnummer en vervaldatum in.',
        counter: 'De vervaldatum staat op de verpakking.',
      },
      {
        phrase:
          'verifieer|bevestig|controleer|update|valideer|herstel|activeer|deblokkeer uw|je|jouw account|gegevens|identiteit|wachtwoord|rekening|inloggegevens|e_mailadres|toegang|pas',
        example: 'Bevestig uw identiteit vandaag nog.',
        counter: 'Wij bevestigen de reservering.',
      },
      {
        phrase:
          'uw|je|jouw account|gegevens|identiteit|inloggegevens|rekening te? verifieren|bevestigen|controleren|updaten|valideren|herstellen|activeren|deblokkeren',
        example: 'Wij vragen u om uw gegevens te bevestigen.',
        counter: 'Uw bestelling wordt morgen geleverd.',
      },
      {
        phrase: 'voer|vul ... wachtwoord|inloggegevens|pincode|gegevens|code in',
        example: 'Voer hier uw wachtwoord in.',
        counter: 'Vul de enquête achteraf in.',
      },
      {
        phrase: 'klik ... om ... te verifieren|bevestigen|controleren|updaten|herstellen|activeren|deblokkeren|voorkomen',
        example: 'Klik hieronder om uw account te herstellen.',
        counter: 'Klik hier om het programma te bekijken.',
      },
      {
        phrase: 'uw|je wachtwoord verloopt|is_verlopen|opnieuw_instellen|wijzigen',
        example: 'Uw wachtwoord verloopt vandaag.',
        counter: 'Het wachtwoord staat in de handleiding.',
      },
      {
        phrase: 'koppel|verbind|synchroniseer uw|je|jouw wallet|portemonnee',
        example: 'Koppel uw wallet om de bonus te ontvangen.',
        counter: 'Uw portemonnee is gevonden.',
      },
      // Het „2FA-verificatieproces” van een cryptobeurs, af te ronden via de link.
      {
        phrase: 'voltooi|voltooien|rond het|de? 2fa|tweestaps|twee_factor verificatieproces|verificatie|authenticatie',
        example: 'Voltooi het 2FA-verificatieproces om toegang te houden.',
        counter: 'Uw 2FA-verificatie is ingeschakeld.',
      },
      // De herstelzin van een wallet, gevraagd om die te „verifiëren”.
      {
        phrase: 'voer|vul|verifieer|bevestig ... herstelzin|seedzin|herstelfrase|geheime_zin|12_woorden|24_woorden',
        example: 'Voer uw herstelzin van 12 woorden in.',
        counter: 'Bewaar de zin op papier.',
      },
      {
        phrase: 'log|logt in ... om het|uw|je|jouw|de? geld|bedrag|betaling|uitbetaling|teruggave ... te? ontvangen',
        example: 'Kies je bank en log in om het geld op je rekening te ontvangen.',
        counter: 'Log in om je bestelling te volgen.',
      },
      {
        phrase: 'om het|uw|je|jouw|de? geld|bedrag|betaling|uitbetaling|teruggave te_ontvangen ... log|logt|bevestig|bevestigt',
        example: 'Om de teruggave te ontvangen, logt u in met DigiD.',
        counter: 'Om het geld te ontvangen hoef je niets te doen.',
      },
    ],
    urgency_threat: [
      {
        phrase: 'wij|we hebben ... uw|je|jouw account|rekening|toegang|pas|betaalpas ... tijdelijk? geblokkeerd|beperkt|opgeschort|gedeactiveerd',
        example: 'Wij hebben uw rekening tijdelijk geblokkeerd.',
        counter: 'Wij hebben uw rekening geopend.',
      },
      {
        phrase: 'tol|tolheffing|tolgeld|boete|boetes ... onbetaald|onbetaalde|openstaand|openstaande|achterstallig|achterstallige',
        example: 'Uw tolheffing is nog openstaand.',
        counter: 'De tol op de brug stijgt.',
      },
      {
        phrase: 'lidmaatschap|abonnement|account|punten ... verlopen|verloopt|vervalt|vervallen',
        example: 'Je lidmaatschap is verlopen.',
        counter: 'Het lidmaatschap kost tien euro.',
      },
      {
        phrase: 'binnen 12|24|48|72 uur',
        example: 'Reageer binnen 24 uur.',
        counter: 'De build duurt 24 uur.',
      },
      {
        phrase:
          'account|rekening|toegang|pas|bankpas|betaalpas wordt|is|zal|kan ... geblokkeerd|opgeschort|gedeactiveerd|beperkt|gesloten|verwijderd|stopgezet',
        example: 'Uw account wordt binnenkort geblokkeerd.',
        counter: 'Uw account is succesvol aangemaakt.',
      },
      {
        phrase: 'ongebruikelijke|verdachte|ongeautoriseerde activiteit|activiteiten|aanmelding|inlogpoging|inlogpogingen|toegang|transactie|transacties',
        example: 'We zagen een verdachte inlogpoging.',
        counter: 'Ongebruikelijke weersomstandigheden verwacht.',
      },
      {
        phrase: 'laatste waarschuwing|aanmaning|herinnering_voor_blokkering',
        example: 'Dit is uw laatste waarschuwing.',
        counter: 'De laatste pagina ontbreekt.',
      },
      {
        phrase: 'onmiddellijke|dringende|directe actie|reactie vereist|nodig?',
        example: 'Onmiddellijke actie vereist.',
        counter: 'Geen actie van uw kant.',
      },
      {
        phrase: 'anders|zo_niet ... geblokkeerd|verwijderd|opgeschort|gedeactiveerd|beperkt',
        example: 'Anders wordt uw pas geblokkeerd.',
        counter: 'Anders zien we elkaar maandag.',
      },
      {
        phrase: 'opslag|opslagruimte|mailbox|postvak ... vol|bijna_vol|overschreden',
        example: 'Uw opslagruimte is vol.',
        counter: 'De opslag is uitgebreid.',
      },
      {
        phrase: 'uw|je bestanden|foto|fotos|gegevens|e_mails ... verwijderd|gewist|verloren',
        example: 'Uw bestanden worden verwijderd.',
        counter: 'Uw bestanden zijn klaar.',
      },
      {
        phrase: 'wallet|portemonnee wordt|is ... geblokkeerd|opgeschort|bevroren',
        example: 'Uw wallet wordt morgen geblokkeerd.',
        counter: 'Uw wallet wordt morgen bezorgd.',
      },
      {
        phrase: 'laatste herinnering ... verifieren|bevestigen|bijwerken',
        example: 'Laatste herinnering: verifieer uw account (verifieren vereist).',
        counter: 'Laatste herinnering: workshop.',
      },
      {
        phrase: 'tweestapsverificatie|twee_factor|2fa ... verwijderd|uitgeschakeld',
        example: 'Uw tweestapsverificatie is uitgeschakeld.',
        counter: 'Uw tweestapsverificatie is ingeschakeld.',
      },
      // Suspended parcel deliveries.
      {
        phrase: 'levering|bezorging van? pakketten|pakket geschorst|opgeschort',
        example: 'Levering van pakketten geschorst: plan de bezorging in.',
        counter: 'De levering van pakketten gaat door.',
      },
      // Werkwoord vooraan: "daarna wordt uw rekening tijdelijk geblokkeerd".
      {
        phrase:
          'wordt|worden uw|je|jouw rekening|account|toegang|pas|betaalpas|bankpas|creditcard tijdelijk|direct|per_direct? geblokkeerd|opgeschort|gedeactiveerd|beperkt|afgesloten',
        example: 'Daarna wordt uw rekening tijdelijk geblokkeerd.',
        counter: 'Daarna wordt uw oude pas geblokkeerd.',
      },
      // Directeursfraude: de directeur is niet bereikbaar.
      {
        phrase: 'zit|ben in een? vergadering|overleg|meeting|bespreking ... kan niet bellen|opnemen|telefoneren|praten|gebeld_worden',
        example: 'Ik zit in een vergadering en kan niet bellen.',
        counter: 'Ik zit in een vergadering, bel me om drie uur.',
      },
      // Blokkade van de betaalrekening en het bankieren als dreiging, en inloggen "om het geld te ontvangen" (nep-Marktplaats, teruggaven).
      {
        phrase:
          'wordt|worden uw|je|jouw betaalrekening|bankrekening|spaarrekening|rekening|mobiel_bankieren|internetbankieren|online_bankieren ... geblokkeerd|opgeschort|gedeactiveerd|afgesloten',
        example: 'Daarna worden uw betaalrekening en Mobiel Bankieren tijdelijk geblokkeerd.',
        counter: 'Tijdens het onderhoud zijn uw betaalrekening en Mobiel Bankieren even niet bereikbaar.',
      },
      {
        phrase: 'anders|zo_niet ... ... deurwaarder|incassobureau|incasso|aanmaning',
        example: 'Anders wordt de vordering overgedragen aan de deurwaarder.',
        counter: 'Anders bellen we je morgen.',
      },
    ],
    payment_request: [
      {
        phrase: 'betaal|betalen|voldoe|voldoen ... invoerrechten|douanekosten|inklaringskosten|heffing',
        example: 'Betaal de douanekosten om uw pakket te ontvangen.',
        counter: 'De douane controleert pakketten.',
      },
      {
        phrase: 'openstaande|achterstallige|onbetaalde factuur|facturen|rekening|betaling|bedrag|vordering',
        example: 'U heeft een openstaande factuur.',
        counter: 'Het factuursjabloon staat in de map.',
      },
      {
        phrase: 'betaal|voldoe|maak ... bedrag|factuur|rekening over|per_direct|vandaag',
        example: 'Maak het bedrag vandaag over.',
        counter: 'Betaal met uw pas aan de kassa.',
      },
      // Directeursfraude: spoedbetaling, dringende of vertrouwelijke overboeking.
      {
        phrase: 'dringende|spoedige|vertrouwelijke overboeking|betaling|transactie',
        example: 'Ik heb vandaag een dringende overboeking nodig.',
        counter: 'De overboeking is ontvangen.',
      },
      {
        phrase: 'spoedbetaling|spoedoverboeking',
        example: 'Kun je deze spoedbetaling vandaag regelen?',
        counter: 'Kun je deze betaling vandaag regelen?',
      },
      // Betalen in bitcoin ("maak … in bitcoin over").
      {
        phrase: 'in|aan bitcoin|btc|usdt|crypto over|overmaken|betalen|storten|sturen',
        example: 'Maak binnen 48 uur € 1.500 in bitcoin over naar dit adres.',
        counter: 'Bitcoin staat vandaag hoger dan gisteren.',
      },
      {
        phrase: 'betaal|betaalt ... binnen|vandaag|uiterlijk',
        example: 'Betaal binnen 3 dagen via iDEAL.',
        counter: 'U kunt betalen met iDEAL of creditcard.',
      },
      {
        phrase: 'factuur|bedrag|termijn|rekening|abonnement ... ... is|zijn niet|nog_niet voldaan|betaald',
        example: 'De factuur voor uw abonnement (€ 94,38) is niet voldaan.',
        counter: 'Aan de voorwaarden is niet voldaan.',
      },
    ],
    bank_detail_change: [
      // Omgeleide leveranciersfacturen: een nieuw rekeningnummer door een bankwissel, de oude rekening is niet meer geldig.
      {
        phrase: 'nieuw|nieuwe|gewijzigd|gewijzigde rekeningnummer|iban|bankrekening|bankrekeningnummer|bankgegevens|rekeninggegevens',
        example: 'Door een bankwissel hebben wij een nieuw rekeningnummer.',
        counter: 'Zeg het even, dan stuur ik mijn rekeningnummer.',
      },
      {
        phrase: '!elke|iedere|alle|geen bankwissel|bankwijziging|wijziging_van_bankgegevens|wijziging_bankgegevens|wijziging_van_rekeningnummer',
        example: 'In verband met een bankwissel ontvangt u onze nieuwe gegevens.',
        counter: 'In verband met een adreswijziging ontvangt u onze nieuwe gegevens.',
      },
      {
        phrase:
          'rekeningnummer|iban|bankgegevens|bankrekening|rekeninggegevens ... in|op uw|je systeem|administratie|crediteurenadministratie ... aanpassen|wijzigen|bijwerken|aangepast|gewijzigd',
        example: 'Wilt u ons rekeningnummer in uw systeem aanpassen?',
        counter: 'Wilt u ons adres in uw administratie aanpassen?',
      },
      {
        phrase: 'oude|vorige|huidige|oorspronkelijke rekening|rekeningnummer|iban|bankrekening ... niet_meer geldig|actief|gebruiken|in_gebruik',
        example: 'Ons oude rekeningnummer is niet meer geldig.',
        counter: 'Het oude adres is niet meer geldig.',
      },
      {
        phrase: 'voortaan|vanaf_nu|vanaf_heden|per_direct uitsluitend|alleen|enkel ... rekening|rekeningnummer|iban|bankrekening',
        example: 'Betaal voortaan uitsluitend op onderstaande rekening.',
        counter: 'Betaal voortaan uitsluitend met pin.',
      },
    ],
    // Bank details denied or reported, not announced (see the en lexicon): set aside before reading a change.
    bank_detail_denial: [
      {
        phrase:
          'rekeningnummer|iban|bankgegevens|bankrekening|rekeninggegevens is|zijn|wordt|worden|verandert|veranderen|wijzigt|wijzigen|blijft|blijven niet|ongewijzigd|hetzelfde|gelijk',
        example: 'Ons rekeningnummer is niet gewijzigd.',
        counter: 'Ons rekeningnummer is gewijzigd.',
      },
      {
        phrase: 'geen wijziging|wijzigingen|verandering|veranderingen in|van|aan ons|onze|het|de? rekeningnummer|iban|bankgegevens|bankrekening',
        example: 'Bankfusie: geen wijziging in ons rekeningnummer.',
        counter: 'Wijziging van ons rekeningnummer per 1 maart.',
      },
      {
        phrase:
          'e_mail|e_mails|email|mails|bericht|berichten|brief|telefoontje ... beweert|beweren|zogenaamd|zogenaamde ... rekeningnummer|iban|bankgegevens|bankrekening',
        example: 'Krijgt u een e-mail die beweert dat ons rekeningnummer is gewijzigd, bel ons dan.',
        counter: 'Met deze e-mail laten wij weten dat ons rekeningnummer is gewijzigd.',
      },
      {
        phrase: 'rekeningnummer|iban|bankgegevens nooit per|via e_mail|email|mail|telefoon',
        example: 'Wij zullen ons rekeningnummer nooit per e-mail wijzigen.',
        counter: 'Wij hebben ons rekeningnummer per e-mail doorgegeven.',
      },
    ],
    secrecy: [
      {
        phrase: 'met|tegen niemand|niemand_anders ... bespreken|over_praten|praten|zeggen',
        example: 'Je mag voorlopig met niemand hierover praten.',
        counter: 'U moet uw code met niemand delen.',
      },
      {
        phrase: 'reken|rekenen|vraag|verzoek ... discretie|geheimhouding|vertrouwelijkheid',
        example: 'Ik reken op uw volledige discretie.',
        counter: 'Discretie is belangrijk in ons vak.',
      },
      {
        phrase: 'zit in een|de? vergadering|overleg|meeting ... niet bellen|telefoneren|bereikbaar|opnemen',
        example: 'Ik zit in een vergadering en ben niet bereikbaar.',
        counter: 'Ik zat in een vergadering, ik bel je straks.',
      },
      {
        phrase: 'bespreek|vertel|zeg dit|het ... met|tegen|aan niemand',
        example: 'Bespreek dit voorlopig met niemand, ook niet met de boekhouding.',
        counter: 'Deel uw code met niemand.',
      },
    ],
    // Terugbelfraude: een betaling die de lezer niet heeft gedaan.
    callback_story: [
      {
        phrase: 'heeft_u|heb_je|hebt_u dit|deze_bestelling|deze_betaling|deze_aankoop niet besteld|gedaan|geautoriseerd|aangevraagd',
        example: 'Heeft u dit niet besteld? Bel dan direct onze klantenservice.',
        counter: 'Heeft u dit pakket niet ontvangen? Laat het ons weten.',
      },
      {
        phrase: 'bestelling|betaling|aankoop|abonnement ... is|werd geautoriseerd|afgeschreven|verlengd|verwerkt',
        example: 'Uw betaling van € 899 is geautoriseerd.',
        counter: 'Uw retourzending is verwerkt.',
      },
      // Nep-helpdesk: de computer geblokkeerd of een trojan gevonden.
      {
        phrase: 'computer|pc|laptop|apparaat ... geblokkeerd|vergrendeld',
        example: 'Uw computer is geblokkeerd voor uw veiligheid.',
        counter: 'Uw computer is klaar.',
      },
      {
        phrase: 'trojan|spyware|ransomware ... gedetecteerd|gevonden|ontdekt',
        example: 'Er is een trojan gedetecteerd op uw pc.',
        counter: 'De Trojaanse oorlog duurde lang.',
      },
    ],
    // De oproep om te bellen.
    call_to_action: [
      {
        phrase: 'bel|belt ... direct|meteen|onmiddellijk|vandaag ... klantenservice|ons|het_nummer|op',
        example: 'Bel dan direct onze klantenservice op 085 208 1234.',
        counter: 'Bel ons gerust als u vragen heeft.',
      },
      {
        phrase: 'gratis|kosteloos nummer|servicenummer|klantenservicenummer',
        example: 'Bel ons gratis nummer.',
        counter: 'Het nummer staat op de factuur.',
      },
    ],
    advance_fee: [
      // Beleggingsfraude: een percentage winst per dag (geen eerlijke belegging betaalt per dag).
      {
        phrase:
          'verdien|verdient|verdienen|rendement|winst|levert|oplevert ... ... %|0%|1%|2%|3%|4%|5%|6%|7%|8%|9%|10%|12%|15%|20%|25%|30%|40%|50% per_dag|dagelijks|elke_dag',
        example: 'De bot levert tussen 2,5% en 3% per dag op.',
        counter: 'Het fonds haalde 8% rendement in 2024; de koers wordt dagelijks gepubliceerd.',
      },
      {
        phrase: 'u_bent|je_bent|jij_bent ... geselecteerd|uitgekozen|gekozen ... winnen|ontvangen|cadeau|prijs',
        example: 'U bent geselecteerd om een cadeau te ontvangen.',
        counter: 'U bent geselecteerd voor de jury.',
      },
      {
        phrase: 'heb|hebt|heeft je|u mijn ... bericht|e_mail|mail ontvangen',
        example: 'Heeft u mijn bericht ontvangen?',
        counter: 'Heeft u de factuur ontvangen?',
      },
      {
        phrase: 'erfenis|nalatenschap ... overleden|overledene|miljoen|fonds',
        example: 'Een erfenis van twee miljoen wacht op u.',
        counter: 'De erfenis van de stad is groot.',
      },
      {
        phrase: 'lening|leningen|krediet ... aan|voor particulieren|iedereen',
        example: 'Wij bieden leningen aan particulieren.',
        counter: 'De lening van het schilderij loopt af.',
      },
      {
        phrase: 'in uw|jouw land investeren|te_investeren',
        example: 'Ik wil in uw land investeren.',
        counter: 'Ik wil in een indexfonds investeren.',
      },
      {
        phrase: 'voordelig|gunstig|winstgevend voor ons beiden|ons_allebei|beide_partijen',
        example: 'Een project, voordelig voor ons beiden.',
        counter: 'Sporten is gunstig voor de gezondheid.',
      },
      {
        phrase: 'mijn telegram|whatsapp id',
        example: 'Mijn Telegram-ID staat hieronder.',
        counter: 'De Telegram-groep van de club is open.',
      },
      {
        phrase: 'excuses|sorry|vergeef ... inbreuk|binnendringen ... privacy',
        example: 'Excuses voor de inbreuk op uw privacy.',
        counter: 'Wij respecteren uw privacy.',
      },
      {
        phrase: 'medewerking|hulp|samenwerking van een nieuwe partner|zakenpartner',
        example: 'Het fonds werd overgemaakt met hulp van een nieuwe partner.',
        counter: 'Wij verwelkomen een nieuwe collega.',
      },
      {
        phrase: 'wederzijds|wederzijdse voordelig|voordelige|winstgevend|winstgevende|voordeel',
        example: 'Een wederzijds voordelige samenwerking.',
        counter: 'Een voordelige aanbieding.',
      },
      {
        phrase: 'uw|je e_mailadres|emailadres werd|is ... geselecteerd|getrokken|uitgekozen',
        example: 'Uw e-mailadres is in onze trekking geselecteerd.',
        counter: 'Uw e-mailadres is bevestigd.',
      },
      {
        phrase: 'lucratief|lucratieve|winstgevende zakelijk|zakelijke? voorstel|deal|transactie|investering|project',
        example: 'Ik heb een lucratief voorstel voor u.',
        counter: 'Het voorstel werd aangenomen.',
      },
      {
        phrase: 'gratis bitcoin|bitcoins|tokens|crypto|munten|nft|nfts',
        example: 'Ontvang elk uur gratis tokens.',
        counter: 'Gratis parkeren bij het station.',
      },
      {
        phrase: 'staking beloning|beloningen|uitbetaling',
        example: 'Je staking beloningen staan klaar.',
        counter: 'Je spaarpunten staan klaar.',
      },
      {
        phrase: 'enquete|vragenlijst|mening ... beloond|beloning|winnen|win|cadeau|cadeaukaart|cadeaubon',
        example: 'Vul onze enquête in en win een cadeaubon.',
        counter: 'De enquête sluit vrijdag.',
      },
      // Dezelfde lokker zonder het woord enquête: een paar vragen beantwoorden en kans maken op een prijs.
      // Met "simpele|eenvoudige vragen", zoals de lokker het zegt: een winkel vraagt "beantwoord 3 korte vragen over de bezorging en maak kans op een cadeaubon".
      {
        phrase: 'beantwoord ... simpele|eenvoudige vragen ... maak|maakt kans|win|winnen',
        example: 'Beantwoord een paar simpele vragen, en maak kans op een e-bike!',
        counter: 'Beantwoord 3 korte vragen over de bezorging en maak kans op een cadeaubon.',
      },
      {
        phrase: 'claim|ontvang|bevestig uw|je ... beloning|prijs|cadeau|cadeaukaart|cadeaubon',
        example: 'Claim je exclusieve beloning vandaag.',
        counter: 'Ontvang je pakket morgen.',
      },
      {
        phrase: 'mystery box|boxes|doos|dozen',
        example: 'Bestel nu je mystery box.',
        counter: 'De doos staat in de gang.',
      },
      // Prize bait.
      {
        phrase: 'een van de kanshebbers',
        example: 'Gefeliciteerd, jij bent een van de kanshebbers op een gratis abonnement.',
        counter: 'Hij is een van de beste spelers.',
      },
      {
        phrase: 'toegekend|gegeven|verloot|vergeven|doorgegeven aan een? andere|anderen deelnemer|deelnemers|winnaar',
        example: 'Anders wordt de prijs toegekend aan een andere deelnemer.',
        counter: 'Een andere deelnemer stelde een vraag.',
      },
      {
        phrase: 'uw|je|jouw prijs|hoofdprijs|gewonnen_prijs|cadeaubon|waardebon wacht|ligt_klaar ... op? u|je|jou',
        example: 'Uw prijs wacht op u, bevestig vandaag.',
        counter: 'Uw pakket wacht op u bij het afhaalpunt.',
      },
      {
        phrase: 'u_bent|je_bent vandaag|zojuist? gekozen|geselecteerd|uitgekozen voor onze|de loterij|verloting|trekking|actie|prijsvraag',
        example: 'U bent geselecteerd voor onze verloting.',
        counter: 'U bent welkom bij onze actie.',
      },
      // Prijslokkers in naam van een merk: een beloning om te ontvangen, een winnaar die „niet bereikt kon worden”.
      {
        phrase: 'geprobeerd u|je te? bereiken|contacteren ... beloning|prijs|cadeau|waardebon|cadeaubon',
        example: 'We hebben geprobeerd u te bereiken: uw beloning ligt klaar.',
        counter: 'We hebben geprobeerd u te bereiken over de factuur.',
      },
      // „U bent geselecteerd voor een weekend weg“: een uitverkiezing voor een reis of prijs die niemand aanvroeg.
      {
        // Niet 'proefpakket': testpanels van drogisterijen en merken kiezen hun leden echt uit voor een proefpakket.
        phrase:
          'u_bent|je_bent|jij_bent geselecteerd|uitgekozen|gekozen voor een|het|de? gratis? weekend|weekendje|reis|vakantie|prijs|cadeau|beloning|cadeaubon',
        example: 'U bent geselecteerd voor een gratis weekend aan zee.',
        counter: 'U bent geselecteerd voor een tweede gesprek.',
      },
      // Beleggingsfraude met een "mentor": de signalen die de onbekende belooft te sturen.
      {
        phrase: 'ik? stuur|geef|deel ik? je|u|jou de|mijn signalen|handelssignalen|tradingsignalen elke|iedere|dagelijks',
        example: 'Na je eerste storting stuur ik je de signalen elke avond.',
        counter: 'Ik stuur je de signalen van de sensor.',
      },
      // Taakfraude: geld verdienen met het liken of beoordelen van video's en apps.
      {
        phrase: 'verdien|verdienen|verdient ... met het? liken|volgen van? videos|video|filmpjes|accounts|kanalen',
        example: "Verdien tot €300 per dag met het liken van video's.",
        counter: 'Verdien punten met het beoordelen van producten.',
      },
      // Tweede fase van taakfraude: storten om de volgende taken te ontgrendelen.
      {
        phrase: 'stort|storten|opwaarderen|waardeer ... om de|je|uw? volgende? taken|opdrachten|commissie te? ontgrendelen|vrijgeven|voltooien|ontvangen',
        example: 'Stort 200 USDT om de volgende taken te ontgrendelen.',
        counter: 'Waardeer je ov-chipkaart op om verder te reizen.',
      },
      // Loterijen van e-mailadressen (niemand verloot adressen).
      {
        phrase: 'e_mail|email|internationale|internet loterij|lotto|trekking|verloting',
        example: 'Uw adres is getrokken in de internationale e-mail loterij.',
        counter: 'De verloting is onder alle leden.',
      },
      // Romantiekfraude: de douane houdt de bagage vast tot er betaald is.
      {
        phrase:
          'douane|vliegveld ... houdt|houden|vastgehouden|geblokkeerd|in_beslag mijn bagage|koffer|koffers|goud ... tot|totdat|zolang ... betaal|betaald|betalen|kosten|boete|heffing',
        example: 'De douane houdt mijn koffers vast tot ik de kosten betaal.',
        counter: 'De douane hield mijn koffers vast en ik moest een boete betalen.',
      },
      // Taakfraude: een breed dagloon, dagelijks uitbetaald.
      {
        phrase: 'verdien|verdient|verdienen €*|$* tot? €*|$* per|p_d|a dag ... dagelijks|direct|elke_dag uitbetaald|uitbetaling|uitbetalen',
        example: 'Je verdient €150 tot €400 per dag, dagelijks uitbetaald.',
        counter: "Een zzp'er verdient €400 per dag, maandelijks gefactureerd.",
      },
    ],
    // A win announced, which real raffles, competitions and prize draws send their winners too:
    // advance fee only beside a fee, a sum of millions or a fund story (content/analyze-text.ts).
    prize_notice: [
      {
        phrase: 'u_heeft|je_hebt|jij_hebt ... gewonnen',
        example: 'Je hebt een prijs gewonnen!',
        counter: 'Het team heeft gewonnen.',
      },
      {
        phrase: 'winnaar|winnares|finalist van|bij? de? loterij|verloting|trekking|prijsvraag|actie',
        example: 'U bent de winnaar van de verloting.',
        counter: 'De winnaar van de wedstrijd is bekend.',
      },
      {
        phrase: 'gefeliciteerd ... gewonnen|winnaar|geselecteerd|uitgekozen|cadeau|prijs',
        example: 'Gefeliciteerd, u bent geselecteerd!',
        counter: 'Gefeliciteerd met je verjaardag.',
      },
    ],
    // Elektronische handtekening: een verzoek om een document te ondertekenen.
    e_signature: [
      {
        phrase: 'verzoek om|tot ... te? ondertekenen',
        example: 'Verzoek om het huurcontract te ondertekenen.',
        counter: 'Ik teken het contract morgen op kantoor.',
      },
      {
        phrase: 'ter ondertekening|ondertekening_klaar',
        example: 'Uw document ter ondertekening staat klaar.',
        counter: 'De ondertekening vond plaats in Den Haag.',
      },
      {
        phrase: 'heeft u|je ... gevraagd ... te? ondertekenen',
        example: 'Makelaar Jansen heeft u gevraagd het contract te ondertekenen.',
        counter: 'Hij heeft je gevraagd om morgen te bellen.',
      },
    ],
    parcel: [
      {
        phrase: 'adresfout|adresprobleem|onvolledig_adres|onjuist_adres|adresgegevens_bij_te_werken|adres_bij_te_werken|adres_bijwerken',
        example: 'Door een adresfout kunnen wij uw pakket niet bezorgen.',
        counter: 'Het adres van de winkel is veranderd.',
      },
      {
        phrase: 'pakket|zending|bestelling ... niet_bezorgd|niet_afgeleverd|in_afwachting|vastgehouden|tegengehouden|opgehouden',
        example: 'Uw pakket is niet bezorgd.',
        counter: 'Het pakket is gisteren bezorgd.',
      },
      {
        phrase: 'douanekosten|verzendkosten|invoerrechten|bezorgkosten ... betalen|voldoen',
        example: 'Betaal de douanekosten om het pakket te ontvangen, u moet douanekosten nu betalen.',
        counter: 'Verzendkosten zijn gratis.',
      },
      {
        phrase: 'mislukte|geschorste|opgeschorte|geschorst|opgeschort levering|bezorging|aflevering|pakket|pakketten',
        example: 'Mislukte levering voor uw pakket.',
        counter: 'De levering was snel.',
      },
      // De bezorging mislukte en de lezer moet iets doen: niemand thuis, adres bevestigen, nieuwe datum kiezen, anders gaat het pakket terug.
      {
        phrase: 'konden|kunnen|kon wij|we? uw|je|jouw pakket|zending|bestelling niet bezorgen|afleveren|leveren',
        example: 'Helaas konden wij uw pakket niet bezorgen.',
        counter: 'Wij hebben uw pakket vandaag bezorgd.',
      },
      {
        phrase: 'niemand thuis|aanwezig|thuis_aanwezig',
        example: 'Er was niemand thuis om het pakket aan te nemen.',
        counter: 'Niemand weet het antwoord.',
      },
      {
        phrase: 'bevestig|bevestigen|update|updaten|controleer|aanvullen|vul uw|je|jouw bezorgadres|afleveradres|bezorggegevens|verzendgegevens|adresgegevens',
        example: 'Bevestig uw bezorgadres via de link.',
        counter: 'Uw bezorgadres is opgeslagen.',
      },
      {
        phrase: 'kies|kiezen|plan|plannen|selecteer|selecteren|vraag|aanvragen een? nieuwe|andere bezorgdatum|bezorgmoment|leverdatum|bezorgpoging',
        example: 'Kies een nieuwe bezorgdatum.',
        counter: 'De nieuwe bezorgdatum is maandag.',
      },
      {
        phrase: 'wordt|worden ... teruggestuurd|geretourneerd|retour_gestuurd naar|aan de? afzender|verzender',
        example: 'Zonder bevestiging wordt uw pakket teruggestuurd naar de afzender.',
        counter: 'Het pakket is teruggestuurd naar de afzender.',
      },
      // Een herbezorging die de lezer moet aanvragen of betalen.
      {
        phrase: 'vraag|plan|boek|betaal een|uw|je? herbezorging|nieuwe_bezorging|nieuwe_levering',
        example: 'Vraag een herbezorging aan via de link.',
        counter: 'De herbezorging is gratis.',
      },
      {
        phrase: 'herbezorging|nieuwe_bezorging ... aanvragen|inplannen|plannen|boeken|betalen',
        example: 'U kunt hier een herbezorging aanvragen.',
        counter: 'Een herbezorging volgt automatisch morgen.',
      },
      {
        phrase: 'kosten|vergoeding|toeslag voor de? herbezorging|nieuwe_bezorging|herlevering',
        example: 'De kosten voor herbezorging bedragen 1,99 euro.',
        counter: 'Er zijn geen extra kosten.',
      },
    ],
    extortion: [
      // Sextortion: de dreiging de opnames te verspreiden als er niet betaald wordt, en een
      // betaaltermijn in bitcoin.
      {
        phrase:
          'zo_niet|anders|betaal_je_niet|betaalt_u_niet dan? stuur|verstuur|deel|verspreid|publiceer ik|we ... video|videos|opnames|beelden|fotos|filmpje ... contacten|contactenlijst|familie|collega*|vrienden',
        example: 'Zo niet, dan stuur ik de video naar iedereen in je contactenlijst.',
        counter: 'Morgen stuur ik de video naar de hele familie.',
      },
      {
        phrase: 'binnen 12|24|48|72 uur ... in bitcoin|btc|crypto over|overmaken|betalen|sturen',
        example: 'Maak binnen 48 uur € 1.500 in bitcoin over.',
        counter: 'Binnen 24 uur kun je bitcoin kopen.',
      },
      // Munten die „naar dit adres” of „naar mijn wallet” moeten: de eis, welk adres er ook volgt.
      {
        phrase: 'in bitcoin|bitcoins|btc|usdt|crypto over? naar dit|het_volgende|mijn adres|wallet|walletadres|bitcoinadres|portemonnee',
        example: 'Maak 1200 USD in bitcoin over naar dit adres.',
        counter: 'Stuur alleen BTC naar dit adres om je rekening te storten.',
      },
      {
        phrase: 'verwijder|wis ... video|videos|opnames|beelden|fotos ... zodra|als|nadat',
        example: 'Ik verwijder de video zodra ik de betaling heb ontvangen.',
        counter: 'Verwijder de vakantiefoto s niet van de laptop.',
      },
      {
        phrase: 'ga|stap|neem ... niet|geen_contact ... politie|autoriteiten',
        example: 'Ga niet naar de politie, ik kom het te weten.',
        counter: 'Ga bij een ongeluk altijd naar de politie.',
      },
    ],
    extortion_context: [
      // Compromitterend materiaal.
      {
        phrase: 'compromitterend* video|videos|fotos|beelden|opnames',
        example: 'Ik heb compromitterende video’s van je.',
        counter: 'De video van het congres staat online.',
      },
      // De beweerde greep op de lezer: gehackte apparaten, opnames met de camera, sites voor volwassenen.
      {
        phrase: 'je|jouw|uw camera|webcam ... opnames|beelden|video|videos|fotos gemaakt|opgenomen|vastgelegd',
        example: 'Ik heb met je camera opnames gemaakt.',
        counter: 'De camera bij de ingang maakt opnames.',
      },
      {
        phrase: 'ik heb ... maanden|weken toegang tot je|jouw|uw',
        example: 'Ik heb al maanden toegang tot je apparaten.',
        counter: 'Ik heb al maanden een abonnement.',
      },
      {
        phrase:
          'heb|hebben ik|we ... malware|spyware|trojan|virus|software op je|jouw|uw computer|apparaat|apparaten|telefoon|systeem gezet|geinstalleerd|geplaatst',
        example: 'Via een website heb ik malware op je computer gezet.',
        counter: 'Hebben we malware op uw computer gevonden?',
      },
      {
        phrase: 'website|websites|site|sites|videos|filmpjes|inhoud voor volwassenen',
        example: 'Via een website voor volwassenen kwam ik binnen.',
        counter: 'Een film voor het hele gezin.',
      },
    ],
    legal_notice: [
      // Dagvaardingen, aangiftes, verkeersboetes, ingetrokken rijbewijzen.
      {
        phrase: 'dagvaarding|oproeping_voor_verhoor|gerechtelijke_procedure|aangifte_tegen_u|verkeersboete|verkeersboetes|verkeersovertreding|inbeslagname',
        example: 'U heeft een dagvaarding ontvangen.',
        counter: 'De verkeersdrukte nam vandaag toe.',
      },
      {
        phrase: 'rijbewijs ... ingetrokken|geschorst|ongeldig|inname',
        example: 'Uw rijbewijs wordt ingetrokken.',
        counter: 'Verleng uw rijbewijs online.',
      },
      // Openstaande tol is de melding van een tolexploitant of de overheid, genoemd of niet.
      {
        phrase: 'tol|tolheffing|tolgeld ... onbetaald|onbetaalde|openstaand|openstaande|achterstallig|achterstallige',
        example: 'Uw tolheffing is nog openstaand.',
        counter: 'De tol op de brug stijgt in januari.',
      },
    ],
    account_alert: [
      // Beveiligings- en accountmeldingen: ongebruikelijke aanmeldingen, geblokkeerde accounts, volle opslag.
      {
        phrase: 'ongebruikelijke|verdachte|onbekende|ongeautoriseerde aanmeldingsactiviteit|aanmelding|aanmeldpoging|inlogpoging|inlogactiviteit|activiteit',
        example: 'We hebben een ongebruikelijke aanmelding gezien.',
        counter: 'Het ongebruikelijke weer houdt aan.',
      },
      {
        phrase: 'uw|je|jouw account|mailbox|wallet|toegang ... is|wordt|werd ... geblokkeerd|opgeschort|gedeactiveerd|bevroren',
        example: 'Uw account is tijdelijk geblokkeerd.',
        counter: 'Uw account is succesvol aangemaakt.',
      },
      // Een betaling die „niet verwerkt kon worden” en een verlopen antivirusabonnement of virussen „op uw computer gedetecteerd”, in naam van een merk.
      {
        phrase: 'konden|kunnen uw|je laatste? betaling niet verwerken|afschrijven|innen',
        example: 'We konden uw laatste betaling niet verwerken.',
        counter: 'We konden uw aanvraag niet verwerken.',
      },
      {
        phrase: 'norton|mcafee|antivirus|avast|kaspersky abonnement|licentie|bescherming ... beeindigd|verlopen|afgelopen',
        example: 'Uw Norton-abonnement is verlopen.',
        counter: 'Uw Norton-abonnement is verlengd.',
      },
      {
        phrase: 'virussen|trojans op uw|je|jouw computer|apparaat|pc gedetecteerd|gevonden',
        example: 'Het systeem heeft 20 virussen op uw computer gedetecteerd.',
        counter: 'Bescherm uw computer tegen virussen.',
      },
      // Nieuwe voorwaarden die de lezer „moet accepteren” (echte wijzigingen gelden voor wie de dienst blijft gebruiken).
      {
        phrase:
          'moet|moeten|dient ... nieuwe|bijgewerkte|gewijzigde voorwaarden|gebruiksvoorwaarden|algemene_voorwaarden|overeenkomst accepteren|aanvaarden|goedkeuren',
        example: 'U moet de nieuwe voorwaarden accepteren om de dienst te blijven gebruiken.',
        counter: 'Door de dienst te blijven gebruiken, gaat u akkoord met de nieuwe voorwaarden.',
      },
    ],
    // Een cryptowallet of de herstelzin ervan die geverifieerd moet worden: wallets verifiëren niets en exchanges verifiëren personen, geen wallets.
    wallet_check: [
      {
        phrase: 'uw|je|jouw wallet|portemonnee|herstelzin ... nog niet geverifieerd|gevalideerd|bevestigd',
        example: 'Ons systeem toont dat uw wallet nog niet geverifieerd is.',
        counter: 'Uw wallet is met succes geverifieerd.',
      },
      // De herstelzin van een wallet die „geverifieerd” moet worden: geen wallet of exchange vraagt erom.
      {
        phrase: '!nooit|niet|om verifieer|controleer|bevestig|valideer|synchroniseer uw|je|jouw herstelzin|seedzin|herstelfrase|geheime_zin',
        example: 'Verifieer uw herstelzin vóór vrijdag.',
        counter: 'Verifieer nooit uw herstelzin op een website.',
      },
    ],
    // Beloningen in naam van een winkel: een cadeau voor een enquête, een cadeaubon die wacht, trouw beloond.
    // Winkels schrijven hetzelfde aan hun eigen klanten: telt alleen als merklokaas, met een ander merk genoemd.
    reward: [
      {
        phrase: 'enquete|vragenlijst ... en|om ontvang|ontvangen|win|winnen|krijg|krijgen',
        example: 'Vul onze korte enquête in en ontvang een cadeaubon.',
        counter: 'De enquête is gesloten en de resultaten volgen.',
      },
      {
        phrase: 'kans op|om een? beloning|cadeau|cadeaubon|cadeaukaart|waardebon|tegoedbon',
        example: 'Dit is je kans op een beloning!',
        counter: 'Er is kans op regen.',
      },
      {
        phrase: 'beloning|cadeau|cadeaubon|cadeaukaart|waardebon|tegoedbon wacht|wachten op u|je|jou',
        example: 'Je cadeaukaart wacht op je!',
        counter: 'Het pakket wacht op u bij het afhaalpunt.',
      },
      {
        phrase: 'gratis cadeaubon|waardebon|tegoedbon|cadeaukaart',
        example: 'Jouw gratis cadeaubon van 50 euro',
        counter: 'Gratis verzending vanaf 20 euro.',
      },
      {
        phrase: 'belonen voor uw|je|jouw trouw|loyaliteit',
        example: 'We willen u belonen voor uw trouw.',
        counter: 'Bedankt voor uw trouw.',
      },
    ],
    fund_story: [
      {
        phrase: 'naar|op uw|je|jouw|een rekening|bankrekening ... overmaken|overgemaakt|storten|gestort|overboeken|overgeboekt',
        example: 'Ik wil het bedrag naar uw bankrekening overmaken.',
        counter: 'Ik wil de bestanden naar uw laptop kopiëren.',
      },
      {
        phrase: 'begunstigde|begunstigden|erfenis|erfgenaam|nalatenschap|overledene|overleden|schadevergoeding|donatie',
        example: 'U bent de begunstigde van het depot.',
        counter: 'De voordelen van het plan staan hieronder.',
      },
    ],
    spam_offer: [
      {
        phrase: 'kopen|koop|bestel|bestellen|goedkoop|generieke|korting ... viagra|cialis|levitra|sildenafil|tadalafil',
        example: 'Koop goedkope viagra online.',
        counter: 'Het filter blokkeert spam.',
      },
      {
        phrase: 'lusten ... lasten',
        example: 'Wel de lusten, niet de lasten van een relatie.',
        counter: 'De lasten stijgen.',
      },
    ],
    scam_offer: [
      {
        phrase: 'afspreken|ontmoeten|daten|flirten via whatsapp|app|telegram|snapchat',
        example: 'Gratis afspreken via WhatsApp.',
        counter: 'Afspreken via de receptie.',
      },
      {
        phrase: 'hete|geile|eenzame|stoute|ondeugende|heetste ... date|dates|vrouwen|meiden|meisjes|dames|singles|milfs',
        example: 'Eenzame vrouwen zoeken contact.',
        counter: 'Sterke vrouwen in de wetenschap.',
      },
      {
        phrase: 'oekraiense|russische|slavische|aziatische vrouw|vrouwen|meisjes|meiden|schoonheden|bruiden|singles',
        example: 'Daten met Oekraïense meisjes.',
        counter: 'Russische bedrijven exporteren gas.',
      },
      {
        phrase: 'sexvriend|sexvriendin|seksvriend|seksvriendin|sekspartner|sexpartner|intiem_contact|spannende_date|scharrelpartner',
        example: 'Op zoek naar een sexvriend?',
        counter: 'Op zoek naar een vriend.',
      },
      {
        phrase: 'snel|zonder_dieet|moeiteloos ... afvallen|gewichtsverlies|kilo_s_kwijt|vet_verbranden',
        example: 'Snel en moeiteloos afvallen.',
        counter: 'Snel de trein halen.',
      },
      {
        phrase: 'gratis|extra|free spins|spins_cadeau',
        example: 'Claim 100 gratis spins vandaag.',
        counter: 'Gratis spinazie bij de groenteboer.',
      },
      {
        phrase: 'bonus ... eerste|1e storting|stortingen',
        example: 'Een bonus op je eerste storting.',
        counter: 'Eerste storting ontvangen.',
      },
      {
        phrase: 'casino|gokkasten|roulette ... bonus|welkomstbonus|spins|jackpot',
        example: 'Het online casino verdubbelt je bonus.',
        counter: 'Het casino sloot in 1990.',
      },
      {
        phrase: 'vrouwen|singles|meiden|dames ... in_jouw_buurt|bij_jou_in_de_buurt|in_je_buurt|in_uw_buurt|uit_jouw_regio|uit_je_regio|uit_de_buurt',
        example: 'Singles in jouw buurt willen chatten.',
        counter: 'Winkels in jouw buurt.',
      },
      {
        phrase: 'sexdate|sexdates|sex_dates|sexdating|sex_dating|sekscontact|sekscontacten|slippertje|erotisch_contact',
        example: 'Discreet een sexdate regelen.',
        counter: 'Een date regelen.',
      },
      {
        phrase: 'afvallen|afgevallen|verliezen|verloor|verloren ... 1*|2*|3*|4*|5*|6*|7*|8*|9* kg|kilo|kilos',
        example: 'Ze verloor 10 kg in een maand.',
        counter: 'Het pakket weegt 10 kg.',
      },
      {
        phrase: 'keto|afslank|afslankings gummies|pillen|capsules|tabletten|druppels',
        example: 'Keto gummies voor snel gewichtsverlies.',
        counter: 'Gummies voor kinderen.',
      },
      {
        phrase: 'neuk|neuken|neukt|naaktfoto|naaktfoto_s|naaktfotos|kutje|nepprofielen',
        example: 'Ze wil vanavond neuken.',
        counter: 'Ze wil vanavond koken.',
      },
      {
        phrase: 'spannende|geile|stoute|discrete afspraak|afspraakje|avond|ontmoeting',
        example: 'Ben je op zoek naar een spannende afspraak?',
        counter: 'Een spannende wedstrijd.',
      },
      {
        phrase: 'gratis flirt|flirten|sexdate|sexdates|afspraakje',
        example: 'Je gratis flirt avontuur begint vandaag.',
        counter: 'Gratis parkeren vandaag.',
      },
      {
        phrase: 'casinospellen|online_casino|gokkast|gokkasten_online',
        example: 'Speel casinospellen vanaf je bank.',
        counter: 'Het casino sloot in 1999.',
      },
      {
        phrase: 'sportweddenschappen|weddenschappen|wedden ... bonus|gratis|welkomstbonus|free_bet',
        example: 'Sportweddenschappen met 100 euro welkomstbonus.',
        counter: 'De weddenschap met mijn broer.',
      },
      {
        phrase: 'gratis weddenschap|inzet|free_bet|gokkredieten',
        example: 'Uw gratis weddenschap staat klaar.',
        counter: 'Gratis parkeren bij het stadion.',
      },
      {
        phrase: 'gratis|extra loten|loterijloten|lootjes',
        example: 'Spaar extra loten voor de trekking.',
        counter: 'Extra stoelen voor de gasten.',
      },
      // Adult sites announcing their explicit pictures.
      {
        phrase: 'website|site bevat expliciete beelden|fotos|foto_s|video_s|afbeeldingen',
        example: "Deze website bevat expliciete beelden en video's.",
        counter: 'Deze website bevat informatie over het museum.',
      },
      // Wondermiddelen en waarzeggerij.
      {
        phrase: 'eindelijk|definitief ... af_van|verlost_van|weg_met ... nagelschimmel|spataderen|haaruitval|gewrichtspijn|tinnitus|artrose',
        example: 'Eindelijk af van nagelschimmel!',
        counter: 'De huisarts behandelt nagelschimmel.',
      },
      {
        phrase: 'gezonde|schone aderen|gewrichten|prostaat|slagaders ... in slechts|maar|amper 1*|2*|3*|4*|5*|6*|7*|8*|9* dagen|weken|minuten',
        example: 'Gezonde aderen in slechts 28 dagen!',
        counter: 'Gezonde recepten in slechts 10 minuten.',
      },
      {
        phrase: 'wat de engelen|geesten ... voor u|jou|je in_petto_hebben|hebben_klaarstaan|voorspellen',
        example: 'Ontdek wat de engelen voor u in petto hebben.',
        counter: 'Ontdek wat de sterren voor jou in petto hebben.',
      },
      // Daten: berichten of foto's pas na een leeftijdsverificatie; wat de banken liever niet zagen; de accountmanager die belt om het account te activeren.
      {
        phrase: 'leeftijd|meerderjarig ... ... ... om haar|zijn berichten|bericht|foto|fotos|profiel',
        example: 'Bevestig eenmalig je leeftijd met een iDEAL-verificatie van € 0,01 om haar berichten te lezen.',
        counter: 'Bevestig je leeftijd om wijn te bestellen.',
      },
      {
        phrase: 'banken|artsen|farmaceuten ... liever niet zagen|zien|weten',
        example: 'In een uitzending die de banken liever niet zagen.',
        counter: 'De banken zagen liever een hogere rente.',
      },
      {
        phrase: 'accountmanager|adviseur ... om uw|je account te? activeren|verifieren|openen',
        example: 'Na uw aanmelding belt een persoonlijke accountmanager om uw account te activeren.',
        counter: 'Uw accountmanager belt volgende week.',
      },
    ],
    // A national regulator's licence or mandated safer-gambling line (see the en lexicon).
    safer_gambling: [
      {
        phrase: 'wat kost gokken',
        example: 'Wat kost gokken? Stop op tijd. 18+',
        counter: 'Wat kost een gokje op de kermis?',
      },
      {
        phrase: 'kansspelautoriteit|loketkansspel',
        example: 'Holland Casino heeft een vergunning van de Kansspelautoriteit.',
        counter: 'De autoriteit keurt het spel goed.',
      },
    ],
    scam_question: [
      // Wie doorstuurt wat hij kreeg en vraagt of het echt is: zijn vraag, niet de woorden van het lokaas.
      {
        phrase: 'is_dit|is_dit_nou echt|oplichting|phishing|nep|betrouwbaar',
        example: 'Is dit echt of oplichting?',
        counter: 'Dit is echt oplichting, zei de rechter.',
      },
      {
        phrase: 'echt|betrouwbaar of ... oplichting|nep|phishing',
        example: 'Is dit echt of nep?',
        counter: 'Echte oplichting wordt vervolgd.',
      },
      {
        phrase: 'nergens_op_geklikt|niets_aangeklikt|niks_aangeklikt',
        example: 'Ik heb nergens op geklikt.',
        counter: 'Als u nergens op klikt, gebeurt er niets.',
      },
      {
        phrase: 'lijkt|ziet_er ... nep|phishing|oplichting|fraude|spam',
        example: 'Dit lijkt me phishing.',
        counter: 'Dit lijkt me een goed plan.',
      },
      {
        phrase: 'ik_denk|ik_vermoed|volgens_mij dat? dit|het is? phishing|nep|oplichting|fraude',
        example: 'Ik denk dat dit phishing is.',
        counter: 'Ik denk dat dit goed is.',
      },
      {
        phrase: 'of dit|het echt|betrouwbaar|veilig|nep|phishing is',
        example: 'Kun je checken of dit echt is?',
        counter: 'Kun je checken of het pakket er is?',
      },
      // An IT desk or a bank warning about the message it quotes: the lure is fake, not theirs.
      {
        phrase:
          'phishingmail|phishingmails|phishing_mail|phishing_mails|phishing_e_mail|phishing_e_mails|nepmail|nepmails|phishingcampagne|phishing_campagne|phishinggolf',
        example: 'Er gaat een phishingmail rond uit naam van de servicedesk.',
        counter: 'De training over wachtwoorden is maandag.',
      },
      {
        phrase: 'valse|frauduleuze|nep e_mail|e_mails|mail|mails|berichten|bericht',
        example: "Veel collega's hebben een valse e-mail ontvangen.",
        counter: 'Het bericht van de directeur kwam vanochtend.',
      },
      {
        phrase: 'komt|komen niet van_ons|van_de_servicedesk|van_de_bank|van_de_universiteit',
        example: 'Dit bericht komt niet van ons.',
        counter: 'Het pakket komt niet voor maandag.',
      },
      {
        phrase: 'nooit ... ... wachtwoord|wachtwoorden|inloggegevens',
        example: 'Wij vragen nooit per e-mail om uw wachtwoord.',
        counter: 'Wijzig uw wachtwoord elk half jaar.',
      },
    ],
  },
};
